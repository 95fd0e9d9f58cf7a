import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, registeredClient, startIdentityApp } from '../test-support/platform-test-app';
import { paymentsConfigOf } from '../workflows/payments/payments-config';

let testApp: IdentityTestApp;

beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(() => testApp.close());

const loginBody = JSON.stringify({ email: 'nobody@example.test', password: 'Whatever-123' });

function postLogin(headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: loginBody,
  });
}

describe('platform security', () => {
  it('sends security headers with a content security policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'self'");
  });

  it('refuses a state-changing request from another origin and changes nothing', async () => {
    const response = await postLogin({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { code: 'ORIGIN_NOT_ALLOWED', details: { origin: 'https://evil.example' } },
    });
  });

  it('refuses a request the browser marks cross-site even without an Origin header', async () => {
    const response = await postLogin({ 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the site origin and same-site requests', async () => {
    const fromSite = await postLogin({ origin: testApp.config.allowedOrigins[0] as string });
    expect(fromSite.statusCode).toBe(401);
    const sameOrigin = await postLogin({ 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(401);
  });

  it('answers unknown API paths with the JSON envelope, never the site', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe("the cashier's provider pages", () => {
  let production: IdentityTestApp;
  beforeAll(async () => {
    production = await startIdentityApp({
      config: {
        environment: 'production',
        payments: {
          ...paymentsConfigOf({ PAYMENT_SECRET: 'a-production-secret' }, 'production'),
          providerUrl: 'https://pay.example.test',
        },
      },
    });
  });
  afterAll(() => production.close());

  it('may be framed and posted to: the payment provider and the hosted cashier environment are in frame-src and form-action', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/health' });
    const policy = String(response.headers['content-security-policy']);
    const directive = (name: string) => policy.split(/;\s*/).find((entry) => entry.startsWith(`${name} `)) ?? '';
    for (const name of ['frame-src', 'form-action']) {
      expect(directive(name)).toContain('https://pay.example.test');
      expect(directive(name)).toContain('https://api.paymentiq.io');
      // The development sandboxes' ports are not allowed in production.
      expect(directive(name)).not.toContain('http://localhost:4000');
    }
  });

  it('keep their opener: a bank popup can post its outcome back (Cross-Origin-Opener-Policy same-origin-allow-popups)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

/*
 * The router decodes percent-escapes before it matches, so these all reach an /api/v1 handler
 * (ADR 0020); the Origin check must refuse each from a foreign page.
 */
const ESCAPED_LOGOUT_PATHS = [
  '/%61pi/v1/auth/logout',
  '/api/%76%31/auth/logout',
  '/api/v1/auth/%6Cogout',
  '/api/v1/auth/%6cogout',
  '/%61%70%69/%76%31/%61%75%74%68/%6c%6f%67%6f%75%74',
  '/api/v1/auth/logout/',
  '/api/v1/auth/logout;x',
];
/** Spellings the router does not take for the logout route: no handler runs for them. */
const UNROUTED_LOGOUT_PATHS = [
  '//api/v1/auth/logout',
  '/api//v1/auth/logout',
  '/API/v1/auth/logout',
  '/%2561pi/v1/auth/logout',
];

describe('the Origin check by matched route', () => {
  it.each(ESCAPED_LOGOUT_PATHS)('refuses a foreign POST %s and the session stays', async (path) => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    const response = await client.send('POST', path, undefined, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'ORIGIN_NOT_ALLOWED' } });
    expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({ loggedIn: true });
  });

  it.each(UNROUTED_LOGOUT_PATHS)('answers a foreign POST %s with 404, the session untouched', async (path) => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    const response = await client.send('POST', path, undefined, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(404);
    expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({ loggedIn: true });
  });

  it('refuses escaped forms of the cashier token, OTP send and withdrawal cancel routes', async () => {
    const { client } = await registeredClient(testApp);
    for (const path of [
      '/%61pi/v1/cashier/token',
      '/%61pi/v1/registration/step3/send',
      '/%61pi/v1/cashier/pending-cashouts/1/cancel',
    ]) {
      const response = await client.send('POST', path, {}, { headers: { origin: 'https://evil.example' } });
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'ORIGIN_NOT_ALLOWED' } });
    }
  });

  it('still serves an escaped path from the site itself', async () => {
    const { client } = await registeredClient(testApp, { stepTwo: false });
    const origin = testApp.config.allowedOrigins[0] as string;
    const response = await client.send('POST', '/%61pi/v1/auth/logout', undefined, { headers: { origin } });
    expect(response.statusCode).toBe(204);
    expect((await client.get('/api/v1/auth/status')).json()).toMatchObject({ loggedIn: false });
  });
});
