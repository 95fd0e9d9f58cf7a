import type { CountrySource, RequestCountry } from './request-country';
import { COUNTRY_LISTS, type RegistrationMode, siteCountryOf } from './site-country';

export type SiteSettings = {
  /** The development tools are on (development, or a test kit's choice). */
  devTools: boolean;
  landingPageEnabled: boolean;
  landingPageCountries: string[];
  supportEmail: string;
};

/** What the site shell needs before it draws anything: GET /api/v1/site/context. */
export type SiteContext = {
  countryCode: string;
  countryName: string;
  countrySource: CountrySource;
  /** The site language of the country: the language chooser's fallback after url and storage. */
  countryLanguage: string;
  /** The currency a sign-up from the country starts with (EUR for an unlisted country). */
  defaultCurrency: string;
  registrationMode: RegistrationMode;
  /** The spec's blocked-countries answer; blockType 'country' shows the country-blocked page. */
  blocked: { isIpBlocked: boolean; blockType: 'country' | null; countryCode: string };
  maintenance: boolean;
  landingPage: { enabled: boolean; countries: string[] };
  payAndPlayCountries: string[];
  otpExemptCountries: string[];
  nationalIdCountries: string[];
  supportEmail: string;
  /** The dev panel (country override, mailbox link) is offered: only with the dev tools (development). */
  devTools: boolean;
};

export function siteContextOf(
  requestCountry: RequestCountry,
  state: { maintenance: boolean },
  settings: SiteSettings,
): SiteContext {
  const country = siteCountryOf(requestCountry.code);
  return {
    countryCode: country.code,
    countryName: country.name,
    countrySource: requestCountry.source,
    countryLanguage: country.language,
    defaultCurrency: country.defaultCurrency,
    registrationMode: country.registrationMode,
    blocked: {
      isIpBlocked: country.blocked,
      blockType: country.blocked ? 'country' : null,
      countryCode: country.code,
    },
    maintenance: state.maintenance,
    // The spec's rule: the landing page is on when the flag is on and the list is not empty.
    landingPage: {
      enabled: settings.landingPageEnabled && settings.landingPageCountries.length > 0,
      countries: [...settings.landingPageCountries],
    },
    payAndPlayCountries: [...COUNTRY_LISTS.payAndPlay],
    otpExemptCountries: [...COUNTRY_LISTS.otpExempt],
    nationalIdCountries: [...COUNTRY_LISTS.nationalId],
    supportEmail: settings.supportEmail,
    devTools: settings.devTools,
  };
}
