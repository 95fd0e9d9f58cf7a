-- The payments workflow (docs/payments-integration.md): the platform's cashier transactions, the
-- answers given to the provider's merchant calls, and the workflow's job queue (ADR 0014).
-- Timestamps are written from the application's clock, so that tests can move time.

-- One row per deposit or withdrawal the platform knows of, whether its own cashier started it
-- (channel internal or paynplay) or the provider's hosted cashier did (created at authorize).
-- Card data is never stored here: method is the provider's method key, and nothing else of the
-- instrument is kept.
create table cashier_transactions (
  id bigint generated always as identity primary key,
  -- Null only for a pay-and-play deposit whose payer the bank has not identified yet.
  player_id bigint references players (id),
  kind text not null check (kind in ('deposit', 'withdrawal')),
  channel text not null check (channel in ('internal', 'hosted', 'paynplay')),
  method text not null check (length(method) between 1 and 64),
  amount_minor bigint not null check (amount_minor > 0),
  fee_minor bigint not null default 0 check (fee_minor >= 0),
  currency char(3) not null,
  status text not null check (status in (
    'txn_initiated', 'txn_pending', 'txn_confirmed_success', 'txn_confirmed_failure',
    'co_initiated', 'co_success', 'co_failed')),
  provider_tx_id text unique,
  provider_state text check (provider_state in ('WAITING_INPUT', 'WAITING_APPROVAL', 'SUCCESSFUL', 'FAILED', 'CANCELLED')),
  auth_code text,
  bonus_code text,
  error_code text,
  error_message text,
  -- The ledger hold a withdrawal's amount sits in between authorize and transfer/cancel.
  hold_id bigint,
  -- The ledger transfer that settled it: the deposit credit or the withdrawal's paid/cancelled posting.
  ledger_transfer_id bigint,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint cashier_transactions_status_of_kind check (
    (kind = 'deposit') = (status like 'txn\_%'))
);
create index cashier_transactions_by_player on cashier_transactions (player_id, id desc) where player_id is not null;
create index cashier_transactions_open_withdrawals on cashier_transactions (player_id) where status = 'co_initiated';
create index cashier_transactions_by_update on cashier_transactions (updated_at);

-- The first answer to each merchant call (verifyuser is not recorded: it moves nothing). A repeat
-- with the same request_hash gets answer again; another payload under the same (call, tx_id) is
-- DUPLICATE_MISMATCH. Written in the same database transaction as the movement it answers for.
create table merchant_call_answers (
  call text not null check (call in ('authorize', 'transfer', 'cancel')),
  tx_id text not null,
  request_hash text not null,
  answer jsonb not null,
  created_at timestamptz not null,
  primary key (call, tx_id)
);

-- Background work of the workflow (ADR 0014): a job is claimed with `for update skip locked` and
-- a lease (locked_until), so a process that dies mid-job leaves it to be claimed again when the
-- lease ends; a failure is retried with back-off. Done jobs are kept (done_at) for the operator.
create table payment_jobs (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('reconcile')),
  run_at timestamptz not null,
  payload jsonb not null default '{}',
  attempts integer not null default 0,
  locked_until timestamptz,
  last_error text,
  done_at timestamptz,
  created_at timestamptz not null
);
create index payment_jobs_due on payment_jobs (run_at) where done_at is null;
-- At most one pending job of a periodic kind, so every instance can schedule it without doubling it.
create unique index payment_jobs_one_pending_reconcile on payment_jobs (kind) where done_at is null and kind = 'reconcile';
