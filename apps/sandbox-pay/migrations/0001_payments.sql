-- The payment provider's own records: transactions and their state machine, saved instruments,
-- the outbox of merchant calls (transfer, cancel), 3-D Secure collect references and the
-- identities pay-and-play banks return. Amounts are integer minor units.

create table transactions (
  -- Decimal digits, as PaymentIQ's txIds are.
  tx_id text primary key,
  merchant_id text not null,
  -- The platform's player id; `pnp-<txId>` for a pay-and-play deposit until the bank identifies the payer.
  user_id text not null,
  kind text not null check (kind in ('deposit', 'withdrawal')),
  method text not null,
  amount bigint not null check (amount > 0),
  fee bigint not null default 0 check (fee >= 0),
  currency char(3) not null,
  state text not null check (state in ('WAITING_INPUT', 'WAITING_APPROVAL', 'SUCCESSFUL', 'FAILED', 'CANCELLED')),
  -- SHA-256 of the random token that opens this transaction's provider page; the token itself is never stored.
  page_token_hash text,
  -- The provider page the player must complete while WAITING_INPUT.
  redirect_url text,
  redirect_kind text,
  frame_height text,
  page_kind text check (page_kind in ('threeds-challenge', 'bank', 'ewallet', 'paynplay')),
  -- When the player acted on the page; a page is acted on once.
  page_done_at timestamptz,
  -- Card test outcome key (first six and last four digits) or the bank chosen on the page.
  outcome_key text,
  masked_account text,
  -- MM/YY of a card, kept so a stored card shows it; the number itself is only kept masked.
  card_expiry text,
  instrument_id text,
  store_instrument boolean not null default false,
  bonus_code text,
  merchant_tx_id text,
  auth_code text,
  error_code text,
  error_message text,
  three_ds_reference text,
  session_id text,
  locale text not null,
  return_url text,
  failure_url text,
  ip_addr text,
  -- WAITING_INPUT: when the page expires; WAITING_APPROVAL: when the payout is approved automatically.
  due_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index transactions_user on transactions (user_id, created_at desc);
create index transactions_due on transactions (due_at) where state in ('WAITING_INPUT', 'WAITING_APPROVAL');
create index transactions_updated on transactions (updated_at);
create unique index transactions_merchant_tx on transactions (merchant_id, merchant_tx_id) where merchant_tx_id is not null;

-- Saved cards and accounts: only the masked form (411111******1111) and a card's expiry.
create table instruments (
  instrument_id text primary key,
  user_id text not null,
  method text not null,
  masked_account text not null,
  expiry text,
  -- The card's test outcome key (first six and last four digits), so a saved card behaves as the card did.
  outcome_key text,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  unique (user_id, method, masked_account)
);

-- Every transfer and cancel is written here in the transaction that changes the state, and
-- delivered until the platform answers: a crash or a down platform loses none.
create table merchant_calls (
  id bigint generated always as identity primary key,
  tx_id text not null references transactions (tx_id),
  call text not null check (call in ('transfer', 'cancel')),
  -- The body without ts; every attempt sends exactly these fields.
  body jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error text,
  answered_at timestamptz,
  answer jsonb,
  created_at timestamptz not null default now(),
  unique (tx_id, call)
);
create index merchant_calls_due on merchant_calls (next_attempt_at) where answered_at is null;

-- 3-D Secure 2 device data collection ("collect") before a card transaction.
create table threeds_references (
  reference_id text primary key,
  user_id text not null,
  card_number_prefix text not null,
  collected_at timestamptz,
  created_at timestamptz not null default now()
);

-- What a pay-and-play bank returned about the payer.
create table paynplay_identities (
  tx_id text primary key references transactions (tx_id),
  first_name text not null,
  last_name text not null,
  national_id text not null,
  birth_date text not null,
  street text not null,
  city text not null,
  zip text not null,
  country text not null,
  email text,
  created_at timestamptz not null default now()
);
