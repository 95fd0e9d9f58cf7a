import type { Profile } from '../../../lib/session/session-types';
import type { SiteContext } from '../../../lib/site-context/site-context';
import { guestStatus } from '../../../test/api-mock';

/** Test data for the layout's component tests. */
export function siteContext(overrides: Partial<SiteContext> = {}): SiteContext {
  return {
    countryCode: 'FI',
    countryName: 'Finland',
    countrySource: 'geoip',
    countryLanguage: 'fi',
    registrationMode: 'standard',
    blocked: { isIpBlocked: false, blockType: null, countryCode: 'FI' },
    maintenance: false,
    landingPage: { enabled: false, countries: [] },
    payAndPlayCountries: [],
    otpExemptCountries: ['SE', 'DK'],
    nationalIdCountries: ['FI'],
    supportEmail: 'support@vauhti.test',
    devTools: false,
    ...overrides,
  };
}

export const playerStatus = { status: 'logged_in', loggedIn: true, playerId: 7, registration: null };

export function playerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    playerID: 7,
    externalEcrId: 'ecr-7',
    email: 'aino@vauhti.test',
    firstName: 'Aino',
    lastName: 'Virtanen',
    nickname: 'AinoV',
    screenName: null,
    currency: { code: 'EUR', symbol: '€' },
    country: 'Finland',
    countryCode: 'FI',
    jurisdiction: 'MGA',
    userCategory: 'standard',
    userStatus: 'real',
    nationalId: '***-123A',
    isVerified: true,
    isKycBlocked: false,
    userProfileCompleted: true,
    missingProfileFields: [],
    language: 'fi',
    street: 'Mannerheimintie 1',
    city: 'Helsinki',
    zip: '00100',
    phone: '+358401234567',
    gender: null,
    bYear: 1990,
    bMonth: 5,
    bDay: 14,
    accountState: { state: 'active', until: null },
    registration: {
      complete: true,
      nextStep: null,
      otpRequired: false,
      otpChannel: 'sms',
      fallbackChannel: 'email',
      verifiedChannels: ['sms'],
    },
    createdAt: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

export const balances = {
  currency: 'EUR',
  cash: 100_000,
  bonus: 23_456,
  withdrawable: 100_000,
  total: 1,
  withdrawalHold: 0,
  debt: 0,
};

/** Routes of a guest visit. */
export function guestRoutes(context: SiteContext | (() => unknown) = siteContext()) {
  return { 'GET /auth/status': guestStatus, 'GET /site/context': context };
}

/** Routes of a logged-in player's visit. */
export function playerRoutes(options: { pending?: number; levelTags?: string[] } = {}) {
  return {
    'GET /auth/status': playerStatus,
    'GET /site/context': siteContext(),
    'GET /profile': playerProfile(),
    'GET /wallet/balances': balances,
    'GET /profile/tags': { levelTags: options.levelTags ?? ['gold'] },
    'GET /wallet/pending-withdrawals': { count: options.pending ?? 0, pendingWithdrawals: [] },
  };
}

/** A response that never comes (the country lookup still running). */
export const never = () => new Promise(() => {});
