import type { AuthStatus, Profile } from '../../lib/session/session-types';
import type { SiteContext } from '../../lib/site-context/site-context';

/** Answers the overlay tests reuse: a logged-in player, their profile, a site context. */
export const playerStatus: AuthStatus = {
  status: 'logged_in',
  loggedIn: true,
  playerId: 7,
  registration: null,
};

const registration = {
  complete: true,
  nextStep: null,
  otpRequired: false,
  otpChannel: 'sms',
  fallbackChannel: 'email',
  verifiedChannels: ['sms'],
} as const;

export function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    playerID: 7,
    externalEcrId: 'ecr-7',
    email: 'aino@vauhti.test',
    firstName: 'Aino',
    lastName: 'Virtanen',
    nickname: null,
    screenName: null,
    currency: { code: 'EUR', symbol: '€' },
    country: 'Finland',
    countryCode: 'FI',
    jurisdiction: 'MGA',
    userCategory: 'c1',
    userStatus: 'real',
    nationalId: null,
    isVerified: true,
    isKycBlocked: false,
    userProfileCompleted: true,
    missingProfileFields: [],
    migrationRequired: false,
    language: 'en',
    street: null,
    city: null,
    zip: null,
    phone: null,
    gender: null,
    bYear: 1990,
    bMonth: 1,
    bDay: 1,
    accountState: { state: 'active', until: null },
    registration: { ...registration, verifiedChannels: [...registration.verifiedChannels] },
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function siteContextOf(overrides: Partial<SiteContext> = {}): SiteContext {
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
    otpExemptCountries: [],
    nationalIdCountries: [],
    supportEmail: 'support@vauhti.test',
    devTools: true,
    ...overrides,
  };
}
