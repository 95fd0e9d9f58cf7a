import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type PayKysely, type PayTransaction, toJson } from '../database/pay-database';
import type { MerchantCallName } from '../database/tables';
import type { MerchantHttp } from './merchant-http';

export type MerchantOutboxOptions = {
  kysely: PayKysely;
  http: MerchantHttp;
  logger: FastifyBaseLogger;
  callTimeoutMs: number;
  now?: () => number;
};

const RETRY_DELAY_MS_MIN = 1_000;
const RETRY_DELAY_MS_MAX = 5 * 60_000;
const DELIVERY_BATCH_SIZE_MAX = 50;
/** Retries go on for ever (the money has moved at the provider); past this many the log says so loudly. */
const ATTEMPTS_BEFORE_ALERT = 10;

/**
 * The outbox of transfer and cancel calls. A call is written in the transaction that changes the
 * transaction's state, then delivered until the platform answers — at once, and by the worker after
 * a failure or a restart. A call is claimed before it is sent (its next attempt moved past the
 * call's time-out), so the immediate send and the worker never send it at the same time.
 */
export class MerchantOutbox {
  private readonly now: () => number;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly options: MerchantOutboxOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Writes a call to deliver; run it in the transaction that records the state it reports. */
  async enqueue(trx: PayTransaction, txId: string, call: MerchantCallName, body: Record<string, unknown>) {
    await trx
      .insertInto('merchant_calls')
      .values({ tx_id: txId, call, body: toJson(body), next_attempt_at: new Date(this.now()) })
      .onConflict((conflict) => conflict.columns(['tx_id', 'call']).doNothing())
      .execute();
  }

  /** Delivers a transaction's queued call now; when unanswered it stays queued for the worker. */
  async deliverNow(txId: string, call: MerchantCallName): Promise<boolean> {
    const claimed = await this.claim((trx) =>
      this.dueCalls(trx).where('tx_id', '=', txId).where('call', '=', call).execute(),
    );
    const row = claimed[0];
    return row ? this.attempt(row) : false;
  }

  /** Starts a delivery without waiting for it; drain() waits for it. */
  deliverSoon(txId: string, call: MerchantCallName) {
    this.track(this.deliverNow(txId, call));
  }

  /** One pass of the worker: every call that is due is attempted once. Answers how many. */
  async deliverDue(): Promise<number> {
    const claimed = await this.claim((trx) =>
      this.dueCalls(trx).orderBy('id').limit(DELIVERY_BATCH_SIZE_MAX).execute(),
    );
    for (const row of claimed) await this.attempt(row);
    return claimed.length;
  }

  /** Waits for deliveries on their way. */
  async drain() {
    await Promise.allSettled([...this.inFlight]);
  }

  /** Unanswered calls whose next attempt is due, locked; rows another session holds are skipped. */
  private dueCalls(trx: PayTransaction) {
    return trx
      .selectFrom('merchant_calls')
      .select('id')
      .where('answered_at', 'is', null)
      .where('next_attempt_at', '<=', new Date(this.now()))
      .forUpdate()
      .skipLocked();
  }

  /**
   * Claims calls: `for update skip locked` keeps two processes on one PostgreSQL server apart, and
   * moving next_attempt_at past the call's time-out keeps this process's own senders apart.
   */
  private async claim(select: (trx: PayTransaction) => Promise<{ id: number }[]>): Promise<ClaimedCall[]> {
    const leaseUntil = new Date(this.now() + this.options.callTimeoutMs + RETRY_DELAY_MS_MIN);
    return this.options.kysely.transaction().execute(async (trx) => {
      const ids = (await select(trx)).map((row) => row.id);
      if (ids.length === 0) return [];
      return trx
        .updateTable('merchant_calls')
        .set({ next_attempt_at: leaseUntil, attempts: sql<number>`attempts + 1` })
        .where('id', 'in', ids)
        .returning(['id', 'tx_id', 'call', 'body', 'attempts'])
        .execute();
    });
  }

  private async attempt(row: ClaimedCall): Promise<boolean> {
    const outcome = await this.options.http.call(row.call, row.body, this.options.callTimeoutMs);
    if (outcome.kind === 'answered') {
      if (outcome.body.success !== true) {
        // A refused transfer or cancel will be refused again: keep the answer and make it visible.
        this.options.logger.error({ txId: row.tx_id, call: row.call, answer: outcome.body }, `${row.call} refused`);
      }
      await this.options.kysely
        .updateTable('merchant_calls')
        .set({ answered_at: new Date(this.now()), answer: toJson(outcome.body), last_error: null })
        .where('id', '=', row.id)
        .execute();
      return true;
    }
    const log = row.attempts >= ATTEMPTS_BEFORE_ALERT ? 'error' : 'warn';
    this.options.logger[log](
      { txId: row.tx_id, call: row.call, attempts: row.attempts, reason: outcome.reason },
      `${row.call} unanswered`,
    );
    await this.options.kysely
      .updateTable('merchant_calls')
      .set({ last_error: outcome.reason, next_attempt_at: new Date(this.now() + retryDelayMs(row.attempts)) })
      .where('id', '=', row.id)
      .where('answered_at', 'is', null)
      .execute();
    return false;
  }

  private track(promise: Promise<unknown>) {
    const tracked = promise.catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'merchant call delivery failed');
    });
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }
}

type ClaimedCall = {
  id: number;
  tx_id: string;
  call: MerchantCallName;
  body: Record<string, unknown>;
  attempts: number;
};

/** Doubling from one second up to five minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_DELAY_MS_MAX, RETRY_DELAY_MS_MIN * 2 ** Math.min(Math.max(attempts - 1, 0), 20));
}
