import { describe, expect, it } from 'vitest';
import { resolveLanguage, siteLanguageOfBrowserTag } from './resolve-language';

const none = {
  urlPrefix: undefined,
  stored: null,
  countryLanguage: undefined,
  countryCode: undefined,
  browserLanguages: [],
};

describe('language resolution (spec part 2, section 1)', () => {
  it('takes the url prefix first, then the stored language, the country language, the browser, en', () => {
    const all = { urlPrefix: 'de', stored: 'fi', countryLanguage: 'no', countryCode: 'NO', browserLanguages: ['ja'] };
    expect(resolveLanguage(all)).toBe('de');
    expect(resolveLanguage({ ...all, urlPrefix: undefined })).toBe('fi');
    expect(resolveLanguage({ ...all, urlPrefix: undefined, stored: null })).toBe('no');
    expect(resolveLanguage({ ...all, urlPrefix: undefined, stored: null, countryLanguage: undefined })).toBe('ja');
    expect(resolveLanguage(none)).toBe('en');
  });

  it('skips values that are not site languages', () => {
    expect(resolveLanguage({ ...none, urlPrefix: 'casino', stored: 'xx', countryLanguage: 'pl' })).toBe('pl');
  });

  it('maps sv to en wherever it comes from', () => {
    expect(resolveLanguage({ ...none, urlPrefix: 'sv', countryCode: 'SE' })).toBe('en');
    expect(resolveLanguage({ ...none, browserLanguages: ['sv-SE'] })).toBe('en');
  });

  it('keeps el only for visitors from Greece', () => {
    expect(resolveLanguage({ ...none, urlPrefix: 'el', countryCode: 'GR' })).toBe('el');
    expect(resolveLanguage({ ...none, urlPrefix: 'el', countryCode: 'CY' })).toBe('en');
    expect(resolveLanguage({ ...none, stored: 'el', countryCode: undefined })).toBe('en');
  });

  it('reads regional browser tags as the country editions', () => {
    expect(siteLanguageOfBrowserTag('en-NZ')).toBe('nz');
    expect(siteLanguageOfBrowserTag('en-CA')).toBe('cd');
    expect(siteLanguageOfBrowserTag('en-IE')).toBe('ei');
    expect(siteLanguageOfBrowserTag('de-CH')).toBe('ch');
    expect(siteLanguageOfBrowserTag('es-CL')).toBe('cl');
    expect(siteLanguageOfBrowserTag('nb-NO')).toBe('no');
    expect(siteLanguageOfBrowserTag('fi')).toBe('fi');
    expect(siteLanguageOfBrowserTag('es-ES')).toBeUndefined();
    expect(siteLanguageOfBrowserTag('zh-CN')).toBeUndefined();
  });
});
