import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callbackReturnUrl, decodeCallbackData, methodOf, providerPageDoneMessage } from './callback-data';

/** base64url of a JSON value, as the platform's encodeCallbackData writes it. */
function encoded(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

describe('decodeCallbackData', () => {
  it('reads the txnId, amount and customerId the platform writes', () => {
    const data = encoded({ txnId: '42', merchantTransactionId: '42', amount: '20.00', customerId: 'vauhti-7' });
    expect(decodeCallbackData(data)).toEqual({ txnId: '42', amount: '20.00', customerId: 'vauhti-7' });
  });

  it('takes merchantTransactionId when there is no txnId, and a numeric id as text', () => {
    expect(decodeCallbackData(encoded({ merchantTransactionId: 77 }))).toEqual({
      txnId: '77',
      amount: null,
      customerId: null,
    });
  });

  it('reads text that is not ASCII', () => {
    expect(decodeCallbackData(encoded({ txnId: '5', customerId: 'Åsa-Ölander' }))?.customerId).toBe('Åsa-Ölander');
  });

  it.each([
    ['not base64url', 'not*base64'],
    ['not JSON', encoded('x').slice(0, -2)],
    ['an array', encoded([1])],
    ['null', encoded(null)],
    ['no id', encoded({ amount: '10.00' })],
    ['an id that is not a transaction id', encoded({ txnId: '0042' })],
    ['a negative id', encoded({ txnId: -3 })],
    ['far too long', 'A'.repeat(2001)],
    ['empty', ''],
  ])('answers null for data that is %s', (_case, data) => {
    expect(decodeCallbackData(data)).toBeNull();
  });

  it('never throws, whatever the address carries', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const decoded = decodeCallbackData(text);
        expect(decoded === null || /^[1-9][0-9]*$/.test(decoded.txnId)).toBe(true);
      }),
    );
  });

  it('reads back every transaction id it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(decodeCallbackData(encoded({ txnId: String(id) }))?.txnId).toBe(String(id));
      }),
    );
  });
});

describe('callbackReturnUrl', () => {
  const base = { language: 'en', txnId: '42', method: 'TRUSTLY' };

  it('goes back to the game the player deposited from, with the status step over it and its own query kept', () => {
    expect(callbackReturnUrl({ ...base, storedPage: '/en/gameplay/book-of-vauhti?mode=real&service=deposit' })).toBe(
      '/en/gameplay/book-of-vauhti?mode=real&step=deposit-status&txnId=42&method=TRUSTLY',
    );
  });

  it.each([
    ['a lobby', '/en/casino/slots?filter=new'],
    ['the home page', '/en'],
    ['a promotions page', '/en/promotions'],
  ])('shows the result over the all-games lobby when the player came from %s', (_case, storedPage) => {
    expect(callbackReturnUrl({ ...base, storedPage })).toBe(
      '/en/casino/allgames?step=deposit-status&txnId=42&method=TRUSTLY',
    );
  });

  it('keeps the language of the page the player came from when the callback names another (the account’s)', () => {
    expect(callbackReturnUrl({ ...base, language: 'de', storedPage: '/en/casino/slots' })).toBe(
      '/en/casino/allgames?step=deposit-status&txnId=42&method=TRUSTLY',
    );
    expect(callbackReturnUrl({ ...base, language: 'de', storedPage: '/fi' })).toBe(
      '/fi/casino/allgames?step=deposit-status&txnId=42&method=TRUSTLY',
    );
    expect(callbackReturnUrl({ ...base, language: 'de', storedPage: '/xx/casino' })).toBe(
      '/de/casino/allgames?step=deposit-status&txnId=42&method=TRUSTLY',
    );
  });

  it('uses the all-games lobby of the callback’s language when nothing was stored or it was not a site path', () => {
    expect(callbackReturnUrl({ ...base, language: 'fi', storedPage: null })).toBe(
      '/fi/casino/allgames?step=deposit-status&txnId=42&method=TRUSTLY',
    );
    expect(callbackReturnUrl({ ...base, storedPage: '//evil.example/en/gameplay/x' })).toBe(
      '/en/casino/allgames?step=deposit-status&txnId=42&method=TRUSTLY',
    );
  });

  it('leaves the method out when the address did not name one', () => {
    expect(callbackReturnUrl({ ...base, method: null, storedPage: null })).toBe(
      '/en/casino/allgames?step=deposit-status&txnId=42',
    );
  });
});

describe('methodOf', () => {
  it('keeps a method key and refuses anything else', () => {
    expect(methodOf('CREDITCARD_PIQ')).toBe('CREDITCARD_PIQ');
    expect(methodOf('<script>')).toBeNull();
    expect(methodOf(undefined)).toBeNull();
  });
});

describe('providerPageDoneMessage', () => {
  const data = { txnId: '42', amount: '20.00', customerId: 'vauhti-7' };

  it('reports the provider’s txId and state from the query beside the platform’s txnId', () => {
    expect(providerPageDoneMessage(data, new URLSearchParams('txId=900123&state=SUCCESSFUL'))).toEqual({
      eventType: 'PROVIDER_PAGE_DONE',
      payload: { txId: '900123', txnId: '42', state: 'SUCCESSFUL' },
    });
  });

  it('reports WAITING_INPUT, so the cashier asks the platform, when the state is missing or unknown', () => {
    expect(providerPageDoneMessage(data, new URLSearchParams('state=DONE')).payload).toEqual({
      txId: '42',
      txnId: '42',
      state: 'WAITING_INPUT',
    });
  });
});
