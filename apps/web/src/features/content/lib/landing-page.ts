import type { SiteContext } from '../../../lib/site-context/site-context';
import { SESSION_KEYS } from '../../../lib/storage/keys';

type LandingPageContext = Pick<SiteContext, 'countryCode' | 'landingPage'>;

/**
 * Spec 2.3: the logged-out home shows the landing page when landing pages are on, the country list
 * is not empty and the visitor's country is on it; once the visitor closes it, not again in this
 * browser session (storage is the session storage, where the close is remembered).
 */
export function isLandingPageActive(
  context: LandingPageContext | undefined,
  storage: Pick<Storage, 'getItem'> | undefined,
): boolean {
  if (!context?.landingPage.enabled) return false;
  const countries = context.landingPage.countries.map((country) => country.toUpperCase());
  if (countries.length === 0 || !countries.includes(context.countryCode.toUpperCase())) return false;
  return storage?.getItem(SESSION_KEYS.landingPageClosed) !== 'true';
}

/**
 * Where the landing page signs a visitor up: pay-and-play step one in pay-and-play countries,
 * quick registration elsewhere (spec 2.3).
 */
export function landingSignUpPath(context: Pick<SiteContext, 'countryCode' | 'payAndPlayCountries'>): string {
  const payAndPlay = context.payAndPlayCountries.some(
    (country) => country.toUpperCase() === context.countryCode.toUpperCase(),
  );
  return payAndPlay ? 'playnow/step1' : 'register';
}
