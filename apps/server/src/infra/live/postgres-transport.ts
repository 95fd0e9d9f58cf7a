import { randomBytes } from 'node:crypto';
import type { ListenOnChannel, NotificationListener } from '@vauhti/db';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { Logger } from 'pino';
import type { LiveEnvelope, LiveTransport, LiveTransportReceiver } from './live-transport';
import { decodeEnvelope, encodeEnvelope, NotificationAssembler, splitIntoNotifications } from './notify-chunks';

const RETRY_DELAY_MS_BASE = 500;
const RETRY_DELAY_MS_MAX = 30_000;

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

  constructor(private readonly options: PostgresTransportOptions) {}

  async start(receiver: LiveTransportReceiver) {
    this.receiver = receiver;
    this.stopped = false;
    await this.listen();
  }

  async send(envelope: LiveEnvelope) {
    this.nextMessageId += 1;
    const parts = splitIntoNotifications(this.origin, this.nextMessageId, encodeEnvelope(envelope));
    const { channel } = this.options;
    // One statement is one transaction: all parts of a split message are delivered together.
    await (parts.length === 1
      ? sql`select pg_notify(${channel}, ${parts[0]})`.execute(this.options.db)
      : sql`select pg_notify(${channel}, part) from unnest(${parts}::text[]) as part`.execute(this.options.db));
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.close();
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
