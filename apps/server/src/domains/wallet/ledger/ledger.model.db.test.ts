import type { Database } from '@vauhti/db';
import { testDatabaseEngine } from '@vauhti/db/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformTables } from '../../../platform-tables';
import { openPlatformTestDatabase } from '../../../test-support/platform-test-database';
import { Ledger } from './ledger';
import { checkLedger, formatLedgerCheck } from './ledger-check';
import { type Expected, LedgerModel, type LedgerRequest, type Wallet, type WalletRef } from './ledger-model';
import { listPlayerTransfers, type PlayerBalances, readBalances } from './ledger-queries';
import type { PostResult } from './post-transfer';

/*
 * Model-based test of the ledger: fast-check generates random sequences of ledger operations
 * (every Ledger method, replays and conflicting replays of earlier requests), runs each against
 * the real ledger_post on a real database, and compares every answer and balance with what the
 * in-memory model of ledger-model.ts predicts. After each sequence the ledger check must pass.
 *
 * LEDGER_MODEL_RUNS sets the number of sequences (LEDGER_MODEL_SEED replays a reported failure).
 */
const SEQUENCE_COUNT = Number(process.env.LEDGER_MODEL_RUNS ?? 2_000);
const SEED = process.env.LEDGER_MODEL_SEED === undefined ? undefined : Number(process.env.LEDGER_MODEL_SEED);
const SEQUENCE_LENGTH_MAX = 30;
/**
 * A bound for a hung run, not a speed target. A sequence takes about 60 ms on PGlite and 210 ms on
 * PostgreSQL on a quiet machine, and more while the whole suite runs at once on 2 cores (a
 * fresh-clone CI run timed out at 200 ms a sequence), so 400, with room for shrinking.
 */
const SUITE_TIMEOUT_MS = 60_000 + SEQUENCE_COUNT * 400;
/** Below this many sequences the coverage of every outcome is not certain, so it is not asserted. */
const SEQUENCES_FOR_COVERAGE_MIN = 1_000;
/** No hold ever has this id: pays and cancels aimed at it must get HOLD_NOT_FOUND. */
const UNKNOWN_HOLD_ID = 9_000_000_000_000;

const CURRENCIES = ['EUR', 'SEK'] as const;
type Currency = (typeof CURRENCIES)[number];
type PlayerIndex = 0 | 1 | 2;
const PLAYER_INDEXES: PlayerIndex[] = [0, 1, 2];
/** The rounds are shared by players, products and currencies, so funding must be kept apart by all three. */
const ROUNDS = ['r1', 'r2', 'r3'] as const;

type ForPlayer = { player: PlayerIndex; currency: Currency };
/** What fast-check generates: small, readable descriptions that the run turns into requests. */
type Step =
  | ({ op: 'deposit'; amountMinor: number; feeMinor: number | undefined } & ForPlayer)
  | ({ op: 'holdWithdrawal'; amountMinor: number } & ForPlayer)
  /** `hold` picks one of the holds opened so far (modulo their count). */
  | { op: 'payWithdrawal'; hold: number | 'unknown'; feeMinor: number | undefined }
  | { op: 'cancelWithdrawal'; hold: number | 'unknown' }
  | ({
      op: 'bet' | 'win';
      product: 'casino' | 'sportsbook';
      round: (typeof ROUNDS)[number];
      amountMinor: number;
    } & ForPlayer)
  /** `pick` chooses among earlier bets and wins ('round'), any earlier request ('any') or none. */
  | { op: 'rollback'; of: 'round' | 'any' | 'unknown'; pick: number }
  | ({ op: 'grantBonus' | 'payRacePrize' | 'clawBack'; amountMinor: number } & ForPlayer)
  | ({ op: 'convertBonus' | 'forfeitBonus' } & ForPlayer)
  | ({ op: 'adjust'; amountMinor: number } & ForPlayer)
  /** Sends an earlier request again: unchanged (`replay`) or with the same key and another payload. */
  | { op: 'replay'; pick: number }
  | { op: 'conflictingReplay'; pick: number };

