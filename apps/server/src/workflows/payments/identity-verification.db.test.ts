import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AmlVerificationStart,
  AmlVerificationStatus,
  IdentityVerificationStartRequest,
  IdentityVerificationView,
} from '@vauhti/contracts/cashier';
import { signatureMatches, signRequest } from '@vauhti/server-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CASHIER_TEST_PASSWORD, createTestPlayer } from '../../domains/cashier/cashier-test-support';
import { errorOf, type IdentityTestApp, startIdentityApp, TestClient } from '../../test-support/platform-test-app';
import { paymentsConfigOf } from './payments-config';

/*
 * Third-party identity verification through the real platform app: the player's start and status
 * calls against a fake provider (which checks that every call to it is signed), and the provider's
 * signed result with the KYC change it makes, exactly once.
 */

const SECRET = 'dev-pay-secret';
const MERCHANT_ID = 'vauhti';
const RESULT_PATH = '/api/payments/identity-verification/result';

/** The provider's side: sessions by id, every request checked for the merchant's signature. */
class FakeIdentityProvider {
  readonly sessions = new Map<string, IdentityVerificationView>();
  readonly starts: IdentityVerificationStartRequest[] = [];
  unsignedCalls = 0;
  unavailable = false;
  private nextId = 1;

  async handle(request: IncomingMessage, raw: string): Promise<{ status: number; body: unknown }> {
    if (this.unavailable) return { status: 503, body: { error: { code: 'DOWN', message: 'down' } } };
    const path = request.url ?? '';
    const signature = String(request.headers['x-signature'] ?? '');
    const content = request.method === 'GET' ? String(request.headers['x-timestamp']) : raw;
    const signed = { method: request.method ?? '', path, content };
    if (request.headers['x-merchant-id'] !== MERCHANT_ID || !signatureMatches(signed, signature, SECRET)) {
      this.unsignedCalls += 1;
      return { status: 401, body: { error: { code: 'INVALID_SIGNATURE', message: 'unsigned' } } };
    }
    if (request.method === 'POST' && path === '/api/v1/identity-verifications') {
      const { ts: _ts, ...start } = JSON.parse(raw) as IdentityVerificationStartRequest & { ts: number };
      this.starts.push(start);
      const verificationId = `idv-${this.nextId++}`;
      const view: IdentityVerificationView = {
        verificationId,
        userId: start.userId,
        state: 'WAITING_INPUT',
        url: `http://pay.test/pages/identity/${verificationId}?token=secret`,
        reason: null,
        createdAt: '2025-06-15T12:00:00.000Z',
        decidedAt: null,
        expiresAt: '2025-06-15T12:15:00.000Z',
      };
      this.sessions.set(verificationId, view);
      return { status: 200, body: view };
    }
    const id = /^\/api\/v1\/identity-verifications\/([^/?]+)$/.exec(path)?.[1];
    const view = id ? this.sessions.get(decodeURIComponent(id)) : undefined;
    if (request.method === 'GET' && view) return { status: 200, body: view };
    return { status: 404, body: { error: { code: 'VERIFICATION_NOT_FOUND', message: 'no such verification' } } };
  }

  decide(verificationId: string, state: IdentityVerificationView['state'], reason: string | null = null) {
    const view = this.sessions.get(verificationId);
    if (!view) throw new Error(`no session ${verificationId}`);
    this.sessions.set(verificationId, { ...view, state, reason, decidedAt: '2025-06-15T12:05:00.000Z' });
  }
}

let t: IdentityTestApp;
let provider: FakeIdentityProvider;
let server: Server;

