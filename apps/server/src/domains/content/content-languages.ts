import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  CONTENT_LANGUAGE_OF as SITE_CONTENT_LANGUAGE_OF,
} from '@vauhti/contracts';

export { CONTENT_LANGUAGES, type ContentLanguage };

/**
 * Every language code a client may ask content in, with the content language it reads: the site's
 * codes (shared with the site in packages/contracts) and the content languages themselves, so that
 * a key of multilingualUrl (es) can be asked for too.
 */
const CONTENT_LANGUAGE_OF = { ...SITE_CONTENT_LANGUAGE_OF, es: 'es' } as const satisfies Record<
  string,
  ContentLanguage
>;

export type RequestLanguage = keyof typeof CONTENT_LANGUAGE_OF;

/** The codes the content endpoints accept in `language`, in a stable order. */
export const REQUEST_LANGUAGES = Object.keys(CONTENT_LANGUAGE_OF) as [RequestLanguage, ...RequestLanguage[]];

export function contentLanguageOf(language: RequestLanguage): ContentLanguage {
  return CONTENT_LANGUAGE_OF[language];
}

/** Whether a code is one the content endpoints accept (a site language, or a content language). */
export function isRequestLanguage(value: string): value is RequestLanguage {
  return Object.hasOwn(CONTENT_LANGUAGE_OF, value);
}

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}