/**
 * Biased towards the first player, currency, product and round, so that bets, wins, holds and
 * rollbacks often meet on the same wallet and round (and shrinking moves towards them too).
 */
const biased = <T>(...weighted: Array<[number, T]>) =>
  fc.oneof(...weighted.map(([weight, value]) => ({ weight, arbitrary: fc.constant(value) })));
const forPlayer = {
  player: biased<PlayerIndex>([3, 0], [2, 1], [1, 2]),
  currency: biased<Currency>([3, 'EUR'], [1, 'SEK']),
};
/** Mostly amounts that run balances down to zero and into debt, sometimes ones large enough to test precision. */
const money = (max: number) =>
  fc.oneof(
    { weight: 19, arbitrary: fc.integer({ min: 1, max }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 1_000_000_000 }) },
  );
const pick = fc.nat({ max: 40 });
const holdPick = fc.oneof({ weight: 9, arbitrary: pick }, { weight: 1, arbitrary: fc.constant('unknown' as const) });
const feeMinor = fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined });
/** A step for one player's wallet: the op, the player and currency, then the step's own fields. */
const playerStep = <Op extends Step['op'], Fields>(
  op: Op,
  fields: { [Field in keyof Fields]: fc.Arbitrary<Fields[Field]> },
) => fc.tuple(fc.record(forPlayer), fc.record(fields)).map(([owner, rest]) => ({ op, ...owner, ...rest }));
const roundStep = (op: 'bet' | 'win', amountMinor: fc.Arbitrary<number>) =>
  playerStep(op, {
    product: biased<'casino' | 'sportsbook'>([3, 'casino'], [1, 'sportsbook']),
    round: biased<(typeof ROUNDS)[number]>([3, 'r1'], [2, 'r2'], [1, 'r3']),
    amountMinor,
  });
const sometimesZero = (amountMinor: fc.Arbitrary<number>) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 9, arbitrary: amountMinor });

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: playerStep('deposit', { amountMinor: money(5_000), feeMinor }) },
  // A hold of zero is a caller error that must throw before anything is posted.
  { weight: 3, arbitrary: playerStep('holdWithdrawal', { amountMinor: sometimesZero(money(1_000)) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payWithdrawal' as const), hold: holdPick, feeMinor }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancelWithdrawal' as const), hold: holdPick }) },
  // Stakes of zero happen (free rounds), and so do zero wins.
  { weight: 5, arbitrary: roundStep('bet', sometimesZero(money(2_500))) },
  { weight: 4, arbitrary: roundStep('win', sometimesZero(money(8_000))) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('rollback' as const),
      of: biased<'round' | 'any' | 'unknown'>([3, 'round'], [1, 'any'], [1, 'unknown']),
      pick,
    }),
  },
  { weight: 3, arbitrary: playerStep('grantBonus', { amountMinor: money(3_000) }) },
  { weight: 1, arbitrary: playerStep('convertBonus', {}) },
  { weight: 1, arbitrary: playerStep('forfeitBonus', {}) },
  { weight: 1, arbitrary: playerStep('payRacePrize', { amountMinor: money(2_000) }) },
  {
    weight: 2,
    arbitrary: playerStep('adjust', {
      amountMinor: fc.oneof(
        money(3_000),
        money(3_000).map((amount) => -amount),
      ),
    }),
  },
  { weight: 1, arbitrary: playerStep('clawBack', { amountMinor: money(4_000) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('replay' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('conflictingReplay' as const), pick }) },
);

let database: Database<PlatformTables>;
let sequencesRun = 0;
/** How often each outcome was seen, to prove the generator reaches every path it claims to. */
const coverage = new Map<string, number>();
const count = (label: string) => coverage.set(label, (coverage.get(label) ?? 0) + 1);

