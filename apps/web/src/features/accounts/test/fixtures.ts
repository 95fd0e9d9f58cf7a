import type { AuthStatus, Profile, RegistrationProgress } from '../../../lib/session/session-types';
import type { SiteContext } from '../../../lib/site-context/site-context';
import type { Country } from '../api/get-countries';

/** Test data in the shapes of the platform's answers (identity README, site context). */
export function siteContext(overrides: Partial<SiteContext> = {}): SiteContext {
  return {
    countryCode: 'DE',
    countryName: 'Germany',
    countrySource: 'default',
    countryLanguage: 'de',
    registrationMode: 'standard',
    blocked: { isIpBlocked: false, blockType: null, countryCode: 'DE' },
    maintenance: false,
    landingPage: { enabled: false, countries: [] },
    payAndPlayCountries: ['FI', 'SE', 'EE'],
    otpExemptCountries: ['SE', 'DK'],
    nationalIdCountries: ['FI', 'SE', 'NO', 'DK', 'EE', 'ES'],
    supportEmail: 'support@vauhti.test',
    devTools: false,
    ...overrides,
  };
}

export function progress(overrides: Partial<RegistrationProgress> = {}): RegistrationProgress {
  return {
    complete: true,
    nextStep: null,
    otpRequired: true,
    otpChannel: 'email',
    fallbackChannel: 'sms',
    verifiedChannels: ['email'],
    ...overrides,
  };
}

export function loggedInStatus(registration: RegistrationProgress = progress()): AuthStatus {
  return { status: 'logged_in', loggedIn: true, playerId: 7, registration };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    playerID: 7,
    externalEcrId: 'vauhti-7',
    email: 'mia@vauhti.test',
    firstName: 'Mia',
    lastName: 'Schneider',
    nickname: null,
    screenName: 'Mia S.',
    currency: { code: 'EUR', symbol: '€' },
    country: 'Germany',
    countryCode: 'DE',
    jurisdiction: 'GGL',
    userCategory: 'c1',
    userStatus: 'real',
    nationalId: null,
    isVerified: true,
    isKycBlocked: false,
    userProfileCompleted: true,
    missingProfileFields: [],
    migrationRequired: false,
    language: 'en',
    street: 'Friedrichstraße 44',
    city: 'Berlin',
    zip: '10117',
    phone: '+4915123456789',
    gender: null,
    bYear: 1993,
    bMonth: 1,
    bDay: 21,
    accountState: { state: 'active', until: null },
    registration: progress(),
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

function country(code: string, name: string, currencies: string[], extra: Partial<Country> = {}): Country {
  return {
    code,
    name,
    defaultCurrency: currencies[0] ?? 'EUR',
    currencies,
    defaultLanguage: 'en',
    jurisdiction: 'MGA',
    requiresNationalId: false,
    otpExempt: false,
    otpChannel: 'email',
    payAndPlay: false,
    registrationAllowed: true,
    ...extra,
  };
}

export const COUNTRIES: Country[] = [
  country('DE', 'Germany', ['EUR'], { jurisdiction: 'GGL' }),
  country('NO', 'Norway', ['NOK', 'EUR'], { requiresNationalId: true, otpChannel: 'sms' }),
  country('SE', 'Sweden', ['SEK', 'EUR'], { requiresNationalId: true, otpExempt: true, jurisdiction: 'SGA' }),
  country('CA', 'Canada', ['CAD', 'USD']),
  country('GB', 'United Kingdom', ['GBP'], { registrationAllowed: false }),
];
