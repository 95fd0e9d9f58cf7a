import { signRequest } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatformConfig } from '../config';
import { IDENTITY_RATE_LIMITS } from '../domains/identity/rate-limits';
import { type IdentityTestApp, startIdentityApp, uniqueEmail } from '../test-support/platform-test-app';
import type { TrustProxy } from './trust-proxy';

/*
 * The client address the platform acts on, under each TRUST_PROXY setting, when a client writes
 * X-Forwarded-For itself: the payment provider's address allow-list, a per-address rate limit and
 * the country (GeoIP) must all see the address the client really sends from (ADR 0020).
 */

/** A client that claims, in X-Forwarded-For, to be one of the provider's addresses. */
const ATTACKER = '198.51.100.7';
const PROVIDER = '203.0.113.9';
const PROVIDER_RANGE = '203.0.113.0/24';
/** GeoIP places these in the United States (blocked) and in Finland. */
const US_CLIENT = '8.8.8.8';
const FI_ADDRESS = '193.166.3.1';

type Setting = {
  name: string;
  trustProxy: TrustProxy;
  /** The load balancer's address, or null when clients reach the platform directly. */
  proxy: string | null;
};

const SETTINGS: Setting[] = [
  { name: 'TRUST_PROXY=false, clients connecting directly', trustProxy: false, proxy: null },
  { name: 'TRUST_PROXY=1, behind one load balancer on a private network', trustProxy: 1, proxy: '10.0.0.2' },
  {
    name: 'TRUST_PROXY=192.0.2.0/24, behind a load balancer in that range',
    trustProxy: ['192.0.2.0/24'],
    proxy: '192.0.2.10',
  },
];

/**
 * How a request from `client` carrying the header `spoofed` arrives: directly, or through the
 * load balancer, which appends the address it received the request from.
 */
function arrival(setting: Setting, client: string, spoofed: string | undefined) {
  if (setting.proxy === null) {
    return { remoteAddress: client, headers: spoofed === undefined ? {} : { 'x-forwarded-for': spoofed } };
  }
  const forwarded = spoofed === undefined ? client : `${spoofed}, ${client}`;
  return { remoteAddress: setting.proxy, headers: { 'x-forwarded-for': forwarded } };
}

describe.each(SETTINGS)('$name', (setting) => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    const base = testPlatformConfig();
    t = await startIdentityApp({
      config: {
        trustProxy: setting.trustProxy,
        payments: { ...base.payments, providerAddresses: [PROVIDER_RANGE] },
        country: { ...base.country, trustHeader: false },
      },
    });
  });
  afterAll(() => t.close());

  function merchantCall(client: string, spoofed?: string) {
    const payload = JSON.stringify({ sessionId: 's', userId: 'u', ts: t.clock.now().getTime() });
    const { remoteAddress, headers } = arrival(setting, client, spoofed);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/piq/verifyuser',
      remoteAddress,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-merchant-id': t.config.payments.merchantId,
        'x-signature': signRequest(
          { method: 'POST', path: '/api/payments/piq/verifyuser', content: payload },
          t.config.payments.secret ?? '',
        ),
      },
      payload,
    });
  }

  /** A failed login; a fresh e-mail address each time, so that no account lockout answers instead. */
  function login(client: string, spoofed?: string) {
    const { remoteAddress, headers } = arrival(setting, client, spoofed);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: uniqueEmail('spray'), password: 'Whatever-123' }),
    });
  }

  async function siteContext(client: string, spoofed?: string) {
    const { remoteAddress, headers } = arrival(setting, client, spoofed);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/site/context', remoteAddress, headers });
    return response.json<{ countryCode: string; countrySource: string; blocked: { isIpBlocked: boolean } }>();
  }

  it("refuses a signed merchant call that claims a provider address, and serves the provider's own", async () => {
    const spoofed = await merchantCall(ATTACKER, PROVIDER);
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const genuine = await merchantCall(PROVIDER);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json()).toMatchObject({ success: false, errCode: 'SESSION_EXPIRED' });
  });

  it('limits logins by the real address however the header changes, and apart from other clients', async () => {
    const { max } = IDENTITY_RATE_LIMITS.login;
    for (let attempt = 1; attempt <= max; attempt += 1) {
      expect((await login(ATTACKER, `203.0.113.${attempt}`)).statusCode).toBe(401);
    }
    const limited = await login(ATTACKER, '203.0.113.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another visitor behind the same load balancer keeps a limit of their own.
    expect((await login('198.51.100.8')).statusCode).toBe(401);
  });

  it('places a visitor by their real address, not by the address they write in the header', async () => {
    const spoofed = await siteContext(US_CLIENT, FI_ADDRESS);
    expect(spoofed).toMatchObject({ countryCode: 'US', countrySource: 'geoip', blocked: { isIpBlocked: true } });
    const finnish = await siteContext(FI_ADDRESS);
    expect(finnish).toMatchObject({ countryCode: 'FI', countrySource: 'geoip', blocked: { isIpBlocked: false } });
  });

  if (setting.proxy !== null) {
    it('takes a client that reaches the platform without the load balancer at its socket address', async () => {
      const direct = await t.app.inject({
        method: 'GET',
        url: '/api/v1/site/context',
        remoteAddress: US_CLIENT,
        headers: { 'x-forwarded-for': FI_ADDRESS },
      });
      expect(direct.json()).toMatchObject({ countryCode: 'US', blocked: { isIpBlocked: true } });
      const merchant = await t.app.inject({
        method: 'POST',
        url: '/api/payments/piq/verifyuser',
        remoteAddress: ATTACKER,
        headers: { 'x-forwarded-for': PROVIDER, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(merchant.statusCode).toBe(403);
    });
  }
});
