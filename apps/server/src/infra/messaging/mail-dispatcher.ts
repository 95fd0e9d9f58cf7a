import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MessagingTables } from './outbound-messages-table';

const POLL_INTERVAL_MS = 1_000;
const BATCH_SIZE_MAX = 20;
const ATTEMPTS_MAX = 5;
const RETRY_BASE_DELAY_MS = 5_000;

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

/**
 * Delivers pending e-mail over SMTP. It claims a batch with FOR UPDATE SKIP LOCKED, so several
 * platform processes can run it side by side; a failed send is retried with a growing delay and
 * marked failed after the last attempt. The outbox table is the queue: a restart loses nothing.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<MessagingTables>,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Logger,
  ) {}

  static fromSmtpUrl(db: Kysely<MessagingTables>, smtpUrl: string, from: string, log: Logger): MailDispatcher {
    return new MailDispatcher(db, nodemailer.createTransport(smtpUrl), from, log);
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

  /** Sends what is due now; returns how many messages were sent. */
  async deliverDue(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('outbound_messages')
        .selectAll()
        .where('status', '=', 'pending')
        .where('channel', '=', 'email')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('id')
        .limit(BATCH_SIZE_MAX)
        .forUpdate()
        .skipLocked()
        .execute();
      let sent = 0;
      for (const message of due) {
        try {
          await this.transport.sendMail({
            from: this.from,
            to: message.recipient,
            ...(message.reply_to ? { replyTo: message.reply_to } : {}),
            subject: message.subject ?? '',
            text: message.body_text,
            ...(message.body_html ? { html: message.body_html } : {}),
          });
          await trx
            .updateTable('outbound_messages')
            .set({ status: 'sent', sent_at: sql`now()`, attempts: message.attempts + 1 })
            .where('id', '=', message.id)
            .execute();
          sent += 1;
        } catch (error) {
          const attempts = message.attempts + 1;
          const delayMs = RETRY_BASE_DELAY_MS * 2 ** (attempts - 1);
          await trx
            .updateTable('outbound_messages')
            .set({
              attempts,
              status: attempts >= ATTEMPTS_MAX ? 'failed' : 'pending',
              last_error: String(error).slice(0, 500),
              next_attempt_at: sql`now() + ${`${delayMs} milliseconds`}::interval`,
            })
            .where('id', '=', message.id)
            .execute();
          this.log.warn({ messageId: message.id, attempts }, 'mail delivery failed');
        }
      }
      return sent;
    });
  }
}
