import type { WalletAnswerEnvelope, WalletStatus } from '@vauhti/contracts/seamless-wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { toJson } from '../database/games-database';
import type { SandboxGamesTables, WalletCallsTable, WalletOperation } from '../database/tables';
import { type Balance, balanceOf } from './balance';
import type { WalletHttp } from './wallet-http';

export type GamesTransaction = Transaction<SandboxGamesTables>;
type WalletCallRow = Selectable<WalletCallsTable>;

export type QueuedCall = {
  operation: WalletOperation;
  transactionId: string;
  roundId: string;
  /** The request body without ts. */
  body: Record<string, unknown>;
};

export type BetResult =
  | { kind: 'accepted'; balance: Balance | null }
  | { kind: 'refused'; status: WalletStatus; balance: Balance | null }
  /** No answer: the bet is being rolled back, nothing is played. */
  | { kind: 'unavailable' };

export type SettlementResult = { kind: 'settled'; balance: Balance | null } | { kind: 'queued' };

/** Runs when a bet will not count (refused, or rolled back after no answer): cancel what it paid for. */
export type BetFailedHandler = (trx: GamesTransaction, call: QueuedCall) => Promise<void>;

export type WalletOutboxOptions = {
  kysely: Kysely<SandboxGamesTables>;
  http: WalletHttp;
  logger: FastifyBaseLogger;
  /** The per-call time-out; a bet still pending twice as long after it was written lost its answer. */
  callTimeoutMs: number;
  now?: () => number;
};

const RETRY_DELAY_MS_MIN = 1_000;
const RETRY_DELAY_MS_MAX = 60_000;
const WORKER_BATCH_SIZE_MAX = 50;
const WORKER_INTERVAL_MS = 1_000;
/** Retries go on for ever (wins are owed); past this many the log says so loudly. */
const ATTEMPTS_BEFORE_ALERT = 10;

/** Answers after which a win or rollback is finished: the platform has it (or, for a rollback, never saw the bet). */
const SETTLED_STATUSES: Record<'win' | 'rollback', WalletStatus[]> = {
  win: ['OK'],
  rollback: ['OK', 'UNKNOWN_TRANSACTION'],
};

/**
 * The outbox of seamless-wallet calls. Every call is written (in the caller's transaction) before
 * it is sent, so a crash loses none. A bet is sent once: an answer decides it, no answer (time-out,
 * 5xx) rolls it back. Wins and rollbacks are retried with back-off until the platform answers,
 * because a win is owed to the player and a rollback undoes a debit that may have happened.
 */