beforeAll(async () => {
  provider = new FakeIdentityProvider();
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      void provider.handle(request, raw).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await startIdentityApp({ config: { payments: { ...paymentsConfigOf({}, 'test'), providerUrl } } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  provider.unavailable = false;
});

async function playerNeedingCheck() {
  const player = await createTestPlayer(t, { country: 'DE' });
  await t.services.cashier.kyc.set(player.playerId, { thirdPartyRequired: true });
  const client = new TestClient(t);
  const login = await client.post('/api/v1/auth/login', { email: player.email, password: CASHIER_TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...player, client };
}

async function started(client: TestClient, body: Record<string, unknown> = { language: 'en' }) {
  const response = await client.post('/api/v1/cashier/aml-verification', body);
  expect(response.statusCode).toBe(200);
  return response.json<AmlVerificationStart>();
}

async function statusOf(client: TestClient) {
  const response = await client.get('/api/v1/cashier/aml-verification');
  expect(response.statusCode).toBe(200);
  return response.json<AmlVerificationStatus>();
}

type ResultBody = { verificationId: string; userId: string; state: string; reason: string | null; decidedAt: string };

function sendResult(
  body: ResultBody,
  options: { secret?: string; merchantId?: string; ts?: number; raw?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify({ ...body, ts: options.ts ?? t.clock.now().getTime() });
  return new TestClient(t).send('POST', RESULT_PATH, undefined, {
    rawPayload: raw,
    headers: {
      'content-type': 'application/json',
      'x-merchant-id': options.merchantId ?? MERCHANT_ID,
      'x-signature': signRequest({ method: 'POST', path: RESULT_PATH, content: raw }, options.secret ?? SECRET),
    },
  });
}

function result(verificationId: string, userId: string, state = 'APPROVED', reason: string | null = null): ResultBody {
  return { verificationId, userId, state, reason, decidedAt: '2025-06-15T12:05:00.000Z' };
}

describe('starting a verification', () => {
  it('asks the provider, signed, for a session returning to the site edition given, and answers its page', async () => {
    const player = await playerNeedingCheck();
    const answer = await started(player.client, { language: 'fi' });
    expect(answer).toEqual({
      verificationId: expect.stringMatching(/^idv-/),
      url: `http://pay.test/pages/identity/${answer.verificationId}?token=secret`,
      expiresAt: '2025-06-15T12:15:00.000Z',
    });
    expect(provider.starts.at(-1)).toMatchObject({
      userId: player.externalId,
      country: 'DE',
      locale: 'fi',
      returnUrl: `${t.config.siteUrl}/fi/amlinformation`,
    });
    expect(provider.unsignedCalls).toBe(0);
    expect(await statusOf(player.client)).toEqual({
      thirdPartyRequired: true,
      identityStatus: 'not_started',
      latest: {
        verificationId: answer.verificationId,
        state: 'pending',
        startedAt: t.clock.now().toISOString(),
        decidedAt: null,
      },
    });
  });

  it('refuses 409 IDENTITY_ALREADY_VERIFIED when the identity is verified and nothing is required', async () => {
    const player = await playerNeedingCheck();
    await t.services.cashier.kyc.set(player.playerId, { thirdPartyRequired: false, identityStatus: 'verified' });
    const response = await player.client.post('/api/v1/cashier/aml-verification', {});
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('IDENTITY_ALREADY_VERIFIED');
  });

  it('answers 400 naming language for a language the site does not have', async () => {
    const player = await playerNeedingCheck();
    const response = await player.client.post('/api/v1/cashier/aml-verification', { language: 'xx' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'language' } });
  });

  it('answers 503 PROVIDER_UNAVAILABLE and records nothing when the provider is down', async () => {
    const player = await playerNeedingCheck();
    provider.unavailable = true;
    const response = await player.client.post('/api/v1/cashier/aml-verification', {});
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('PROVIDER_UNAVAILABLE');
    provider.unavailable = false;
    expect((await statusOf(player.client)).latest).toBeNull();
  });

  it.each([
    ['POST', '/api/v1/cashier/aml-verification'],
    ['GET', '/api/v1/cashier/aml-verification'],
  ] as const)('%s %s answers 401 SESSION_EXPIRED_SSO without a session', async (method, url) => {
    const response = await new TestClient(t).send(method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('SESSION_EXPIRED_SSO');
  });
});

describe('the provider’s signed result', () => {
  it('approval clears the third-party requirement and verifies the identity', async () => {
    const player = await playerNeedingCheck();
    const { verificationId } = await started(player.client);
    const response = await sendResult(result(verificationId, player.externalId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, verificationId });
    expect(await t.services.cashier.kyc.status(player.playerId)).toEqual({
      documents: { identityStatus: 'verified', addressStatus: 'not_started' },
      thirdPartyRequired: false,
    });
    expect(await statusOf(player.client)).toMatchObject({
      thirdPartyRequired: false,
      identityStatus: 'verified',
      latest: { verificationId, state: 'approved', decidedAt: '2025-06-15T12:05:00.000Z' },
    });
    expect((await t.services.cashier.gates.deposit(player.playerId)).ok).toBe(true);
  });

  it('is idempotent: the same result again answers success and changes nothing a later decision made', async () => {
    const player = await playerNeedingCheck();
    const { verificationId } = await started(player.client);
    await sendResult(result(verificationId, player.externalId));
    // Compliance asks again afterwards: a retried old result must not clear that.
    await t.services.cashier.kyc.set(player.playerId, { thirdPartyRequired: true });
    const again = await sendResult(result(verificationId, player.externalId));
    expect(again.json()).toEqual({ success: true, verificationId });
    expect((await t.services.cashier.kyc.status(player.playerId)).thirdPartyRequired).toBe(true);
  });

  it('rejection keeps the requirement; a later approval of the same session is DUPLICATE_MISMATCH', async () => {
    const player = await playerNeedingCheck();
    const { verificationId } = await started(player.client);
    const rejected = await sendResult(result(verificationId, player.externalId, 'REJECTED', 'DOCUMENT_UNREADABLE'));
    expect(rejected.json()).toEqual({ success: true, verificationId });
    const flipped = await sendResult(result(verificationId, player.externalId, 'APPROVED'));
    expect(flipped.json()).toMatchObject({ success: false, verificationId, errCode: 'DUPLICATE_MISMATCH' });
    expect((await t.services.cashier.kyc.status(player.playerId)).thirdPartyRequired).toBe(true);
    expect((await statusOf(player.client)).latest).toMatchObject({ state: 'rejected' });
  });

  it('answers UNKNOWN_VERIFICATION for a session the platform did not start for that user', async () => {
    const player = await playerNeedingCheck();
    const other = await playerNeedingCheck();
    const { verificationId } = await started(player.client);
    const foreign = await sendResult(result(verificationId, other.externalId));
    expect(foreign.json()).toMatchObject({ success: false, errCode: 'UNKNOWN_VERIFICATION' });
    const unknown = await sendResult(result('idv-never', player.externalId));
    expect(unknown.json()).toMatchObject({ success: false, errCode: 'UNKNOWN_VERIFICATION' });
    expect((await t.services.cashier.kyc.status(player.playerId)).thirdPartyRequired).toBe(true);
    expect((await t.services.cashier.kyc.status(other.playerId)).thirdPartyRequired).toBe(true);
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }],
    ['an unknown merchant', { merchantId: 'someone-else' }],
    ['a ts more than 300 s old', { ts: Date.parse('2025-06-15T11:54:00.000Z') }],
  ])('refuses %s with 401 INVALID_SIGNATURE and changes nothing', async (_case, options) => {
    const player = await playerNeedingCheck();
    const { verificationId } = await started(player.client);
    const response = await sendResult(result(verificationId, player.externalId), options);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('INVALID_SIGNATURE');
    expect((await t.services.cashier.kyc.status(player.playerId)).thirdPartyRequired).toBe(true);
    expect((await statusOf(player.client)).latest?.state).toBe('pending');
  });

  it('refuses a signed body that is not a result with 400 naming the field', async () => {
    const raw = JSON.stringify({
      verificationId: 'idv-1',
      userId: 'u',
      state: 'MAYBE',
      reason: null,
      decidedAt: '2025-06-15T12:05:00.000Z',
      ts: t.clock.now().getTime(),
    });
    const response = await sendResult(result('idv-1', 'u'), { raw });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringMatching(/^state: /) });
  });
});

