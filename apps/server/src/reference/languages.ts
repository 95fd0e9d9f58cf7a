import type { SiteLanguage } from '@vauhti/contracts';

// The site's language codes are shared with the site: packages/contracts/src/languages.ts.
export { isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from '@vauhti/contracts';

const FALLBACK_LANGUAGE: SiteLanguage = 'en';

/**
 * The language an account stores, following the spec's rules: sv maps to en (the Swedish edition
 * is served in English), and el is kept only for players in Greece.
 */
export function resolveLanguage(requested: SiteLanguage, countryCode: string): SiteLanguage {
  if (requested === 'sv') return FALLBACK_LANGUAGE;
  if (requested === 'el' && countryCode !== 'GR') return FALLBACK_LANGUAGE;
  return requested;
}
