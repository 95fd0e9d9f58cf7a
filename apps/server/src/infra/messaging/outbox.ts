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
};

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
    const row = await executor
      .insertInto('outbound_messages')
      .values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        reply_to: message.replyTo ?? null,
        body_text: message.bodyText,
        body_html: message.bodyHtml ?? null,
        purpose: message.purpose,
        player_id: message.playerId ?? null,
        status: this.deliverableChannels.has(message.channel) ? 'pending' : 'held',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
