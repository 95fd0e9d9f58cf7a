/*
 * The identity verification product on the sandbox's real core: the signed API, the player's page
 * and its decision, and the signed result to the merchant, delivered until answered and only once.
 */
import { signatureMatches, signRequest } from '@vauhti/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SandboxPayApp } from '../app';
import type { PayDatabase } from '../database/pay-database';
import { fastTestConfig, openPayTestDatabase, openTestCore, TestClock, type TestCore } from '../payments/testing';
import { formPost } from '../provider-pages/test-support/pages-app';
import { RESULT_PATH } from './identity-verifications';

const SECRET = 'dev-pay-secret';
const RETURN_URL = 'http://site.test/fi/amlinformation';

/** The merchant's result endpoint: checks each call's signature, records it, can be down. */
class FakePlatform {
  readonly results: { body: Record<string, unknown>; signatureValid: boolean }[] = [];
  down = false;
  url = '';
  private readonly app: FastifyInstance = Fastify();

  constructor() {
    this.app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    this.app.post(RESULT_PATH, async (request, reply) => {
      const raw = String(request.body);
      const signatureValid =
        request.headers['x-merchant-id'] === 'vauhti' &&
        signatureMatches(
          { method: 'POST', path: request.url, content: raw },
          String(request.headers['x-signature']),
          SECRET,
        );
      const body = JSON.parse(raw) as Record<string, unknown>;
      this.results.push({ body, signatureValid });
      if (this.down) return reply.status(503).send({ error: { code: 'UNAVAILABLE', message: 'down' } });
      return { success: true, verificationId: body.verificationId };
    });
  }

  async start() {
    this.url = await this.app.listen({ host: '127.0.0.1', port: 0 });
    return this;
  }

  close() {
    return this.app.close();
  }
}

let database: PayDatabase;
let platform: FakePlatform;
let app: SandboxPayApp | undefined;
let core: TestCore | undefined;
let clock: TestClock;

beforeAll(async () => {
  database = await openPayTestDatabase();
  platform = await new FakePlatform().start();
});
afterAll(async () => {
  await platform.close();
  await database.close();
});
afterEach(async () => {
  await app?.close();
  await core?.close();
  app = undefined;
  core = undefined;
  platform.down = false;
});

async function openApp() {
  clock = new TestClock();
  const config = fastTestConfig(platform.url);
  core = await openTestCore(database, config, clock.now);
  app = await createApp(config, { core });
  await app.ready();
  return app;
}

let nextUser = 0;

function startBody(overrides: Record<string, unknown> = {}) {
  nextUser += 1;
  return {
    userId: `player-idv-${nextUser}`,
    firstName: 'Aino',
    lastName: 'Virtanen',
    birthDate: '1990-04-12',
    country: 'FI',
    locale: 'fi',
    returnUrl: RETURN_URL,
    ...overrides,
  };
}

function signedPost(url: string, body: Record<string, unknown>, secret = SECRET) {
  const raw = JSON.stringify({ ...body, ts: clock.now() });
  return {
    method: 'POST' as const,
    url,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-merchant-id': 'vauhti',
      'x-signature': signRequest({ method: 'POST', path: url, content: raw }, secret),
    },
  };
}

function signedGet(url: string) {
  const ts = String(clock.now());
  return {
    method: 'GET' as const,
    url,
    headers: {
      'x-merchant-id': 'vauhti',
      'x-timestamp': ts,
      'x-signature': signRequest({ method: 'GET', path: url, content: ts }, SECRET),
    },
  };
}

type View = { verificationId: string; userId: string; state: string; url: string; reason: string | null };

async function started(overrides: Record<string, unknown> = {}) {
  const sandbox = app ?? (await openApp());
  const body = startBody(overrides);
  const response = await sandbox.inject(signedPost('/api/v1/identity-verifications', body));
  expect(response.statusCode).toBe(200);
  const view = response.json<View>();
  const page = new URL(view.url);
  return { view, body, path: page.pathname, token: page.searchParams.get('token') ?? '' };
}

async function viewOf(verificationId: string): Promise<View> {
  const response = await (app as SandboxPayApp).inject(signedGet(`/api/v1/identity-verifications/${verificationId}`));
  expect(response.statusCode).toBe(200);
  return response.json<View>();
}

describe('the identity verification API', () => {
  it('starts a session on a signed call and answers its page with a token', async () => {
    const { view, body, path, token } = await started();
    expect(view).toMatchObject({ userId: body.userId, state: 'WAITING_INPUT', reason: null });
    expect(view.verificationId).toMatch(/^idv_[0-9a-f]{24}$/);
    expect(path).toBe(`/pages/identity/${view.verificationId}`);
    expect(token.length).toBeGreaterThanOrEqual(32);
    // The status call never hands the token out again.
    expect((await viewOf(view.verificationId)).url).not.toContain('token=');
  });

  it('refuses an unsigned start and a wrongly signed status with 401 INVALID_SIGNATURE', async () => {
    const sandbox = await openApp();
    const start = await sandbox.inject(signedPost('/api/v1/identity-verifications', startBody(), 'wrong-secret'));
    expect(start.statusCode).toBe(401);
    expect(start.json()).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
    const status = await sandbox.inject({ method: 'GET', url: '/api/v1/identity-verifications/idv_1' });
    expect(status.statusCode).toBe(401);
  });

  it('refuses a start whose return address is not a web address with 400 naming returnUrl', async () => {
    const sandbox = await openApp();
    const response = await sandbox.inject(
      signedPost('/api/v1/identity-verifications', startBody({ returnUrl: 'javascript:alert(1)' })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { details: { field: 'returnUrl' } } });
  });

  it('answers 404 VERIFICATION_NOT_FOUND for an unknown session', async () => {
    const sandbox = await openApp();
    const response = await sandbox.inject(signedGet('/api/v1/identity-verifications/idv_000000000000000000000000'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'VERIFICATION_NOT_FOUND' } });
  });
});

