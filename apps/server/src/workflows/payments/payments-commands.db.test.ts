import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpsOutcome, runOpsCommand } from '../../ops/commands';
import type { PlatformServices } from '../../services';
import { bodies, FakeProvider, type PaymentsTestApp, startPaymentsTestApp, uniqueTxId } from './payments-test-support';
import { createPayments } from './payments-wiring';

/* The operator commands `reconcile` and `payouts`, on the platform's services with a fake provider. */

let t: PaymentsTestApp;
let provider: FakeProvider;
let services: PlatformServices;

beforeAll(async () => {
  t = await startPaymentsTestApp();
  provider = new FakeProvider();
  const base = (await t.instance()).services;
  services = {
    ...base,
    payments: createPayments({ ...base, cashier: base.cashier, live: base.live }, { provider }),
  };
});
afterAll(async () => {
  await t.close();
});

const run = (name: string, options: Record<string, unknown> = {}) =>
  runOpsCommand(services, name, { operator: 'ops-test', ...options });
const errorCode = (outcome: OpsOutcome) => (outcome.data as { error?: { code: string } }).error?.code;

describe('ops reconcile', () => {
  it('exits 0 without differences and 1 with them, printing each, and reports a settlement', async () => {
    provider.transactions = [];
    const clean = await run('reconcile');
    expect(clean.ok, clean.text).toBe(true);
    expect(clean.text).toContain('no unexplained differences');

    const player = await t.createPlayer({ cashMinor: 10_000 });
    const txId = uniqueTxId();
    const authorized = await t.call('authorize', bodies.authorize(player, txId, '-25.00'));
    const strangerTxId = uniqueTxId();
    const base = {
      merchantTxId: null,
      userId: player.externalId,
      method: 'SKRILL',
      fee: 0,
      currency: 'EUR',
      updatedAt: t.clock.now().toISOString(),
    };
    provider.transactions = [
      {
        ...base,
        txId,
        merchantTxId: String(authorized.body.merchantTxId),
        kind: 'withdrawal',
        amount: 2_500,
        state: 'SUCCESSFUL',
      },
      { ...base, txId: strangerTxId, kind: 'deposit', amount: 1_000, state: 'SUCCESSFUL' },
    ];
    const outcome = await run('reconcile', { since: new Date(t.clock.now().getTime() - 3_600_000).toISOString() });
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toContain(`settled   tx ${txId}`);
    expect(outcome.text).toContain('withdrawal of 25.00 EUR paid');
    expect(outcome.text).toContain(`MISSING_ON_PLATFORM tx ${strangerTxId}`);
    expect(outcome.text).toContain('1 unexplained difference(s)');
    expect(await t.balancesOf(player.playerId)).toMatchObject({ cashMinor: 7_500, withdrawalHoldMinor: 0 });
  });

  it('refuses a --since that is not an ISO time or in the future, and passes provider failures on', async () => {
    expect(errorCode(await run('reconcile', { since: 'yesterday' }))).toBe('INVALID_OPTIONS');
    expect(errorCode(await run('reconcile', { since: '2999-01-01T00:00:00Z' }))).toBe('INVALID_SINCE');
    provider.failing = { code: 'PROVIDER_UNAVAILABLE', message: 'no answer' };
    try {
      expect(errorCode(await run('reconcile'))).toBe('PROVIDER_UNAVAILABLE');
    } finally {
      provider.failing = null;
    }
  });
});

describe('ops payouts', () => {
  const payout = (txId: string) => ({
    txId,
    kind: 'withdrawal' as const,
    method: 'SKRILL',
    userId: 'user-1',
    amount: 5_000,
    fee: 0,
    currency: 'EUR',
    state: 'WAITING_APPROVAL' as const,
    createdAt: '2025-06-15T12:00:00.000Z',
    updatedAt: '2025-06-15T12:00:00.000Z',
  });

  it('lists the payouts waiting for approval, and approves or rejects one', async () => {
    provider.waitingPayouts = [payout('501'), payout('502')];
    const listed = await run('payouts');
    expect(listed.ok).toBe(true);
    expect(listed.text).toContain('tx 501  WAITING_APPROVAL  50.00 EUR  SKRILL');
    expect(listed.text).toContain('tx 502');
    const approved = await run('payouts', { decision: 'approve', tx: '501' });
    expect(approved.ok, approved.text).toBe(true);
    expect(approved.text).toContain('tx 501  SUCCESSFUL');
    const rejected = await run('payouts', { decision: 'reject', tx: '502', reason: 'documents missing' });
    expect(rejected.ok).toBe(true);
    expect(provider.decisions).toEqual([
      { txId: '501', decision: 'approve', reason: undefined },
      { txId: '502', decision: 'reject', reason: 'documents missing' },
    ]);
    expect((await run('payouts')).text).toBe('no payouts waiting for approval');
  });

  it('refuses a decision without a transaction, an unknown decision, and passes the provider refusal on', async () => {
    expect(errorCode(await run('payouts', { decision: 'approve' }))).toBe('INVALID_OPTIONS');
    expect(errorCode(await run('payouts', { decision: 'maybe', tx: '1' }))).toBe('INVALID_OPTIONS');
    expect(errorCode(await run('payouts', { decision: 'approve', tx: '999' }))).toBe('NOT_FOUND');
  });
});
