-- Identity verification sessions (docs/payments-integration.md section 7): the merchant starts one
-- for a player, the player passes or fails the check on the provider's page, and the provider
-- sends the merchant the signed result until it answers. The page token is stored only as its
-- SHA-256, like the payment pages'.
create table identity_verifications (
  verification_id text primary key,
  merchant_id text not null,
  user_id text not null,
  first_name text,
  last_name text,
  birth_date text,
  country char(2) not null check (country ~ '^[A-Z]{2}$'),
  locale text not null,
  return_url text not null,
  page_token_hash text not null,
  state text not null check (state in ('WAITING_INPUT', 'APPROVED', 'REJECTED', 'EXPIRED')),
  reason text,
  document_type text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  decided_at timestamptz,
  -- The signed result to the merchant: set when decided, delivered until the merchant answers.
  result_attempts integer not null default 0,
  result_next_attempt_at timestamptz,
  result_answered_at timestamptz,
  result_answer jsonb,
  result_last_error text,
  constraint identity_verifications_decided check ((state in ('APPROVED', 'REJECTED')) = (result_next_attempt_at is not null))
);
create index identity_verifications_results_due on identity_verifications (result_next_attempt_at)
  where result_answered_at is null and result_next_attempt_at is not null;
