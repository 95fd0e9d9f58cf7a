import type { ColumnType, Generated } from 'kysely';

export type MessageChannel = 'email' | 'sms';
export type MessageStatus = 'pending' | 'held' | 'sent' | 'failed';

export type OutboundMessagesTable = {
  id: Generated<number>;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  /** E-mail only: where answers go when it is not the sender (a contact request's author). */
  reply_to: string | null;
  body_text: string;
  body_html: string | null;
  purpose: string;
  player_id: number | null;
  status: Generated<MessageStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  created_at: ColumnType<Date, never, never>;
  sent_at: Date | null;
  /** Until then a dispatcher is sending it; past it another may claim it (migration 0014). */
  leased_until: Date | null;
  /** The body with its secrets replaced; it becomes the body once the message is sent or failed. */
  redacted_body_text: string | null;
  redacted_body_html: string | null;
};

export type MessagingTables = { outbound_messages: OutboundMessagesTable };
