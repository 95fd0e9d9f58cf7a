import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../reference/languages';
import {
  CONTENT_LANGUAGES,
  CONTENT_REQUEST_LANGUAGES,
  contentLanguageOf,
  isContentLanguage,
} from './content-languages';

describe('content languages', () => {
  it('reads the regional editions in their base language', () => {
    expect(['cd', 'nz', 'ei', 'sv'].map((code) => contentLanguageOf(code as never))).toEqual(['en', 'en', 'en', 'en']);
    expect(contentLanguageOf('ch')).toBe('de');
    expect(['ec', 'pe', 'cl'].map((code) => contentLanguageOf(code as never))).toEqual(['es', 'es', 'es']);
  });

  it('reads every content language as itself, Greek included whatever the country', () => {
    for (const language of CONTENT_LANGUAGES) expect(contentLanguageOf(language)).toBe(language);
  });

  it('accepts exactly the site languages and the content languages', () => {
    expect(new Set(CONTENT_REQUEST_LANGUAGES)).toEqual(new Set([...SITE_LANGUAGES, ...CONTENT_LANGUAGES]));
    for (const language of CONTENT_REQUEST_LANGUAGES) expect(isContentLanguage(contentLanguageOf(language))).toBe(true);
  });

  it('knows no other codes', () => {
    expect(isContentLanguage('sv')).toBe(false);
    expect(isContentLanguage('EN')).toBe(false);
    expect(isContentLanguage(undefined)).toBe(false);
  });
});
