import { describe, expect, it } from 'vitest';
import { isSiteLanguage, resolveLanguage } from './languages';

describe('site languages', () => {
  it('serves the Swedish edition in English', () => {
    expect(resolveLanguage('sv', 'SE')).toBe('en');
  });

  it('keeps Greek only for players in Greece', () => {
    expect(resolveLanguage('el', 'GR')).toBe('el');
    expect(resolveLanguage('el', 'FI')).toBe('en');
  });

  it('keeps every other language as asked', () => {
    expect(resolveLanguage('fi', 'SE')).toBe('fi');
    expect(resolveLanguage('cd', 'CA')).toBe('cd');
  });

  it('knows the spec language codes and no others', () => {
    expect(isSiteLanguage('ei')).toBe(true);
    expect(isSiteLanguage('es')).toBe(false);
    expect(isSiteLanguage('EN')).toBe(false);
  });
});
