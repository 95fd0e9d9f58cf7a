import { randomBytes } from 'node:crypto';
import type { ListenOnChannel, NotificationListener } from '@vauhti/db';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { Logger } from 'pino';
import type { LiveEnvelope, LiveTransport, LiveTransportReceiver } from './live-transport';
import { decodeEnvelope, encodeEnvelope, NotificationAssembler, splitIntoNotifications } from './notify-chunks';

const RETRY_DELAY_MS_BASE = 500;
const RETRY_DELAY_MS_MAX = 30_000;
/**
 * How long notifications wait to share one statement. Every wallet posting publishes a balance,
 * and a round trip per event was the wallet's third; gathered, a busy instance sends one
 * statement for many events, at the cost of this much delay for the other instances' sockets.
 */
export const NOTIFY_BATCH_WINDOW_MS = 5;
/** Notifications in one statement at most (each under 8000 bytes). */
const NOTIFY_BATCH_PARTS_MAX = 64;

type PendingNotification = { parts: string[]; settle: { resolve(): void; reject(error: unknown): void } };

export type PostgresTransportOptions = {
  db: QueryExecutorProvider;
  listen: ListenOnChannel;
  /** One channel per platform schema: every instance on the database listens and notifies there. */
  channel: string;
  log: Logger;
};

/**
 * Fan-out between platform processes through PostgreSQL LISTEN/NOTIFY. Notifications go out
 * through the ordinary pool; one dedicated session listens. When that session is lost the
 * transport listens again with a growing delay and then reports a gap, because whatever other
 * instances published meanwhile did not arrive.
 */
export class PostgresNotifyTransport implements LiveTransport {
  readonly kind = 'postgres';
  /** Marks this instance's notifications, which it hears too and skips. */
  private readonly origin = randomBytes(8).toString('hex');
  private readonly assembler = new NotificationAssembler();
  private nextMessageId = 0;
  private receiver: LiveTransportReceiver | undefined;
  private listener: NotificationListener | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryAttempt = 0;
  private missedNotifications = false;
  private stopped = true;
  private pending: PendingNotification[] = [];
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PostgresTransportOptions) {}

  async start(receiver: LiveTransportReceiver) {
    this.receiver = receiver;
    this.stopped = false;
    await this.listen();
  }

  /** Resolves once the envelope is committed as notifications (with whatever shared its statement). */
  send(envelope: LiveEnvelope): Promise<void> {
    this.nextMessageId += 1;
    const parts = splitIntoNotifications(this.origin, this.nextMessageId, encodeEnvelope(envelope));
    return new Promise((resolve, reject) => {
      this.pending.push({ parts, settle: { resolve, reject } });
      this.flushTimer ??= setTimeout(() => this.flush(), NOTIFY_BATCH_WINDOW_MS);
    });
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.flushTimer);
    await this.flush();
    clearTimeout(this.retryTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.close();
  }

  /**
   * Sends what waits, in statements of at most NOTIFY_BATCH_PARTS_MAX notifications. One statement
   * is one transaction: the parts of a split message, which always share a statement, are
   * delivered together and in order.
   */
  private async flush() {
    this.flushTimer = undefined;
    const waiting = this.pending;
    this.pending = [];
    let batch: PendingNotification[] = [];
    let partCount = 0;
    const batches: PendingNotification[][] = [];
    for (const notification of waiting) {
      if (batch.length > 0 && partCount + notification.parts.length > NOTIFY_BATCH_PARTS_MAX) {
        batches.push(batch);
        batch = [];
        partCount = 0;
      }
      batch.push(notification);
      partCount += notification.parts.length;
    }
    if (batch.length > 0) batches.push(batch);
    await Promise.all(batches.map((notifications) => this.notify(notifications)));
  }

  private async notify(notifications: PendingNotification[]) {
    const parts = notifications.flatMap((notification) => notification.parts);
    const { channel } = this.options;
    try {
      // unnest yields the parts in array order, the order the listener reassembles them in.
      await sql`select pg_notify(${channel}, part) from unnest(${parts}::text[]) as part`.execute(this.options.db);
      for (const notification of notifications) notification.settle.resolve();
    } catch (error) {
      for (const notification of notifications) notification.settle.reject(error);
    }
  }

  private async listen() {
    try {
      const listener = await this.options.listen(this.options.channel, {
        onNotification: (payload) => this.receive(payload),
        onLost: (error) => this.lost(error),
      });
      if (this.stopped) {
        await listener.close();
        return;
      }
      this.listener = listener;
      this.retryAttempt = 0;
      if (this.missedNotifications) {
        this.missedNotifications = false;
        this.receiver?.onGap();
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'live: cannot listen for other instances; retrying');
      this.missedNotifications = true;
      this.scheduleRetry();
    }
  }

  private lost(error: Error) {
    this.options.log.warn({ err: error }, 'live: the listening session was lost; listening again');
    this.listener = undefined;
    this.missedNotifications = true;
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.stopped) return;
    const delay = Math.min(RETRY_DELAY_MS_MAX, RETRY_DELAY_MS_BASE * 2 ** this.retryAttempt);
    this.retryAttempt += 1;
    this.retryTimer = setTimeout(() => void this.listen(), delay);
    this.retryTimer.unref();
  }

  private receive(payload: string) {
    const received = this.assembler.accept(payload);
    if (!received || received.origin === this.origin) return;
    const envelope = decodeEnvelope(received.text);
    if (envelope) this.receiver?.onEnvelope(envelope);
  }
}
