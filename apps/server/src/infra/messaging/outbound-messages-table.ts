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
};

export type MessagingTables = { outbound_messages: OutboundMessagesTable };
