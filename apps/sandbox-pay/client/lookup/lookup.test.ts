import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOOKUP_CATALOGUES, LOOKUP_TEXT_KEYS, lookupTranslator } from './lookup-i18n';
import { base64Url, lookupOutgoing, newCodeVerifier, readChallengeAnswer, validateContact } from './lookup-protocol';
import { parseLookupQuery } from './lookup-query';

const host = 'http://localhost:3000';

describe('parseLookupQuery', () => {
  it('reads the query the bootstrapper builds from lookupConfig', () => {
    const query = parseLookupQuery(
      '?merchantId=vauhti&userId=player-1&sessionId=s-1&locale=de_DE&hostUri=http%3A%2F%2Flocalhost%3A3000' +
        '&user.email=a%40example.com&theme_buttons_color=%23123456&environment=development',
    );
    expect(query).toEqual({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 's-1',
      locale: 'de_DE',
      hostOrigin: host,
      email: 'a@example.com',
      phone: '',
      theme: { '--theme-buttons-color': '#123456' },
    });
  });

  it('prefills from the JSON userData the bootstrapper stringifies', () => {
    const userData = encodeURIComponent(JSON.stringify({ email: 'b@example.com', mobile: '+46701234567', age: 30 }));
    const query = parseLookupQuery(`?merchantId=vauhti&userData=${userData}`);
    expect([query.email, query.phone, query.userId, query.hostOrigin]).toEqual([
      'b@example.com',
      '+46701234567',
      null,
      null,
    ]);
    expect(parseLookupQuery('?merchantId=vauhti&userData=%7Bbroken').email).toBe('');
  });
});

describe('the lookup messages', () => {
  it('use the event names the bootstrapper handles', () => {
    const customer = { userId: 'p', sessionId: 's', user: { email: 'a@example.com' }, attributes: {}, didToken: 't' };
    expect(lookupOutgoing.initLoad()).toEqual({ eventType: 'LOOKUP_INIT_LOAD' });
    expect(lookupOutgoing.reportHeight(300)).toEqual({
      eventType: 'PIQ_LOOKUP_REPORT_HEIGHT',
      payload: { height: 300 },
    });
    expect(lookupOutgoing.sha256Request('v')).toEqual({
      eventType: 'PIQ_LOOKUP_SHA_256',
      payload: { codeVerifier: 'v' },
    });
    expect(lookupOutgoing.identified(customer)).toEqual({
      eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED',
      payload: customer,
    });
    expect(lookupOutgoing.customerData(customer)).toEqual({
      eventType: 'PIQ_CUSTOMER_DATA',
      payload: { userId: 'p', email: 'a@example.com' },
    });
    expect(lookupOutgoing.editUser().eventType).toBe('PIQ_LOOKUP_EDIT_USER');
    expect(lookupOutgoing.reset().eventType).toBe('PIQ_LOOKUP_CUSTOMER_RESET');
  });

  it("reads the host's SHA-256 answer (an ArrayBuffer digest) as base64url, only from the host", () => {
    const verifier = newCodeVerifier();
    expect(verifier).toMatch(/^[\w-]{43}$/);
    const digest = createHash('sha256').update(verifier).digest();
    const buffer = digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
    const data = { eventType: 'PIQ_LOOKUP_SHA_256', payload: { codeChallenge: buffer, codeVerifier: verifier } };
    expect(readChallengeAnswer({ origin: host, data }, host)).toEqual({
      codeVerifier: verifier,
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    expect(readChallengeAnswer({ origin: 'http://evil.example', data }, host)).toBeNull();
    expect(base64Url(new Uint8Array([251, 255]))).toBe('-_8');
  });
});

describe('validateContact', () => {
  it('requires an e-mail address and checks the optional phone', () => {
    expect(validateContact('', '')).toEqual({ field: 'email', problem: 'required' });
    expect(validateContact('nope', '')).toEqual({ field: 'email', problem: 'invalid' });
    expect(validateContact('a@example.com', '12')).toEqual({ field: 'phone', problem: 'invalid' });
    expect(validateContact('a@example.com', '+358 40 123 4567')).toBeNull();
    expect(validateContact('a@example.com', '')).toBeNull();
  });
});

describe('the lookup catalogue', () => {
  it('has every text in every language', () => {
    for (const [language, catalogue] of Object.entries(LOOKUP_CATALOGUES)) {
      expect(
        LOOKUP_TEXT_KEYS.filter((key) => !(key in catalogue)),
        language,
      ).toEqual([]);
    }
    expect(lookupTranslator('nb_NO')('continue')).toBe('Fortsett');
  });
});
