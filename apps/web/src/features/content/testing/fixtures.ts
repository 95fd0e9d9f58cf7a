import type { Profile } from '../../../lib/session/session-types';
import type { SiteContext } from '../../../lib/site-context/site-context';
import type { Banner } from '../api/get-banners';
import type { ContentPage } from '../api/get-content-page';

/** Test data for the content feature's tests. */
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
    payAndPlayCountries: ['SE', 'EE'],
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

export function contentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    head: '<h1>About Vauhti</h1><p>Vauhti is Finnish for speed.</p>',
    content:
      '<section id="who-we-are"><h2>Who we are</h2><p>Read the <a href="{{site_url}}/en/info/terms">terms</a>.</p></section>',
    metaTitle: 'About Vauhti',
    metaTags: 'about, casino',
    metaDescription: 'Who we are.',
    multilingualUrl: { en: 'about', fi: 'about' },
    errorCode: null,
    ...overrides,
  };
}

export const NOT_FOUND_PAGE: ContentPage = contentPage({
  head: '',
  content: '',
  metaTitle: '',
  metaTags: '',
  metaDescription: '',
  multilingualUrl: {},
  errorCode: 100464,
});

export function banner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    zoneId: 'home-guest',
    content:
      '<div class="banner"><img src="{{siteUrl}}/media/banners/welcome.svg" alt=""><h2>Welcome to Vauhti</h2><p>Double your first deposit.</p></div>',
    targetUrl: 'register',
    targetMemberUrl: 'promotions',
    ...overrides,
  };
}
