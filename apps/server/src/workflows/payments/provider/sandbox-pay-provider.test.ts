import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureMatches } from '@vauhti/server-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../infra/time/clock';
import { SandboxPayProvider } from './sandbox-pay-provider';

/*
 * The provider adapter against a small fake provider over real HTTP: what it signs, what it
 * parses, and that every failure comes back as a value.
 */

const SECRET = 'adapter-test-secret';
const NOW = new Date('2026-11-21T12:00:00.000Z');

type Seen = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
type Reply = { status: number; body: unknown; delayMs?: number };

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let reply: Reply = { status: 200, body: {} };

const transactionView = {
  txId: '1001',
  kind: 'withdrawal',
  method: 'SKRILL',
  userId: 'user-1',
  amount: 5_000,
  fee: 0,
  currency: 'EUR',
  state: 'WAITING_APPROVAL',
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
};

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const send = () => {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  reply = { status: 200, body: {} };
});

function provider(options: { baseUrl?: string; timeoutMs?: number } = {}) {
  return new SandboxPayProvider({
    baseUrl: options.baseUrl ?? baseUrl,
    merchantId: 'vauhti',
    secret: SECRET,
    timeoutMs: options.timeoutMs ?? 2_000,
    clock: fixedClock(NOW),
  });
}

describe('the sandbox-pay provider adapter', () => {
  it('signs a POST body with ts and the merchant id, and parses the answer', async () => {
    reply = { status: 200, body: { payouts: [transactionView] } };
    const result = await provider().payouts({ state: 'WAITING_APPROVAL' });
    expect(result).toEqual({ ok: true, value: [transactionView] });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v1/payouts');
    expect(request?.headers['x-merchant-id']).toBe('vauhti');
    expect(JSON.parse(request?.body ?? '')).toEqual({ state: 'WAITING_APPROVAL', ts: NOW.getTime() });
    const signed = { method: 'POST', path: '/api/v1/payouts', content: request?.body ?? '' };
    expect(signatureMatches(signed, String(request?.headers['x-signature']), SECRET)).toBe(true);
  });

  it('signs a GET as its method, path and the ts it sends in X-Timestamp', async () => {
    reply = {
      status: 200,
      body: { success: true, txState: 'SUCCESSFUL', txRefId: 'r1', receiptAmount: 100, messages: [], errors: [] },
    };
    const result = await provider().status('user 1', '42');
    expect(result).toMatchObject({ ok: true, value: { txState: 'SUCCESSFUL', receiptAmount: 100 } });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/api/v1/user%201/42/status');
    expect(request?.headers['x-timestamp']).toBe(String(NOW.getTime()));
    const signed = { method: 'GET', path: '/api/v1/user%201/42/status', content: String(NOW.getTime()) };
    expect(signatureMatches(signed, String(request?.headers['x-signature']), SECRET)).toBe(true);
  });

  it("passes the provider's refusal on with its code and status", async () => {
    reply = { status: 409, body: { error: { code: 'NOT_CANCELLABLE', message: 'already paid' } } };
    expect(await provider().cancel('user-1', '1001')).toEqual({
      ok: false,
      code: 'NOT_CANCELLABLE',
      message: 'already paid',
      httpStatus: 409,
      details: undefined,
    });
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ userId: 'user-1' });
  });

  it('answers PROVIDER_UNAVAILABLE to a 5xx, a time-out and a refused connection', async () => {
    reply = { status: 503, body: { error: { code: 'DOWN', message: 'maintenance' } } };
    expect(await provider().instruments('user-1')).toMatchObject({ ok: false, code: 'PROVIDER_UNAVAILABLE' });
    reply = { status: 200, body: { instruments: [] }, delayMs: 500 };
    expect(await provider({ timeoutMs: 100 }).instruments('user-1')).toMatchObject({
      ok: false,
      code: 'PROVIDER_UNAVAILABLE',
      message: 'no answer within 100 ms',
    });
    expect(await provider({ baseUrl: 'http://127.0.0.1:1' }).instruments('user-1')).toMatchObject({
      ok: false,
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('answers PROVIDER_ANSWER_INVALID to an answer that is not the API shape', async () => {
    reply = { status: 200, body: { transactions: [{ txId: 1 }] } };
    const result = await provider().reconciliation({ from: NOW, to: NOW });
    expect(result).toMatchObject({ ok: false, code: 'PROVIDER_ANSWER_INVALID' });
    reply = { status: 200, body: 'not json' };
    expect(
      await provider().methods({ userId: 'u', kind: 'deposit', currency: 'EUR', country: 'FI', locale: 'fi' }),
    ).toMatchObject({
      ok: false,
      code: 'PROVIDER_ANSWER_INVALID',
    });
    reply = { status: 404, body: '<html>' };
    expect(await provider().payNPlayIdentity('5')).toMatchObject({ ok: false, code: 'PROVIDER_ANSWER_INVALID' });
  });

  it('sends the reconciliation range as ISO times and the session with mode gambling', async () => {
    reply = { status: 200, body: { transactions: [] } };
    const from = new Date('2026-11-14T12:00:00.000Z');
    expect(await provider().reconciliation({ from, to: NOW })).toEqual({ ok: true, value: [] });
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ from: from.toISOString(), to: NOW.toISOString() });
    reply = { status: 200, body: { url: 'http://localhost:5000/?sessionId=s' } };
    const session = await provider().createSession({
      sessionId: 's',
      userId: 'u',
      locale: 'fi',
      attributes: { labelId: 'vauhti', productId: 'CASINO', ipAddr: '10.0.0.1' },
    });
    expect(session).toEqual({ ok: true, value: { url: 'http://localhost:5000/?sessionId=s' } });
    expect(JSON.parse(seen[1]?.body ?? '')).toMatchObject({ mode: 'gambling', sessionId: 's' });
  });
});
