/**
 * The languages content is written in. The site has more language codes than these: some are
 * regional editions (cd Canada, nz New Zealand, ei Ireland, ch Switzerland, ec Ecuador, pe Peru,
 * cl Chile) that read the content of their base language, and sv is served in English.
 */
export const CONTENT_LANGUAGES = ['en', 'fi', 'no', 'de', 'fr', 'ja', 'ko', 'pl', 'ro', 'hu', 'el', 'es'] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * Every language code a client may ask content in, with the content language it reads: the site's
 * codes (identity's SITE_LANGUAGES; a test keeps the two lists equal) and the content languages
 * themselves, so that a key of multilingualUrl (es) can be asked for too.
 */
const CONTENT_LANGUAGE_OF = {
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
  es: 'es',
} as const satisfies Record<string, ContentLanguage>;

export type RequestLanguage = keyof typeof CONTENT_LANGUAGE_OF;

/** The codes the content endpoints accept in `language`, in a stable order. */
export const REQUEST_LANGUAGES = Object.keys(CONTENT_LANGUAGE_OF) as [RequestLanguage, ...RequestLanguage[]];

export function contentLanguageOf(language: RequestLanguage): ContentLanguage {
  return CONTENT_LANGUAGE_OF[language];
}

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}