describe('reading the status', () => {
  it('asks the provider about a pending session and records its approval before answering', async () => {
    const player = await playerNeedingCheck();
    const { verificationId } = await started(player.client);
    provider.decide(verificationId, 'APPROVED');
    expect(await statusOf(player.client)).toMatchObject({
      thirdPartyRequired: false,
      identityStatus: 'verified',
      latest: { verificationId, state: 'approved', decidedAt: '2025-06-15T12:05:00.000Z' },
    });
  });

  it('records an expired session as expired, and keeps a pending one when the provider cannot say', async () => {
    const player = await playerNeedingCheck();
    const first = await started(player.client);
    provider.unavailable = true;
    expect((await statusOf(player.client)).latest?.state).toBe('pending');
    provider.unavailable = false;
    provider.decide(first.verificationId, 'EXPIRED');
    expect((await statusOf(player.client)).latest).toMatchObject({ state: 'expired' });
    expect((await t.services.cashier.kyc.status(player.playerId)).thirdPartyRequired).toBe(true);
  });

  it('shows the latest of several sessions', async () => {
    const player = await playerNeedingCheck();
    await started(player.client);
    const second = await started(player.client);
    expect((await statusOf(player.client)).latest?.verificationId).toBe(second.verificationId);
  });
});

describe('the API description', () => {
  it('documents the player’s two calls and leaves the provider’s signed result out', async () => {
    const response = await new TestClient(t).get('/api/docs/json');
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/api/v1/cashier/aml-verification');
    expect(paths.some((path) => path.startsWith('/api/payments/identity-verification'))).toBe(false);
  });
});
