import type { CashierHistory } from '@vauhti/contracts/cashier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHIER_TEST_PASSWORD, createTestPlayer } from '../../domains/cashier/cashier-test-support';
import { errorOf, type IdentityTestApp, startIdentityApp, TestClient } from '../../test-support/platform-test-app';
import type { NewCashierTransaction } from './cashier-transactions';

/*
 * GET /api/v1/cashier/history through the real app: the player's own deposits and withdrawals,
 * newest first, paged by cursor, with the outcome the site shows.
 */

let t: IdentityTestApp;

beforeAll(async () => {
  t = await startIdentityApp();
});
afterAll(async () => {
  await t.close();
});

async function loggedIn() {
  const player = await createTestPlayer(t, { country: 'DE' });
  const client = new TestClient(t);
  const login = await client.post('/api/v1/auth/login', { email: player.email, password: CASHIER_TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...player, client };
}

function transaction(playerId: number | null, overrides: Partial<NewCashierTransaction> = {}): NewCashierTransaction {
  return {
    playerId,
    kind: 'deposit',
    channel: 'internal',
    method: 'CREDITCARD',
    amountMinor: 2_000,
    currency: 'EUR',
    status: 'txn_confirmed_success',
    ...overrides,
  };
}

async function record(playerId: number | null, overrides: Partial<NewCashierTransaction> = {}) {
  return t.services.payments.transactions.create(transaction(playerId, overrides));
}

async function history(client: TestClient, query = ''): Promise<CashierHistory> {
  const response = await client.get(`/api/v1/cashier/history${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json<CashierHistory>();
}

describe('the cashier history', () => {
  it('pages the player’s transactions newest first by cursor until nextCursor is null', async () => {
    const player = await loggedIn();
    const created = [];
    for (let index = 1; index <= 5; index += 1)
      created.push(await record(player.playerId, { amountMinor: index * 100 }));
    const ids = created.map((row) => String(row.id)).reverse();

    const first = await history(player.client, '?limit=2');
    expect(first.items.map((item) => item.txnId)).toEqual(ids.slice(0, 2));
    expect(first.nextCursor).toBe(Number(ids[1]));
    const second = await history(player.client, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.txnId)).toEqual(ids.slice(2, 4));
    const third = await history(player.client, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((item) => item.txnId)).toEqual(ids.slice(4));
    expect(third.nextCursor).toBeNull();
  });

  it('answers a full page of 20 by default and nextCursor null when nothing older exists', async () => {
    const player = await loggedIn();
    for (let index = 0; index < 21; index += 1) await record(player.playerId);
    const page = await history(player.client);
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
    const rest = await history(player.client, `?cursor=${page.nextCursor}`);
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
  });

  it('never shows another player’s rows, nor a pay-and-play deposit nobody has been identified for', async () => {
    const player = await loggedIn();
    const other = await loggedIn();
    const own = await record(player.playerId, { method: 'SKRILL' });
    await record(other.playerId, { method: 'TRUSTLY' });
    await record(null, { method: 'TRUSTLY', channel: 'paynplay', status: 'txn_pending' });
    const page = await history(player.client);
    expect(page.items.map((item) => item.txnId)).toEqual([String(own.id)]);
    // A cursor beyond another player's newer rows still reads only the caller's.
    const paged = await history(other.client, `?cursor=${own.id + 1000}`);
    expect(paged.items.every((item) => item.method === 'TRUSTLY')).toBe(true);
    expect(paged.items).toHaveLength(1);
  });

  it('answers method, amounts, currency, the spec status, the outcome and both times of each row', async () => {
    const player = await loggedIn();
    const rows = [
      await record(player.playerId, { status: 'txn_initiated' }),
      await record(player.playerId, { status: 'txn_pending', method: 'TRUSTLY', amountMinor: 5_000 }),
      await record(player.playerId, { status: 'txn_confirmed_failure', providerState: 'FAILED' }),
      await record(player.playerId, { status: 'txn_confirmed_failure', providerState: 'CANCELLED' }),
      await record(player.playerId, { kind: 'withdrawal', status: 'co_initiated', feeMinor: 150 }),
      await record(player.playerId, { kind: 'withdrawal', status: 'co_success' }),
      await record(player.playerId, { kind: 'withdrawal', status: 'co_failed', providerState: 'CANCELLED' }),
    ];
    const page = await history(player.client);
    expect(page.items.map((item) => item.outcome)).toEqual([
      'cancelled',
      'successful',
      'pending',
      'cancelled',
      'failed',
      'pending',
      'incomplete',
    ]);
    const withdrawal = page.items.find((item) => item.txnId === String(rows[4]?.id));
    expect(withdrawal).toEqual({
      txnId: String(rows[4]?.id),
      kind: 'withdrawal',
      method: 'CREDITCARD',
      amountMinor: 2_000,
      feeMinor: 150,
      currency: 'EUR',
      status: 'co_initiated',
      outcome: 'pending',
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect(page.items.find((item) => item.txnId === String(rows[1]?.id))).toMatchObject({
      method: 'TRUSTLY',
      amountMinor: 5_000,
      status: 'txn_pending',
    });
  });

  it('answers an empty page to a player without any transaction', async () => {
    const player = await loggedIn();
    expect(await history(player.client)).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=ten', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?cursor=0', 'cursor'],
    ['?cursor=-4', 'cursor'],
    ['?cursor=abc', 'cursor'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const player = await loggedIn();
    const response = await player.client.get(`/api/v1/cashier/history${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'FIELD_INVALID', details: { field } });
  });

  it('answers 401 SESSION_EXPIRED_SSO without a session', async () => {
    const response = await new TestClient(t).get('/api/v1/cashier/history');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({ code: 'SESSION_EXPIRED_SSO' });
  });

  it('is documented in the OpenAPI description', async () => {
    const response = await new TestClient(t).get('/api/docs/json');
    const paths = response.json<{ paths: Record<string, unknown> }>().paths;
    expect(Object.keys(paths)).toContain('/api/v1/cashier/history');
  });
});
