import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp } from '../test-support/platform-test-app';
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