export class WalletOutbox {
  private readonly now: () => number;
  private readonly betFailedHandlers: BetFailedHandler[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: WalletOutboxOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Lets the owner of a staked thing (a round, a live bet) undo it when its bet fails. */
  onBetFailed(handler: BetFailedHandler) {
    this.betFailedHandlers.push(handler);
  }

  /** Writes a call to send; run it in the transaction that records what the call pays for. */
  async enqueue(trx: GamesTransaction, call: QueuedCall): Promise<void> {
    await trx
      .insertInto('wallet_calls')
      .values({
        transaction_id: call.transactionId,
        operation: call.operation,
        round_id: call.roundId,
        body: toJson(call.body),
        status: 'pending',
        // Until then the call belongs to the request that sends it; afterwards the worker takes it.
        next_attempt_at: new Date(this.now() + 2 * this.options.callTimeoutMs),
      })
      .execute();
  }

  /**
   * Sends a queued bet. `accepted` runs in the transaction that marks it done, so what the bet paid
   * for is recorded together with the debit, or (after a crash) the bet is rolled back instead.
   */
  async sendBet(call: QueuedCall, accepted: (trx: GamesTransaction, balance: Balance | null) => Promise<void>) {
    const outcome = await this.options.http.call('bet', call.body);
    if (outcome.kind === 'unavailable') {
      this.options.logger.warn({ transactionId: call.transactionId, reason: outcome.reason }, 'bet unanswered');
      await this.abandonBet(call, outcome.reason);
      return { kind: 'unavailable' } satisfies BetResult;
    }
    const { answer } = outcome;
    const balance = balanceOf(answer);
    if (answer.status === 'OK') {
      const recorded = await this.options.kysely.transaction().execute(async (trx) => {
        if (!(await this.finish(trx, call.transactionId, 'done', answer))) return false;
        await accepted(trx, balance);
        return true;
      });
      // The worker gave up on this bet while it was on its way and rolled it back.
      return recorded ? ({ kind: 'accepted', balance } satisfies BetResult) : ({ kind: 'unavailable' } as const);
    }
    if (!isPlayerFacingRefusal(answer.status)) {
      this.options.logger.error({ transactionId: call.transactionId, answer }, 'wallet refused a bet as faulty');
    }
    await this.options.kysely.transaction().execute(async (trx) => {
      if (await this.finish(trx, call.transactionId, 'rejected', answer)) await this.runBetFailed(trx, call);
    });
    return { kind: 'refused', status: answer.status, balance } satisfies BetResult;
  }

  /** Sends a queued win or rollback now; when unanswered it stays queued for the worker. */
  async sendSettlement(transactionId: string): Promise<SettlementResult> {
    const row = await this.options.kysely
      .selectFrom('wallet_calls')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
    if (row.status !== 'pending') return { kind: 'settled', balance: readStoredBalance(row.answer) };
    return this.attemptSettlement(row);
  }

  /**
   * One pass of the worker: bets whose answer never came are rolled back; wins and rollbacks
   * that are due are sent again. Answers how many calls it handled.
   */
  async runDue(): Promise<number> {
    const due = await this.options.kysely
      .selectFrom('wallet_calls')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', new Date(this.now()))
      .orderBy('id')
      .limit(WORKER_BATCH_SIZE_MAX)
      .execute();
    for (const row of due) {
      if (row.operation === 'bet') {
        await this.abandonBet(toQueuedCall(row), 'no answer before the process stopped');
      } else {
        await this.attemptSettlement(row);
      }
    }
    return due.length;
  }

  /** Starts the worker: a pass every second, never two at once. */
  start() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runDue()
        .catch((error: unknown) => {
          this.options.logger.error({ err: error }, 'wallet outbox pass failed');
          return 0;
        })
        .finally(() => {
          this.running = undefined;
        });
    }, WORKER_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the worker and waits for calls on their way, so nothing is cut off by a close. */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await Promise.allSettled([...this.inFlight]);
  }

  private async attemptSettlement(row: WalletCallRow): Promise<SettlementResult> {
    const operation = row.operation as 'win' | 'rollback';
    const outcome = await this.options.http.call(operation, row.body);
    if (outcome.kind === 'answered') {
      const settled = SETTLED_STATUSES[operation].includes(outcome.answer.status);
      if (!settled) {
        // A win or rollback the platform refuses will be refused again: stop and make it visible.
        this.options.logger.error(
          { transactionId: row.transaction_id, answer: outcome.answer },
          `${operation} refused`,
        );
      }
      await this.finish(this.options.kysely, row.transaction_id, settled ? 'done' : 'rejected', outcome.answer);
      return { kind: 'settled', balance: balanceOf(outcome.answer) };
    }
    const attempts = row.attempts + 1;
    const log = attempts >= ATTEMPTS_BEFORE_ALERT ? 'error' : 'warn';
    this.options.logger[log](
      { transactionId: row.transaction_id, attempts, reason: outcome.reason },
      `${operation} unanswered`,
    );
    await this.options.kysely
      .updateTable('wallet_calls')
      .set({ attempts, last_error: outcome.reason, next_attempt_at: new Date(this.now() + retryDelayMs(attempts)) })
      .where('transaction_id', '=', row.transaction_id)
      .where('status', '=', 'pending')
      .execute();
    return { kind: 'queued' };
  }

  /** Marks a bet unanswered, queues its rollback and cancels what it paid for, all at once. */
  private async abandonBet(call: QueuedCall, reason: string) {
    const rollback: QueuedCall = {
      operation: 'rollback',
      transactionId: `${call.transactionId}:rollback`,
      roundId: call.roundId,
      body: {
        transactionId: `${call.transactionId}:rollback`,
        referenceTransactionId: call.transactionId,
        roundId: call.roundId,
        playerId: call.body.playerId,
        gameCode: call.body.gameCode,
      },
    };
    const abandoned = await this.options.kysely.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('wallet_calls')
        .set({ status: 'unknown', last_error: reason, completed_at: new Date(this.now()) })
        .where('transaction_id', '=', call.transactionId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return false;
      await this.enqueue(trx, rollback);
      await this.runBetFailed(trx, call);
      return true;
    });
    if (abandoned) this.track(this.sendSettlement(rollback.transactionId));
  }

  private async runBetFailed(trx: GamesTransaction, call: QueuedCall) {
    for (const handler of this.betFailedHandlers) await handler(trx, call);
  }

  /** Moves a pending call to its final status; false when another path finished it first. */
  private async finish(
    executor: Kysely<SandboxGamesTables> | GamesTransaction,
    transactionId: string,
    status: 'done' | 'rejected',
    answer: WalletAnswerEnvelope,
  ) {
    const result = await executor
      .updateTable('wallet_calls')
      .set({ status, answer: toJson(answer), completed_at: new Date(this.now()) })
      .where('transaction_id', '=', transactionId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  private track(promise: Promise<unknown>) {
    const tracked = promise.catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'wallet call failed');
    });
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }
}

/** Doubling from one second up to a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_DELAY_MS_MAX, RETRY_DELAY_MS_MIN * 2 ** Math.min(attempts - 1, 16));
}

function isPlayerFacingRefusal(status: WalletStatus) {
  return ['INSUFFICIENT_FUNDS', 'TOKEN_EXPIRED', 'PLAYER_BLOCKED', 'LIMIT_REACHED'].includes(status);
}

function toQueuedCall(row: WalletCallRow): QueuedCall {
  return { operation: row.operation, transactionId: row.transaction_id, roundId: row.round_id, body: row.body };
}

function readStoredBalance(answer: unknown): Balance | null {
  return typeof answer === 'object' && answer !== null && 'status' in answer
    ? balanceOf(answer as WalletAnswerEnvelope)
    : null;
}
