import { describe, expect, it } from 'vitest';
import { countryOf, formatAmount, returnOrigin, returnUrlFor } from './page-flow';
import { pageContext, transaction } from './test-support/fake-provider-pages';

describe('the payer country of a page', () => {
  it.each([
    ['en', 'SEK', 'SE'],
    ['en', 'NOK', 'NO'],
    ['sv_FI', 'EUR', 'FI'],
    ['de', 'EUR', 'DE'],
    ['fi', 'EUR', 'FI'],
    ['en', 'EUR', 'FI'],
  ])('reads locale %s with %s as %s', (locale, currency, country) => {
    expect(countryOf(pageContext('paynplay', { locale, transaction: { currency } }))).toBe(country);
  });

  it('prefers a country the core gives', () => {
    expect(countryOf(pageContext('paynplay', { locale: 'fi', country: 'EE' }))).toBe('EE');
    expect(countryOf(pageContext('paynplay', { locale: 'en', country: 'DE' }))).toBe('DE');
    expect(countryOf(pageContext('paynplay', { locale: 'en', country: 'DE', transaction: { currency: 'SEK' } }))).toBe(
      'DE',
    );
  });
});

describe('page amounts', () => {
  it('uses the currency decimals', () => {
    expect(formatAmount(1234, 'JPY', 'en')).toBe('JP¥1,234');
    expect(formatAmount(1234, 'EUR', 'fi')).toMatch(/^12,34\s€$/);
  });

  it('shows a plain number for a currency code it does not know', () => {
    expect(formatAmount(1234, 'X1', 'en')).toBe('12.34 X1');
  });
});

describe('the return address', () => {
  it('adds the id and state to the merchant query', () => {
    const context = pageContext('bank', { returnUrl: 'https://casino.example/cashier/return?from=pay' });
    expect(returnUrlFor(context, transaction({ txId: '77', state: 'CANCELLED' }))).toBe(
      'https://casino.example/cashier/return?from=pay&txId=77&state=CANCELLED',
    );
  });

  it.each([
    ['SUCCESSFUL', 'https://casino.example/ok'],
    ['FAILED', 'https://casino.example/failed'],
    ['CANCELLED', 'https://casino.example/failed'],
    // Time-out: the page is done and the player's attempt is over, though the provider still waits.
    ['WAITING_INPUT', 'https://casino.example/failed'],
  ] as const)('goes back for %s to %s when the merchant gave a failure URL', (state, address) => {
    const context = pageContext('paynplay', {
      returnUrl: 'https://casino.example/ok',
      failureUrl: 'https://casino.example/failed',
    });
    expect(returnUrlFor(context, transaction({ txId: '5', state }))).toBe(`${address}?txId=5&state=${state}`);
  });

  it('uses the return URL for every state when there is no failure URL', () => {
    const context = pageContext('bank', { returnUrl: 'https://casino.example/receipt' });
    expect(returnUrlFor(context, transaction({ txId: '5', state: 'FAILED' }))).toBe(
      'https://casino.example/receipt?txId=5&state=FAILED',
    );
  });

  it('lets a page post towards both merchant origins, each once', () => {
    const both = pageContext('paynplay', {
      returnUrl: 'https://casino.example/ok',
      failureUrl: 'https://pay.casino.example/failed',
    });
    expect(returnOrigin(both)).toEqual(['https://casino.example', 'https://pay.casino.example']);
    const same = pageContext('paynplay', { returnUrl: 'https://c.example/ok', failureUrl: 'https://c.example/no' });
    expect(returnOrigin(same)).toEqual(['https://c.example']);
    expect(returnOrigin(pageContext('bank', { returnUrl: 'javascript:alert(1)' }))).toEqual([]);
  });

  it('refuses anything but a web address', () => {
    expect(returnUrlFor(pageContext('bank', { returnUrl: 'javascript:alert(1)' }), transaction())).toBeUndefined();
  });
});
