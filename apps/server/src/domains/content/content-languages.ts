import { CONTENT_LANGUAGES, type ContentLanguage } from '@vauhti/contracts';
import {
  CONTENT_REQUEST_LANGUAGE_OF,
  CONTENT_REQUEST_LANGUAGES,
  type ContentRequestLanguage,
} from '@vauhti/contracts/site';

export { CONTENT_LANGUAGES, CONTENT_REQUEST_LANGUAGES, type ContentLanguage, type ContentRequestLanguage };

/*
 * The language codes a client may ask content in (the site's codes, shared with the site in
 * packages/contracts, and the content languages themselves) and the content language each reads.
 */

export function contentLanguageOf(language: ContentRequestLanguage): ContentLanguage {
  return CONTENT_REQUEST_LANGUAGE_OF[language];
}

/** Whether a code is one the content endpoints accept (a site language, or a content language). */
export function isRequestLanguage(value: string): value is ContentRequestLanguage {
  return Object.hasOwn(CONTENT_REQUEST_LANGUAGE_OF, value);
}

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}
