-- Pay-and-play for a visitor (payments workflow, workflows/payments/paynplay-claims.ts): a logged-out
-- visitor in a pay-and-play country starts a deposit that has no player yet; the bank identifies
-- the payer, and the browser that started the deposit, and only that browser, may then log in as
-- the identified player once. The claim is the secret that browser holds in an http-only cookie;
-- only its SHA-256 is stored.
create table paynplay_claims (
  transaction_id bigint primary key references cashier_transactions (id),
  token_hash text not null check (length(token_hash) = 64),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- Set once, when the claim logs the identified player in; a claim is never used twice.
  claimed_at timestamptz,
  claimed_player_id bigint references players (id),
  claimed_session_id bigint references player_sessions (id),
  check ((claimed_at is null) = (claimed_player_id is null)),
  check (claimed_at is null or claimed_at >= created_at)
);
