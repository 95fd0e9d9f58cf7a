import type { Database } from '@vauhti/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import {
  type CashierTransactionStatus,
  CashierTransactions,
  FINAL_STATUSES,
  type OpenCashierTransactionStatus,
} from './cashier-transactions';

/*
 * The guarded update of cashier transactions: a final (money-moving) status is never overwritten
 * by a later write of any kind, and each guard holds in the statement itself.
 */

let database: Database<PlatformTables>;
let transactions: CashierTransactions;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  transactions = new CashierTransactions(database.kysely, fixedClock(new Date('2025-06-15T12:00:00.000Z')));
});
afterAll(() => database.close());

const ALL_STATUSES: CashierTransactionStatus[] = [
  'txn_initiated',
  'txn_pending',
  'txn_confirmed_success',
  'txn_confirmed_failure',
  'co_initiated',
  'co_success',
  'co_failed',
];
const OPEN_STATUSES = ALL_STATUSES.filter(
  (status): status is OpenCashierTransactionStatus => !FINAL_STATUSES.has(status),
);

function newRow(status: CashierTransactionStatus, extra: { authCode?: string; holdId?: number } = {}) {
  return transactions.create({
    playerId: null,
    kind: status.startsWith('co_') ? 'withdrawal' : 'deposit',
    channel: 'internal',
    method: 'CREDITCARD',
    amountMinor: 1_000,
    currency: 'EUR',
    status,
    ...extra,
  });
}

describe('CashierTransactions.updateIf', () => {
  it('never changes a final row, whatever the later write and guard', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_STATUSES.filter((status) => FINAL_STATUSES.has(status))),
        fc.constantFrom(...ALL_STATUSES),
        fc.constantFrom('WAITING_INPUT', 'SUCCESSFUL', 'FAILED', 'CANCELLED' as const),
        fc.option(fc.subarray(OPEN_STATUSES), { nil: undefined }),
        async (final, next, providerState, from) => {
          const row = await newRow(final);
          const written = await transactions.updateIf(row.id, from === undefined ? {} : { from }, {
            status: next,
            providerState,
            errorCode: 'LATE',
          });
          expect(written).toBeUndefined();
          expect(await transactions.byId(row.id)).toEqual(row);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('writes an open row, only from an expected status when one is named', async () => {
    const pending = await newRow('txn_pending');
    expect(await transactions.updateIf(pending.id, { from: ['txn_initiated'] }, { status: 'txn_pending' })).toBe(
      undefined,
    );
    const failed = await transactions.updateIf(
      pending.id,
      { from: ['txn_pending'] },
      { status: 'txn_confirmed_failure', providerState: 'FAILED' },
    );
    expect(failed).toMatchObject({ id: pending.id, status: 'txn_confirmed_failure', providerState: 'FAILED' });
    expect(await transactions.updateIf(pending.id, {}, { status: 'txn_pending' })).toBeUndefined();
    expect(await transactions.updateIf(pending.id, { from: [] }, { providerState: 'SUCCESSFUL' })).toBeUndefined();
  });

  it('keeps an authorized row from being linked again and a held withdrawal from a write without hold', async () => {
    const authorized = await newRow('txn_pending', { authCode: 'auth-1' });
    expect(await transactions.updateIf(authorized.id, { unauthorized: true }, { authCode: 'auth-2' })).toBeUndefined();
    expect((await transactions.byId(authorized.id))?.authCode).toBe('auth-1');
    const held = await newRow('co_initiated', { holdId: 77 });
    expect(await transactions.updateIf(held.id, { withoutHold: true }, { status: 'co_failed' })).toBeUndefined();
    expect((await transactions.byId(held.id))?.status).toBe('co_initiated');
    const unheld = await newRow('co_initiated');
    expect(await transactions.updateIf(unheld.id, { withoutHold: true }, { status: 'co_failed' })).toMatchObject({
      status: 'co_failed',
    });
  });

  it('answers undefined for a row that does not exist', async () => {
    expect(await transactions.updateIf(987_654_321, {}, { providerState: 'FAILED' })).toBeUndefined();
  });
});
