import type { SiteContext } from '@vauhti/contracts/site';
import type { RequestCountry } from './request-country';
import { COUNTRY_LISTS, siteCountryOf } from './site-country';

export type SiteSettings = {
  /** The development tools are on (development, or a test kit's choice). */
  devTools: boolean;
  landingPageEnabled: boolean;
  landingPageCountries: string[];
  supportEmail: string;
};

/** What the site shell needs before it draws anything: GET /api/v1/site/context. */
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