beforeAll(async () => {
  database = await openPlatformTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The requests of one sequence: fresh players and keys, and the earlier requests to refer back to. */
class SequenceRun {
  readonly model = new LedgerModel();
  /** Requests sent for the first time, in order; replays and rollbacks pick from these. */
  readonly originals: LedgerRequest[] = [];

  constructor(private readonly sequenceNumber: number) {}

  playerId(player: PlayerIndex) {
    return 1_000 + this.sequenceNumber * 10 + player;
  }

  walletRefs(): WalletRef[] {
    return PLAYER_INDEXES.flatMap((player) =>
      CURRENCIES.map((currency) => ({ playerId: this.playerId(player), currency })),
    );
  }

  requestFor(step: Step, index: number): LedgerRequest | undefined {
    if (step.op === 'replay') return this.earlier(step.pick);
    if (step.op === 'conflictingReplay') {
      const original = this.earlier(step.pick);
      return original && this.withOtherPayload(original);
    }
    const request = this.firstRequestFor(step, `m${this.sequenceNumber}-${index}`);
    this.originals.push(request);
    return request;
  }

  private firstRequestFor(step: Exclude<Step, { op: 'replay' | 'conflictingReplay' }>, externalId: string) {
    const key = (source: string) => ({ source, externalId });
    if (step.op === 'payWithdrawal' || step.op === 'cancelWithdrawal') {
      const holdId = this.holdId(step.hold);
      return step.op === 'payWithdrawal'
        ? ({
            method: step.op,
            input: { ...key('sandbox-pay'), holdId, provider: 'sandbox-pay', feeMinor: step.feeMinor },
          } as const)
        : ({ method: step.op, input: { ...key('sandbox-pay'), holdId } } as const);
    }
    if (step.op === 'rollback') return this.rollbackRequest(step, externalId);
    const owner = { playerId: this.playerId(step.player), currency: step.currency };
    switch (step.op) {
      case 'deposit':
        return {
          method: step.op,
          input: {
            ...key('sandbox-pay'),
            ...owner,
            amountMinor: step.amountMinor,
            feeMinor: step.feeMinor,
            provider: 'sandbox-pay',
          },
        } as const;
      case 'holdWithdrawal':
        return { method: step.op, input: { ...key('cashier'), ...owner, amountMinor: step.amountMinor } } as const;
      case 'bet':
      case 'win': {
        const provider = step.product === 'casino' ? 'sandbox-games' : 'sandbox-sports';
        const round = { provider, product: step.product, roundId: step.round, gameCode: `${step.product}-game` };
        return {
          method: step.op,
          input: { ...key(provider), ...owner, ...round, amountMinor: step.amountMinor },
        } as const;
      }
      case 'grantBonus':
        return {
          method: step.op,
          input: { ...key('bonuses'), ...owner, amountMinor: step.amountMinor, bonusId: 'welcome' },
        };
      case 'convertBonus':
      case 'forfeitBonus':
        return { method: step.op, input: { ...key('bonuses'), ...owner, bonusId: 'welcome' } };
      case 'payRacePrize':
        return {
          method: step.op,
          input: { ...key('promo-races'), ...owner, amountMinor: step.amountMinor, raceId: 'race-1' },
        };
      case 'adjust':
        return {
          method: step.op,
          input: { ...key('ops'), ...owner, amountMinor: step.amountMinor, reason: 'goodwill', operator: 'ops-test' },
        };
      case 'clawBack':
        return {
          method: step.op,
          input: {
            ...key('sandbox-pay'),
            ...owner,
            amountMinor: step.amountMinor,
            provider: 'sandbox-pay',
            reason: 'chargeback',
          },
        };
    }
  }

  /** A rollback names its target by the target's own key, so it is sent under the target's source. */
  private rollbackRequest(step: Extract<Step, { op: 'rollback' }>, externalId: string): LedgerRequest {
    const candidates =
      step.of === 'unknown'
        ? []
        : this.originals.filter((request) => step.of === 'any' || request.method === 'bet' || request.method === 'win');
    const target = candidates[step.pick % Math.max(candidates.length, 1)];
    const source = target ? target.input.source : 'sandbox-games';
    const referenceExternalId = target ? target.input.externalId : 'never-sent';
    return { method: 'rollback', input: { source, externalId, referenceExternalId } };
  }

  private holdId(holdPick: number | 'unknown') {
    const known = this.model.holds.flatMap((hold) => (hold.holdId === null ? [] : [hold.holdId]));
    if (holdPick === 'unknown' || known.length === 0) return UNKNOWN_HOLD_ID;
    return known[holdPick % known.length] ?? UNKNOWN_HOLD_ID;
  }

  private earlier(requestPick: number) {
    return this.originals[requestPick % Math.max(this.originals.length, 1)];
  }

  /** The same key with a different payload: another amount, provider, reason or bonus, or another kind of transfer. */
  private withOtherPayload(request: LedgerRequest): LedgerRequest {
    switch (request.method) {
      case 'deposit':
      case 'holdWithdrawal':
      case 'bet':
      case 'win':
      case 'grantBonus':
      case 'payRacePrize':
      case 'clawBack':
        return { ...request, input: { ...request.input, amountMinor: request.input.amountMinor + 1 } } as LedgerRequest;
      case 'payWithdrawal':
        return { ...request, input: { ...request.input, provider: 'other-psp' } };
      case 'convertBonus':
      case 'forfeitBonus':
        return { ...request, input: { ...request.input, bonusId: 'another-bonus' } };
      case 'adjust':
        return { ...request, input: { ...request.input, reason: 'another reason' } };
      case 'cancelWithdrawal':
        return { method: 'payWithdrawal', input: { ...request.input, provider: 'sandbox-pay' } };
      case 'rollback': {
        const { source, externalId } = request.input;
        const owner = { playerId: this.playerId(0), currency: 'EUR' };
        return { method: 'payRacePrize', input: { source, externalId, ...owner, amountMinor: 1, raceId: 'race-1' } };
      }
    }
  }
}

type Answer = { result: PostResult } | { thrown: unknown };

async function send(ledger: Ledger, request: LedgerRequest): Promise<Answer> {
  try {
    return { result: await callMethod(ledger, request) };
  } catch (thrown) {
    return { thrown };
  }
}

function callMethod(ledger: Ledger, request: LedgerRequest): Promise<PostResult> {
  switch (request.method) {
    case 'deposit':
      return ledger.deposit(request.input);
    case 'holdWithdrawal':
      return ledger.holdWithdrawal(request.input);
    case 'payWithdrawal':
      return ledger.payWithdrawal(request.input);
    case 'cancelWithdrawal':
      return ledger.cancelWithdrawal(request.input);
    case 'bet':
      return ledger.bet(request.input);
    case 'win':
      return ledger.win(request.input);
    case 'rollback':
      return ledger.rollback(request.input);
    case 'grantBonus':
      return ledger.grantBonus(request.input);
    case 'convertBonus':
      return ledger.convertBonus(request.input);
    case 'forfeitBonus':
      return ledger.forfeitBonus(request.input);
    case 'payRacePrize':
      return ledger.payRacePrize(request.input);
    case 'adjust':
      return ledger.adjust(request.input);
    case 'clawBack':
      return ledger.clawBack(request.input);
  }
}

/** The answer in the model's terms, so that one toEqual shows every difference. */
function observed(answer: Answer, expected: Expected, context: string): Expected {
  if ('thrown' in answer) {
    if (expected.kind === 'throws') return { kind: 'throws' };
    throw new Error(`${context}\n  threw: ${String(answer.thrown)}`);
  }
  const { result } = answer;
  if (!result.ok) return { kind: 'rejected', code: result.error.code, details: result.error.details };
  if (result.outcome === 'replayed') return { kind: 'replayed', transfer: result.transfer };
  const { transfer } = result;
  return {
    kind: 'posted',
    code: transfer.code,
    playerId: transfer.playerId ?? -1,
    currency: transfer.currency,
    roundId: transfer.roundId,
    reversesTransferId: transfer.reversesTransferId,
    opensHold: transfer.holdId !== null,
  };
}

const asBalances = (wallet: Wallet, currency: string): PlayerBalances => ({
  currency,
  cashMinor: wallet.cash,
  bonusMinor: wallet.bonus,
  withdrawalHoldMinor: wallet.withdrawalHold,
  debtMinor: wallet.debt,
  withdrawableMinor: wallet.cash,
  totalMinor: wallet.cash + wallet.bonus,
});

async function expectBalances(run: SequenceRun, ref: WalletRef, context: string) {
  const actual = await readBalances(database.kysely, ref.playerId, ref.currency);
  expect(actual, `${context}\n  balances of player ${ref.playerId} in ${ref.currency}`).toEqual(
    asBalances(run.model.wallet(ref), ref.currency),
  );
}

async function runStep(ledger: Ledger, run: SequenceRun, step: Step, index: number, steps: Step[]) {
  const request = run.requestFor(step, index);
  if (!request) return;
  const context = `step ${index + 1} of ${steps.length}: ${JSON.stringify(step)}\n  sent ${request.method}(${JSON.stringify(request.input)})`;
  const expected = run.model.handle(request);
  const answer = await send(ledger, request);
  expect(observed(answer, expected, context), context).toEqual(expected);
  if ('result' in answer && answer.result.ok) {
    const { transfer } = answer.result;
    const entriesSum = transfer.entries.reduce((sum, entry) => sum + entry.amount, 0);
    expect(entriesSum, `${context}\n  sum of the transfer's entries`).toBe(0);
    if (answer.result.outcome === 'posted') run.model.recordPosted(request, transfer);
    if (transfer.code === 'win' && answer.result.outcome === 'posted' && transfer.entries.length >= 3)
      count('win split between cash and bonus');
  }
  count(outcomeLabel(run, request, expected));
  if (step.op === 'conflictingReplay' && expected.kind === 'rejected') count(`conflicting replay: ${expected.code}`);
  const ref = run.model.walletOf(request);
  if (ref) {
    await expectBalances(run, ref, context);
    if (run.model.wallet(ref).debt > 0) count('player in debt');
  }
}

/** Names what a step exercised, finely enough to show that every variant of every method ran. */
function outcomeLabel(run: SequenceRun, request: LedgerRequest, expected: Expected) {
  if (expected.kind === 'rejected') return `rejected ${expected.code}`;
  return `${expected.kind} ${request.method}${variantOf(run, request)}`;
}

function variantOf(run: SequenceRun, request: LedgerRequest) {
  switch (request.method) {
    case 'deposit':
      return request.input.feeMinor ? ' with fee' : ' without fee';
    case 'adjust':
      return request.input.amountMinor > 0 ? ' credit' : ' debit';
    case 'win':
      return request.input.amountMinor === 0 ? ' of zero' : '';
    case 'rollback': {
      const { source, referenceExternalId } = request.input;
      return ` of ${run.model.transferAt({ source, externalId: referenceExternalId })?.code}`;
    }
    default:
      return '';
  }
}

/**
 * Sequences share the database: each has its own players and keys, and the shared house accounts
 * carry on from one sequence to the next. The ledger is emptied every few sequences all the same,
 * because the check after each sequence reads every row (its cost grows with the tables), and
 * after any failed sequence, so that shrinking never inherits a broken ledger.
 */
const SEQUENCES_PER_RESET = 25;
let sequencesSinceReset = 0;
let ledgerMayBeBroken = false;

async function emptyLedgerWhenDue() {
  if (!ledgerMayBeBroken && sequencesSinceReset < SEQUENCES_PER_RESET) return;
  await sql`truncate ledger_holds, ledger_entries, ledger_reversals, ledger_transfers, ledger_accounts`.execute(
    database.kysely,
  );
  sequencesSinceReset = 0;
}

async function runSequence(steps: Step[]) {
  sequencesRun += 1;
  await emptyLedgerWhenDue();
  sequencesSinceReset += 1;
  ledgerMayBeBroken = true;
  const run = new SequenceRun(sequencesRun);
  const ledger = new Ledger(database.kysely, database.preparedQuery);
  for (const [index, step] of steps.entries()) await runStep(ledger, run, step, index, steps);

  for (const ref of run.walletRefs()) await expectBalances(run, ref, 'after the sequence');
  for (const player of PLAYER_INDEXES) {
    const playerId = run.playerId(player);
    const page = await listPlayerTransfers(database.kysely, playerId, { limit: SEQUENCE_LENGTH_MAX });
    const listed = page.items.map((item) => `${item.code} ${item.currency}`);
    const predicted = run.model.history
      .filter((entry) => entry.playerId === playerId)
      .map((entry) => `${entry.code} ${entry.currency}`)
      .reverse();
    expect(listed, `history of player ${playerId}, newest first`).toEqual(predicted);
  }
  const report = await checkLedger(database.kysely);
  expect(report.ok, formatLedgerCheck(report)).toBe(true);
  ledgerMayBeBroken = false;
}

describe('the ledger against its model', () => {
  it(
    `answers and balances match the model over ${SEQUENCE_COUNT} random sequences, each leaving the ledger check clean`,
    async () => {
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(
          fc.array(stepArbitrary, { minLength: 1, maxLength: SEQUENCE_LENGTH_MAX, size: 'max' }),
          runSequence,
        ),
        { numRuns: SEQUENCE_COUNT, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const steps = [...coverage.entries()].filter(
        ([label]) => !label.startsWith('player') && !label.startsWith('win '),
      );
      const stepCount = steps.reduce((sum, [, seen]) => sum + seen, 0);
      console.info(
        `ledger model on ${testDatabaseEngine()}: ${sequencesRun} sequences, ${stepCount} steps in ${seconds} s\n` +
          [...coverage.entries()]
            .sort()
            .map(([label, seen]) => `  ${label}: ${seen}`)
            .join('\n'),
      );
      if (SEQUENCE_COUNT < SEQUENCES_FOR_COVERAGE_MIN) return;
      const required = [
        'posted deposit with fee',
        'posted deposit without fee',
        'posted holdWithdrawal',
        'posted payWithdrawal',
        'posted cancelWithdrawal',
        'posted bet',
        'posted win',
        'posted win of zero',
        'win split between cash and bonus',
        'posted rollback of bet',
        'posted rollback of win',
        'posted grantBonus',
        'posted convertBonus',
        'posted forfeitBonus',
        'posted payRacePrize',
        'posted adjust credit',
        'posted adjust debit',
        'posted clawBack',
        'player in debt',
        'replayed bet',
        'replayed win',
        'replayed deposit with fee',
        'replayed rollback of win',
        'replayed holdWithdrawal',
        'conflicting replay: IDEMPOTENCY_CONFLICT',
        'rejected INSUFFICIENT_FUNDS',
        'rejected HOLD_NOT_FOUND',
        'rejected HOLD_ALREADY_RESOLVED',
        'rejected TRANSFER_NOT_FOUND',
        'rejected NOT_REVERSIBLE',
        'rejected ALREADY_REVERSED',
        'throws payWithdrawal',
        'throws holdWithdrawal',
      ];
      expect(required.filter((label) => !coverage.get(label))).toEqual([]);
    },
    SUITE_TIMEOUT_MS,
  );
});
