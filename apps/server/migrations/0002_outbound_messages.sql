-- E-mail and SMS waiting to leave, and those that left. Every message is written here first, in
-- the transaction of the event that caused it, so none is lost on a crash; a dispatcher delivers
-- them when a transport is configured. Without one (development) they stay 'held' and the dev
-- mailbox page shows them.
create table outbound_messages (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body_text text not null,
  body_html text,
  purpose text not null,
  player_id bigint,
  status text not null default 'pending' check (status in ('pending', 'held', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbound_messages_due on outbound_messages (next_attempt_at) where status = 'pending';
create index outbound_messages_recipient on outbound_messages (recipient, id desc);
