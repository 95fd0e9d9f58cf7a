import { describe, expect, it } from 'vitest';
import { findCountry } from '../../reference/countries';
import { checkCurrency, checkEmail, checkLanguage, checkRegistrationCountry } from './account-basics';
import type { Result } from './identity-errors';

const finland = findCountry('FI');
const sweden = findCountry('SE');
if (!finland || !sweden) throw new Error('test countries missing');

function codeOf<T>(result: Result<T>) {
  return result.ok ? 'ok' : result.error.code;
}

describe('account basics of registration step 1', () => {
  it('normalises e-mail addresses and refuses what is not one', () => {
    expect(checkEmail('  Maija@Example.TEST ')).toEqual({ ok: true, value: 'maija@example.test' });
    for (const bad of ['maija', 'maija@localhost', 'mä@example.test', 'a b@example.test', `${'a'.repeat(250)}@x.fi`]) {
      expect(codeOf(checkEmail(bad)), bad).toBe('FIELD_INVALID');
    }
    expect(codeOf(checkEmail('   '))).toBe('FIELD_REQUIRED');
  });

  it('tells an unknown country from a blocked one', () => {
    expect(codeOf(checkRegistrationCountry('fi'))).toBe('ok');
    expect(codeOf(checkRegistrationCountry('XX'))).toBe('UNKNOWN_COUNTRY');
    expect(codeOf(checkRegistrationCountry('US'))).toBe('COUNTRY_NOT_ALLOWED');
  });

  it('tells an unknown currency from one the country does not offer', () => {
    expect(checkCurrency('sek', sweden)).toEqual({ ok: true, value: 'SEK' });
    expect(codeOf(checkCurrency('XYZ', finland))).toBe('UNKNOWN_CURRENCY');
    expect(codeOf(checkCurrency('SEK', finland))).toBe('CURRENCY_NOT_ALLOWED');
  });

  it("defaults the language to the country's and applies the site's mapping", () => {
    expect(checkLanguage(undefined, finland)).toEqual({ ok: true, value: 'fi' });
    expect(checkLanguage('SV', sweden)).toEqual({ ok: true, value: 'en' });
    expect(codeOf(checkLanguage('xx', finland))).toBe('FIELD_INVALID');
  });
});