describe('the verification page', () => {
  it('shows the player’s name, birth date and country in the page’s language', async () => {
    const { view, path, token } = await started();
    const page = await (app as SandboxPayApp).inject({ url: `${path}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Vahvista henkilöllisyytesi');
    expect(page.body).toContain('Aino Virtanen');
    expect(page.body).toContain('12. huhtikuuta 1990');
    expect(page.body).toContain('Suomi');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://site.test");
    expect(view.state).toBe('WAITING_INPUT');
  });

  it('answers 404 for a wrong token, revealing nothing', async () => {
    const { path } = await started();
    const page = await (app as SandboxPayApp).inject({ url: `${path}?token=not-the-token` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Aino');
  });

  it('refuses a pass without a valid document number, naming the field, and decides nothing', async () => {
    const { view, path, token } = await started({ locale: 'en' });
    const response = await (app as SandboxPayApp).inject(
      formPost(path, { token, decision: 'approve', documentType: 'passport', documentNumber: 'ab!' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Document number is not valid');
    expect((await viewOf(view.verificationId)).state).toBe('WAITING_INPUT');
    expect(platform.results.filter((result) => result.body.verificationId === view.verificationId)).toEqual([]);
  });

  it('passes the check: back to the merchant with the state, the signed result sent once, a second answer refused', async () => {
    const { view, body, path, token } = await started();
    const sandbox = app as SandboxPayApp;
    const passed = await sandbox.inject(
      formPost(path, { token, decision: 'approve', documentType: 'id_card', documentNumber: 'FI1234567' }),
    );
    expect(passed.statusCode).toBe(303);
    expect(passed.headers.location).toBe(`${RETURN_URL}?verificationId=${view.verificationId}&state=APPROVED`);
    const sent = platform.results.filter((result) => result.body.verificationId === view.verificationId);
    expect(sent).toEqual([
      {
        signatureValid: true,
        body: {
          verificationId: view.verificationId,
          userId: body.userId,
          state: 'APPROVED',
          reason: null,
          decidedAt: new Date(clock.now()).toISOString(),
          ts: clock.now(),
        },
      },
    ]);
    expect(await viewOf(view.verificationId)).toMatchObject({ state: 'APPROVED' });
    const again = await sandbox.inject(formPost(path, { token, decision: 'reject' }));
    expect(again.statusCode).toBe(409);
    clock.advance(60_000);
    // A worker pass sends nothing more: the merchant answered.
    await core?.worker.runOnce();
    expect(platform.results.filter((result) => result.body.verificationId === view.verificationId)).toHaveLength(1);
  });

  it('fails the check without any document: the result is REJECTED with the reason', async () => {
    const { view, path, token } = await started();
    const failed = await (app as SandboxPayApp).inject(formPost(path, { token, decision: 'reject' }));
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toContain('state=REJECTED');
    const sent = platform.results.find((result) => result.body.verificationId === view.verificationId);
    expect(sent?.body).toMatchObject({ state: 'REJECTED', reason: 'DOCUMENT_NOT_ACCEPTED' });
    expect(await viewOf(view.verificationId)).toMatchObject({ state: 'REJECTED', reason: 'DOCUMENT_NOT_ACCEPTED' });
  });

  it('keeps an unanswered result and sends it again on a worker pass after the back-off', async () => {
    const { view, path, token } = await started();
    const sandbox = app as SandboxPayApp;
    platform.down = true;
    const passed = await sandbox.inject(
      formPost(path, { token, decision: 'approve', documentType: 'passport', documentNumber: 'P1234567' }),
    );
    expect(passed.statusCode).toBe(303);
    const sentFor = () => platform.results.filter((result) => result.body.verificationId === view.verificationId);
    expect(sentFor()).toHaveLength(1);
    platform.down = false;
    await core?.worker.runOnce();
    expect(sentFor()).toHaveLength(1);
    clock.advance(10_000);
    await core?.worker.runOnce();
    expect(sentFor()).toHaveLength(2);
    clock.advance(600_000);
    await core?.worker.runOnce();
    expect(sentFor()).toHaveLength(2);
  });

  it('expires a page left alone: 410 on the page, EXPIRED to the merchant, no result sent', async () => {
    const { view, path, token } = await started();
    clock.advance(60_001);
    const page = await (app as SandboxPayApp).inject({ url: `${path}?token=${token}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Tämä vahvistus on vanhentunut');
    expect(await viewOf(view.verificationId)).toMatchObject({ state: 'EXPIRED' });
    expect(platform.results.filter((result) => result.body.verificationId === view.verificationId)).toEqual([]);
  });
});
