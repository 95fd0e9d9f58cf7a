import { createHash } from 'node:crypto';
import { createLogger, createServiceApp } from '@vauhti/server-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandboxPayConfig } from '../config';
import { createFakeCashier } from '../hosted-cashier/fake-cashier-facade';
import { createSignedTokens } from '../hosted-cashier/signed-token';
import { lookupRoutes } from './lookup.routes';
import { DidClaimsSchema } from './lookup.schemas';

const config = testSandboxPayConfig({ publicUrl: 'http://localhost:5000', lookupPublicUrl: 'http://localhost:4000' });
const didTokens = createSignedTokens(DidClaimsSchema, { ttlMs: 60_000, key: Buffer.alloc(32, 7) });
const verifier = 'a'.repeat(43);
const challenge = createHash('sha256').update(verifier).digest('base64url');

let app: ReturnType<typeof createServiceApp>;

beforeEach(async () => {
  app = createServiceApp({ logger: createLogger({ name: 'test', level: 'silent' }) });
  await app.register(lookupRoutes, { cashier: createFakeCashier(), config, didTokens });
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

const identify = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/lookup-api/identify', payload: { merchantId: 'vauhti', ...payload } });

describe('GET / of the lookup host', () => {
  it('serves the lookup page, frameable by any page, for the query the bootstrapper builds', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/?merchantId=vauhti&locale=sv_SE&hostUri=http%3A%2F%2Flocalhost%3A3000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="lookup-root"></div>');
    expect(response.body).toContain('<html lang="sv">');
    expect(response.body).toMatch(/src="\/client\/lookup\.js\?v=[0-9a-f]{16}"/);
    expect(String(response.headers['content-security-policy'])).toContain('frame-ancestors *');
    const script = await app.inject({ method: 'GET', url: '/client/lookup.js' });
    expect(script.body).toContain('PIQ_LOOKUP_CUSTOMER_IDENTIFIED');
  });

  it('keeps the developer landing page without a merchant in the query', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('lookup-root');
    expect(response.body).toContain('http://localhost:5000/');
  });
});

describe('POST /lookup-api/identify', () => {
  it('identifies a guest by the contact details, with a didToken bound to the code challenge', async () => {
    const response = await identify({
      email: 'guest@example.com',
      phone: '+358 40 123 4567',
      codeVerifier: verifier,
      codeChallenge: challenge,
    });
    expect(response.statusCode).toBe(200);
    const { customer } = response.json();
    expect(customer).toMatchObject({
      userId: null,
      sessionId: null,
      user: { email: 'guest@example.com', mobile: '+358 40 123 4567' },
      attributes: {},
    });
    const check = didTokens.check(customer.didToken);
    expect(check.ok && check.claims).toMatchObject({
      email: 'guest@example.com',
      userId: null,
      codeChallenge: challenge,
    });
  });

  it("verifies the query's player and session and answers the verified profile", async () => {
    const response = await identify({ email: 'AINO@example.com', userId: 'player-1', sessionId: 'session-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer).toMatchObject({
      userId: 'player-1',
      sessionId: 'session-1',
      user: { email: 'AINO@example.com', firstName: 'Aino', lastName: 'Virtanen', country: 'FI', currency: 'EUR' },
    });
  });

  it("refuses a session the merchant refuses (401) and an e-mail that is not the player's (400 email)", async () => {
    const expired = await identify({ email: 'aino@example.com', userId: 'player-1', sessionId: 'old' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
    const mismatch = await identify({ email: 'someone@example.com', userId: 'player-1', sessionId: 'session-1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toMatchObject({ code: 'EMAIL_MISMATCH', details: { field: 'email' } });
  });

  it('answers 400 naming the field for bad or half-given input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ email: 'a@example.com', phone: 'call me' }, 'phone'],
      [{ email: 'a@example.com', userId: 'player-1' }, 'sessionId'],
      [{ email: 'a@example.com', sessionId: 'session-1' }, 'userId'],
      [{ email: 'a@example.com', codeVerifier: verifier }, 'codeChallenge'],
      [{ email: 'a@example.com', codeVerifier: verifier, codeChallenge: 'b'.repeat(43) }, 'codeChallenge'],
    ];
    for (const [payload, field] of cases) {
      const response = await identify(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details.field, JSON.stringify(payload)).toBe(field);
    }
  });
});
