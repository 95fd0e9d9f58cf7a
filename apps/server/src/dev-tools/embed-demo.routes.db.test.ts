import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServiceApp } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlayer } from '../domains/cashier/cashier-test-support';
import { DEMO_PASSWORD } from '../seed/demo-players';
import { type IdentityTestApp, startIdentityApp } from '../test-support/platform-test-app';
import { DEFAULT_DEMO_PLAYER, EMBED_DEMO_CONTENT_SECURITY_POLICY, embedDemoRoutes } from './embed-demo.routes';
import { type BootstrapperScripts, paymentiqScriptPath } from './embed-demo-scripts';

let testApp: IdentityTestApp;
let productionApp: IdentityTestApp;
/** A built site for the production app, so a 404 there is the demo's absence, not a missing build. */
const siteDir = mkdtempSync(join(tmpdir(), 'vauhti-embed-demo-site-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');

beforeAll(async () => {
  testApp = await startIdentityApp();
  productionApp = await startIdentityApp({ config: { environment: 'production', webDistDir: siteDir } });
});
afterAll(async () => {
  await testApp?.close();
  await productionApp?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = (app: IdentityTestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('GET /embed-demo', () => {
  it('serves the page with its own policy: own scripts only, the development cashier and lookup as frames', async () => {
    const response = await get(testApp, '/embed-demo');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(EMBED_DEMO_CONTENT_SECURITY_POLICY);
    const policy = Object.fromEntries(
      EMBED_DEMO_CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values];
      }),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['http://localhost:5000', 'http://localhost:4000']);
    // Nothing inline for the policy to allow: the script and styles are files of this origin.
    expect(response.body).not.toMatch(/<script>|<script [^>]*>[^<]|<style|style="/);
    expect(response.body).toContain('<div id="cashier" class="cashier-container"></div>');
    expect(response.body).toContain('<script src="/embed-demo/vauhti.js"></script>');
    expect(response.body).toContain('<script src="/embed-demo/page.js"></script>');
    expect(response.body).toMatch(/<ol id="event-log"[^>]*role="log"[^>]*aria-live="polite"/);
    expect(response.body).toContain(`data-player="${DEFAULT_DEMO_PLAYER}"`);
    expect(response.body).toContain('data-lookup="false"');
    expect(response.body).toContain('data-method="deposit"');
  });

  it('takes the bootstrapper, lookup mode, method and player from the query', async () => {
    const response = await get(testApp, '/embed-demo?lookup=1&method=withdrawal&player=lars%40vauhti.test');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-lookup="true"');
    expect(response.body).toContain('data-method="withdrawal"');
    expect(response.body).toContain('data-player="lars@vauhti.test"');
    expect(response.body).toContain('value="withdrawal" checked');

    const theirs = await get(testApp, '/embed-demo?bootstrapper=paymentiq');
    if (paymentiqScriptPath() !== null) {
      expect(theirs.body).toContain('<script src="/embed-demo/paymentiq.js"></script>');
      expect(theirs.body).toContain('data-bootstrapper="paymentiq"');
    } else {
      expect(theirs.body).toContain('<script src="/embed-demo/vauhti.js"></script>');
    }
  });

  it('refuses an unknown bootstrapper or method with the error envelope', async () => {
    for (const query of ['bootstrapper=other', 'method=refund', 'lookup=yes']) {
      const response = await get(testApp, `/embed-demo?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: { code: expect.any(String) } });
    }
  });

  it('escapes the player it echoes', async () => {
    const response = await get(testApp, `/embed-demo?player=${encodeURIComponent('"><script>x</script>')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>x</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('the API docs', () => {
  it('leave the demo out: it is a page, not part of the platform API', async () => {
    const docs = await get(testApp, '/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths).filter((path) => path.startsWith('/embed-demo'))).toEqual([]);
  });
});

describe('the demo scripts', () => {
  it('serves the page script and stylesheet', async () => {
    const script = await get(testApp, '/embed-demo/page.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("new Cashier('#cashier'");
    const css = await get(testApp, '/embed-demo/page.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves our bootstrapper, bundled, which installs _PaymentCashier', async () => {
    const response = await get(testApp, '/embed-demo/vauhti.js');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body.length).toBeGreaterThan(1000);
    expect(response.body).toContain('_PaymentCashier');
    // Built once: the second answer is the same text.
    expect((await get(testApp, '/embed-demo/vauhti.js')).body).toBe(response.body);
  });

  it("serves PaymentIQ's published script when it is installed", async () => {
    const path = paymentiqScriptPath();
    const response = await get(testApp, '/embed-demo/paymentiq.js');
    if (path === null) {
      expect(response.statusCode).toBe(404);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('_PaymentIQCashier');
  });
});

/** The demo on a bare app, with stand-in scripts (no database: the session route is not called). */
async function appWithScripts(scripts: BootstrapperScripts) {
  const app = createServiceApp({ logger: createLogger({ name: 'test', level: 'silent' }) });
  await app.register(embedDemoRoutes, {
    identity: { findPlayerByEmail: async () => undefined },
    cashierSessions: {
      issue: async () => {
        throw new Error('not called');
      },
    },
    merchantId: 'vauhti',
    scripts,
  });
  return app;
}

describe('stand-in scripts', () => {
  it('without PaymentIQ installed: 404 for its script, and the page offers only ours', async () => {
    const app = await appWithScripts({
      vauhti: async () => 'window._PaymentCashier = function () {};',
      paymentiq: async () => null,
      hasPaymentiq: () => false,
    });
    try {
      const script = await app.inject({ method: 'GET', url: '/embed-demo/paymentiq.js' });
      expect(script.statusCode).toBe(404);
      expect(script.json()).toMatchObject({ error: { code: 'BOOTSTRAPPER_NOT_INSTALLED' } });
      expect(script.json().error.message).toContain('paymentiq-cashier-bootstrapper is not installed');

      const page = await app.inject({ method: 'GET', url: '/embed-demo?bootstrapper=paymentiq' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<script src="/embed-demo/vauhti.js"></script>');
      expect(page.body).toContain('data-bootstrapper="vauhti"');
      expect(page.body).toMatch(/value="paymentiq" disabled/);
      expect(page.body).toContain("PaymentIQ's bootstrapper is not installed here");
      expect(page.body).not.toContain('Switch to PaymentIQ');
    } finally {
      await app.close();
    }
  });

  it("answers 503 with the bundler's message when ours does not build, and asks again on the next request", async () => {
    let attempts = 0;
    const app = await appWithScripts({
      vauhti: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Could not resolve "./cashier"');
        return 'window._PaymentCashier = function () {};';
      },
      paymentiq: async () => null,
      hasPaymentiq: () => false,
    });
    try {
      const failed = await app.inject({ method: 'GET', url: '/embed-demo/vauhti.js' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({
        error: {
          code: 'BOOTSTRAPPER_BUILD_FAILED',
          message: 'packages/cashier-embed could not be built: Could not resolve "./cashier"',
        },
      });
      const built = await app.inject({ method: 'GET', url: '/embed-demo/vauhti.js' });
      expect(built.statusCode).toBe(200);
      expect(built.body).toContain('_PaymentCashier');
    } finally {
      await app.close();
    }
  });
});

/** A player under a seeded demo player's e-mail, made as the seed makes them (the tests do not seed). */
async function createDemoPlayer(email: string) {
  const created = await testApp.services.identity.createPlayerByOperator({
    email,
    password: DEMO_PASSWORD,
    country: 'DE',
    currency: 'EUR',
    verified: true,
  });
  if (!created.ok) throw new Error(`demo player not created: ${created.error.message}`);
  return { ...created.value, email };
}

const sessionCount = async (playerId: number) =>
  (
    await testApp.database.kysely
      .selectFrom('cashier_sessions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow()
  ).count;

describe('GET /embed-demo/session', () => {
  it("issues a cashier session for a demo player: the merchant, the player's external id and a live session id", async () => {
    const player = await createDemoPlayer('lars@vauhti.test');
    const response = await get(testApp, `/embed-demo/session?player=${encodeURIComponent(player.email.toUpperCase())}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      merchantId: testApp.config.payments.merchantId,
      userId: player.externalId,
      sessionId: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(await testApp.services.cashier.sessions.lookup(body.sessionId)).toEqual({
      ok: true,
      playerId: player.playerId,
    });
    // A fresh session every time.
    const again = await get(testApp, `/embed-demo/session?player=${encodeURIComponent(player.email)}`);
    expect(again.json().sessionId).not.toBe(body.sessionId);
  });

  it('refuses a player who is not a seeded demo player, issuing nothing: no login stands before this session', async () => {
    const player = await createTestPlayer(testApp);
    const response = await get(testApp, `/embed-demo/session?player=${encodeURIComponent(player.email)}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: expect.objectContaining({
        code: 'NOT_A_DEMO_PLAYER',
        message: `${player.email} is not a demo player: the embed demo serves only the seeded ones`,
      }),
    });
    expect(Number(await sessionCount(player.playerId))).toBe(0);
    // Whether or not the address exists, the answer is the same.
    const unknown = await get(testApp, '/embed-demo/session?player=nobody%40example.test');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ error: { code: 'NOT_A_DEMO_PLAYER' } });
  });

  it('answers 404 naming a demo player that is not seeded (the default one is not, in tests)', async () => {
    const demo = await get(testApp, '/embed-demo/session');
    expect(demo.statusCode).toBe(404);
    expect(demo.json().error.message).toContain(DEFAULT_DEMO_PLAYER);
  });

  it("refuses a locked demo player's session", async () => {
    const player = await createDemoPlayer('mia@vauhti.test');
    const locked = await testApp.services.identity.lock(player.playerId, 'embed demo test');
    expect(locked.ok).toBe(true);
    const response = await get(testApp, `/embed-demo/session?player=${encodeURIComponent(player.email)}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'PLAYER_BLOCKED' } });
  });
});

describe('in production', () => {
  it('is not there: every demo address is a 404, not the site', async () => {
    const site = await get(productionApp, '/en');
    expect(site.statusCode, 'the production app serves its site').toBe(200);
    for (const url of [
      '/embed-demo',
      '/embed-demo?bootstrapper=paymentiq',
      '/embed-demo/session',
      '/embed-demo/vauhti.js',
      '/embed-demo/paymentiq.js',
      '/embed-demo/page.js',
    ]) {
      const response = await get(productionApp, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
