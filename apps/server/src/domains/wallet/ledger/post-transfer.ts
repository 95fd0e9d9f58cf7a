import type { PreparedQuery, PreparedStatement } from '@vauhti/db';
import { type Kysely, sql } from 'kysely';
import type { AccountId } from './account-directory';
import type { LedgerTables, TransferCode } from './ledger-tables';

/**
 * One movement inside a transfer, resolved by ledger_post against the locked balances (see the
 * function's comment in migrations/0001_wallet_ledger.sql for the exact meaning of each op).
 * Legs, like the entries that come back, are ledger_post's own JSON, so they keep its names
 * (`amount`, in minor units).
 */
export type Leg =
  | { op: 'move'; from: AccountId; to: AccountId; amount: number }
  | { op: 'take'; from: AccountId[]; to: AccountId; amount: number; shortfall?: AccountId }
  | { op: 'give'; from: AccountId; to: AccountId[]; amount: number }
  | { op: 'sweep'; from: AccountId; to: AccountId[] };

export type HoldInstruction = { open: AccountId } | { resolve: number; state: 'posted' | 'voided' };

export type PostRequest = {
  source: string;
  externalId: string;
  requestHash: string;
  code: TransferCode;
  currency: string;
  playerId?: number;
  roundId?: string;
  reversesTransferId?: number;
  metadata?: Record<string, unknown>;
  legs: Leg[];
  hold?: HoldInstruction;
};

export type Entry = {
  accountId: AccountId;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  accountVersion: number;
};

export type PostedTransfer = {
  transferId: number;
  source: string;
  externalId: string;
  code: TransferCode;
  currency: string;
  playerId: number | null;
  roundId: string | null;
  reversesTransferId: number | null;
  holdId: number | null;
  createdAt: string;
  entries: Entry[];
};

export type LedgerRejectionCode =
  | 'INSUFFICIENT_FUNDS'
  | 'IDEMPOTENCY_CONFLICT'
  | 'HOLD_NOT_FOUND'
  | 'HOLD_ALREADY_RESOLVED'
  | 'ALREADY_REVERSED'
  | 'CURRENCY_MISMATCH'
  | 'TRANSFER_NOT_FOUND'
  | 'NOT_REVERSIBLE';

export type LedgerRejection = { code: LedgerRejectionCode; details: Record<string, unknown> };

export type PostResult =
  | { ok: true; outcome: 'posted' | 'replayed'; transfer: PostedTransfer }
  | { ok: false; error: LedgerRejection };

/** The SQLSTATE that ledger_post raises business rejections with. */
const LEDGER_REJECTION_SQLSTATE = 'VL001';

type DatabaseErrorFields = { code?: string; message?: string; detail?: string };

type PostAnswer = { result: { outcome: 'posted' | 'replayed'; transfer: PostedTransfer } };

const LEDGER_POST_STATEMENT: PreparedStatement = {
  name: 'ledger_post',
  text: 'select ledger_post($1::jsonb) as result',
};

/**
 * How a posting reaches the database: as a named prepared statement on the pool (the hot path:
 * parsed and planned once per connection), or through a Kysely executor, which may be a
 * transaction the caller holds.
 */
export type LedgerExecutor = { preparedQuery: PreparedQuery } | { kysely: Kysely<LedgerTables> };

/** Posts a transfer in one database round trip; rejections come back as values. */
export async function postTransfer(executor: LedgerExecutor, request: PostRequest): Promise<PostResult> {
  assertRequestIsSound(request);
  const payload = JSON.stringify(toPositional(request));
  try {
    const rows =
      'preparedQuery' in executor
        ? await executor.preparedQuery<PostAnswer>(LEDGER_POST_STATEMENT, [payload])
        : (await sql<PostAnswer>`select ledger_post(${payload}::jsonb) as result`.execute(executor.kysely)).rows;
    const row = rows[0];
    if (!row) throw new Error('ledger_post returned no row');
    return { ok: true, outcome: row.result.outcome, transfer: row.result.transfer };
  } catch (error) {
    const rejection = asRejection(error as DatabaseErrorFields);
    if (rejection) return { ok: false, error: rejection };
    throw error;
  }
}

/**
 * ledger_post takes the accounts once, in ascending id order (the order it locks them in), and
 * legs that point into that list by 1-based position.
 */
function toPositional(request: PostRequest) {
  const accounts = [...new Set(request.legs.flatMap(accountsOf))].sort((a, b) => a - b);
  const position = (account: AccountId) => accounts.indexOf(account) + 1;
  const legs = request.legs.map((leg) => positionalLeg(leg, position));
  const hold = request.hold && 'open' in request.hold ? { open: position(request.hold.open) } : request.hold;
  return { ...request, accounts, legs, hold };
}

function positionalLeg(leg: Leg, position: (account: AccountId) => number) {
  if (leg.op === 'move') return { ...leg, from: position(leg.from), to: position(leg.to) };
  if (leg.op === 'take') {
    const shortfall = leg.shortfall === undefined ? {} : { shortfall: position(leg.shortfall) };
    return { op: leg.op, amount: leg.amount, from: leg.from.map(position), to: position(leg.to), ...shortfall };
  }
  return { ...leg, from: position(leg.from), to: leg.to.map(position) };
}

function accountsOf(leg: Leg): AccountId[] {
  switch (leg.op) {
    case 'move':
      return [leg.from, leg.to];
    case 'take':
      return leg.shortfall === undefined ? [...leg.from, leg.to] : [...leg.from, leg.to, leg.shortfall];
    case 'give':
    case 'sweep':
      return [leg.from, ...leg.to];
  }
}

function asRejection(error: DatabaseErrorFields): LedgerRejection | undefined {
  if (error.code !== LEDGER_REJECTION_SQLSTATE) return undefined;
  return {
    code: error.message as LedgerRejectionCode,
    details: error.detail ? (JSON.parse(error.detail) as Record<string, unknown>) : {},
  };
}

/**
 * Guards the invariants the database function relies on: integer, non-negative amounts within
 * the safe range, and keys that are present. A violation is a programming error, not a
 * rejection.
 */
function assertRequestIsSound(request: PostRequest) {
  if (!request.source || !request.externalId) throw new Error('a transfer needs a source and an external id');
  for (const leg of request.legs) {
    if (leg.op !== 'sweep' && !(Number.isSafeInteger(leg.amount) && leg.amount >= 0)) {
      throw new Error(`leg amount must be a non-negative safe integer, got ${leg.amount}`);
    }
  }
}
