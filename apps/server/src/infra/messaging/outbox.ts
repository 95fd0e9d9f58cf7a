import type { Kysely } from 'kysely';
import type { MessageChannel, MessagingTables } from './outbound-messages-table';

export type OutboundMessage = {
  channel: MessageChannel;
  recipient: string;
  /** E-mail only. */
  subject?: string;
  /** E-mail only: the address answers go to, when not the sender's. */
  replyTo?: string;
  bodyText: string;
  bodyHtml?: string;
  /** What the message is for ('otp', 'password_reset', ...), for the mailbox and for audits. */
  purpose: string;
  playerId?: number;
  /**
   * Parts of the body that must not stay readable once the message has left (a one-time code, a
   * reset link): the stored row keeps the body with each replaced by REDACTED_SECRET after sending.
   */
  secrets?: readonly string[];
};

/** What a secret reads as in a message that was sent. */
export const REDACTED_SECRET = '[removed once sent]';

/**
 * Mail and SMS leave through here. A message is stored before anything is sent; the dispatcher
 * delivers it when a transport for its channel is configured, otherwise it is held for the dev
 * mailbox. Pass the caller's transaction so the message exists exactly when the event does.
 */
export class Outbox {
  constructor(
    private readonly db: Kysely<MessagingTables>,
    private readonly deliverableChannels: ReadonlySet<MessageChannel>,
  ) {}

  async enqueue(message: OutboundMessage, executor: Kysely<MessagingTables> = this.db): Promise<number> {
    const secrets = message.secrets ?? [];
    const row = await executor
      .insertInto('outbound_messages')
      .values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        reply_to: message.replyTo ?? null,
        body_text: message.bodyText,
        body_html: message.bodyHtml ?? null,
        redacted_body_text: secrets.length === 0 ? null : redact(message.bodyText, secrets),
        redacted_body_html:
          secrets.length === 0 || message.bodyHtml === undefined ? null : redact(message.bodyHtml, secrets),
        purpose: message.purpose,
        player_id: message.playerId ?? null,
        status: this.deliverableChannels.has(message.channel) ? 'pending' : 'held',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

/** The text with every secret replaced; a secret the text does not contain is a caller's bug. */
export function redact(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    if (secret.length === 0 || !text.includes(secret)) {
      throw new Error('a message secret must be a non-empty part of its body');
    }
    redacted = redacted.replaceAll(secret, REDACTED_SECRET);
  }
  return redacted;
}
