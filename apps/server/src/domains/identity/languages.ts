/**
 * The site's language codes, as the spec lists them (part 2, section 1). Some are country labels
 * rather than ISO 639 languages (cd Canada, nz New Zealand, ec Ecuador, pe Peru, cl Chile,
 * ei Ireland, ch Switzerland): each is a localised edition of the site with its own url prefix.
 */
export const SITE_LANGUAGES = [
  'en',
  'fi',
  'no',
  'sv',
  'de',
  'ja',
  'cd',
  'nz',
  'fr',
  'ko',
  'pl',
  'ro',
  'hu',
  'ec',
  'pe',
  'cl',
  'ei',
  'el',
  'ch',
] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

const FALLBACK_LANGUAGE: SiteLanguage = 'en';

export function isSiteLanguage(value: string): value is SiteLanguage {
  return (SITE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language an account stores, following the spec's rules: sv maps to en (the Swedish edition
 * is served in English), and el is kept only for players in Greece.
 */
export function resolveLanguage(requested: SiteLanguage, countryCode: string): SiteLanguage {
  if (requested === 'sv') return FALLBACK_LANGUAGE;
  if (requested === 'el' && countryCode !== 'GR') return FALLBACK_LANGUAGE;
  return requested;
}
