import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MessagingTables, OutboundMessagesTable } from './outbound-messages-table';

const POLL_INTERVAL_MS = 1_000;
/** Messages sent in one poll at most; the rest wait for the next. */
const BATCH_SIZE_MAX = 20;
const ATTEMPTS_MAX = 5;
const RETRY_BASE_DELAY_MS = 5_000;
/** One send may take this long before it counts as failed (SMTP connect, greeting and data). */
export const SEND_TIMEOUT_MS = 60_000;
/** A claimed message is this dispatcher's for this long: longer than a send may take. */
export const LEASE_MS = 2 * SEND_TIMEOUT_MS;

export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
};

type OutboundMessageRow = Selectable<OutboundMessagesTable>;

/**
 * Delivers pending e-mail over SMTP, at least once. No database transaction is open while a
 * message is sent: a message is claimed with a lease in one statement (`for update skip locked`,
 * so several platform processes can run side by side), sent, then marked sent in another, which
 * also replaces the body by its redacted copy so no one-time code or reset link stays readable.
 * An SMTP stall therefore never holds a connection (the embedded database has only one). A
 * dispatcher that dies mid-send leaves the lease to run out; another then sends the message again.
 * A failed send is retried with a growing delay and marked failed after the last attempt. The
 * outbox table is the queue: a restart loses nothing.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<MessagingTables>,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Logger,
    private readonly limits: { sendTimeoutMs: number; leaseMs: number } = {
      sendTimeoutMs: SEND_TIMEOUT_MS,
      leaseMs: LEASE_MS,
    },
  ) {}

  static fromSmtpUrl(db: Kysely<MessagingTables>, smtpUrl: string, from: string, log: Logger): MailDispatcher {
    return new MailDispatcher(db, nodemailer.createTransport(withSmtpTimeouts(smtpUrl)), from, log);
  }

  start() {
    this.timer = setInterval(() => {
      this.running ??= this.deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'mail dispatch failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, POLL_INTERVAL_MS);
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Sends what is due now, one claimed message at a time; returns how many messages were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (let claimed = 0; claimed < BATCH_SIZE_MAX; claimed += 1) {
      const message = await this.claim();
      if (!message) break;
      if (await this.deliver(message)) sent += 1;
    }
    return sent;
  }

  /**
   * Leases the oldest due e-mail: pending, due, and not leased by a live dispatcher. One
   * statement, so its row lock lasts only as long as the statement; the lease keeps others off.
   */
  private async claim(): Promise<OutboundMessageRow | undefined> {
    const leaseInterval = `${this.limits.leaseMs} milliseconds`;
    return this.db
      .updateTable('outbound_messages')
      .set((eb) => ({
        leased_until: sql<Date>`now() + ${leaseInterval}::interval`,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('outbound_messages')
          .select('id')
          .where('status', '=', 'pending')
          .where('channel', '=', 'email')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where((inner) =>
            inner.or([inner('leased_until', 'is', null), inner('leased_until', '<=', sql<Date>`now()`)]),
          )
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Sends one claimed message with no transaction open, then records the outcome. */
  private async deliver(message: OutboundMessageRow): Promise<boolean> {
    // The attempts count includes this claim: past the last one, a dispatcher died on that attempt.
    if (message.attempts > ATTEMPTS_MAX) {
      await this.recordFailure(message, 'the last attempt ended without an outcome (lease ran out)');
      return false;
    }
    try {
      await withTimeout(
        this.transport.sendMail({
          from: this.from,
          to: message.recipient,
          ...(message.reply_to ? { replyTo: message.reply_to } : {}),
          subject: message.subject ?? '',
          text: message.body_text,
          ...(message.body_html ? { html: message.body_html } : {}),
        }),
        this.limits.sendTimeoutMs,
      );
    } catch (error) {
      await this.recordFailure(message, String(error));
      this.log.warn({ messageId: message.id, attempts: message.attempts }, 'mail delivery failed');
      return false;
    }
    await this.markSent(message.id);
    return true;
  }

  /** Sent: the redacted body replaces the readable one, whoever sent it (a lease may have run out). */
  private async markSent(id: number) {
    await sql`
      update outbound_messages
      set status = 'sent', sent_at = now(), leased_until = null, last_error = null, ${REDACT_BODY}
      where id = ${id} and status <> 'sent'`.execute(this.db);
  }

  /**
   * Releases the message for a later attempt, or marks it failed (redacted: it will never leave).
   * Only while this claim is the latest: a dispatcher whose lease ran out does not undo the next one's work.
   */
  private async recordFailure(message: OutboundMessageRow, error: string) {
    const delayMs = RETRY_BASE_DELAY_MS * 2 ** (Math.min(message.attempts, ATTEMPTS_MAX) - 1);
    const failed = message.attempts >= ATTEMPTS_MAX;
    await sql`
      update outbound_messages
      set status = ${failed ? 'failed' : 'pending'}, leased_until = null, last_error = ${error.slice(0, 500)},
        next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval ${failed ? sql`, ${REDACT_BODY}` : sql``}
      where id = ${message.id} and status = 'pending' and attempts = ${message.attempts}`.execute(this.db);
  }
}

/** The readable body gives way to its redacted copy (a message without secrets keeps its body). */
const REDACT_BODY = sql`
  body_text = coalesce(redacted_body_text, body_text),
  body_html = case when redacted_body_text is null then body_html else redacted_body_html end,
  redacted_body_text = null, redacted_body_html = null`;

/** nodemailer waits an hour on a silent socket by default; settings the URL names itself win. */
function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(SEND_TIMEOUT_MS));
  }
  return url.toString();
}

/** Rejects when the send has not settled within the time-out (the send itself may still finish). */
async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
