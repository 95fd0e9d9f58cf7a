/**
 * The site's language codes, as the spec lists them (part 2, section 1), shared by the platform
 * and the site. Some are country editions rather than ISO 639 languages (cd Canada, nz New
 * Zealand, ei Ireland, ch Switzerland, ec Ecuador, pe Peru, cl Chile): each reads the translations
 * and static pages of a base language (CONTENT_LANGUAGE_OF) with its own url prefix and locale.
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

/** The languages with their own translations and static pages. */
export const CONTENT_LANGUAGES = ['en', 'fi', 'no', 'de', 'fr', 'ja', 'ko', 'pl', 'ro', 'hu', 'el', 'es'] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The content language each site language reads; sv is served in English. */
export const CONTENT_LANGUAGE_OF: Record<SiteLanguage, ContentLanguage> = {
  en: 'en',
  fi: 'fi',
  no: 'no',
  sv: 'en',
  de: 'de',
  ja: 'ja',
  cd: 'en',
  nz: 'en',
  fr: 'fr',
  ko: 'ko',
  pl: 'pl',
  ro: 'ro',
  hu: 'hu',
  ec: 'es',
  pe: 'es',
  cl: 'es',
  ei: 'en',
  el: 'el',
  ch: 'de',
};

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}
