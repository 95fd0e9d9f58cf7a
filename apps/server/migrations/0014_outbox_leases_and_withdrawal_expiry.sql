-- Issue 15, items 7 and 8 (ADR 0023 for the outbox; ADR 0014 addendum for the expiry job).

-- The mail dispatcher claims a message with a lease (leased_until) in one short statement, sends it
-- with no transaction open, then marks it sent in another: an SMTP stall holds no connection, and a
-- message whose sender died is claimed again when the lease ends (at-least-once delivery).
alter table outbound_messages add column leased_until timestamptz;
-- A message carrying a secret (a one-time code, a reset link) keeps its body with the secret
-- replaced here. Once the message is sent, or has failed for good, this becomes the body and the
-- readable one is gone; null for a message without secrets.
alter table outbound_messages add column redacted_body_text text;
alter table outbound_messages add column redacted_body_html text;
alter table outbound_messages add constraint outbound_messages_redacted_html
  check (redacted_body_html is null or redacted_body_text is not null);

-- A second periodic job of the payments queue: withdrawals that never got a provider transaction id
-- (the provider was unreachable when they were made) are expired after WITHDRAWAL_EXPIRY_MS.
alter table payment_jobs drop constraint payment_jobs_kind_check;
alter table payment_jobs add constraint payment_jobs_kind_check check (kind in ('reconcile', 'expire_withdrawals'));
-- Both kinds are periodic: at most one pending job of each, so every instance may schedule them.
drop index payment_jobs_one_pending_reconcile;
create unique index payment_jobs_one_pending_per_kind on payment_jobs (kind) where done_at is null;
-- The expiry's candidates: open withdrawals the provider never named, oldest first.
create index cashier_transactions_unsent_withdrawals on cashier_transactions (created_at, id)
  where status = 'co_initiated' and provider_tx_id is null;
