-- The cashier domain (src/domains/cashier): cashier sessions, responsible-gaming deposit limits,
-- the player's KYC document state and the affiliate link a player arrived with. Timestamps are
-- written from the application's clock, so that tests can move time.

-- A cashier session is the sessionId the hosted cashier is opened with and the provider sends back
-- in verifyuser. Only the SHA-256 of the id is stored: a copy of the database opens no cashier.
-- A session issued from a login dies with it; an operator-issued one (ops cashier-session) has no
-- login and lives by its own expiry.
create table cashier_sessions (
  id text primary key check (id ~ '^[0-9a-f]{64}$'),
  player_id bigint not null references players (id),
  web_session_id bigint references player_sessions (id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint cashier_sessions_lifetime check (expires_at > created_at)
);
create index cashier_sessions_by_player on cashier_sessions (player_id);
create index cashier_sessions_by_web_session on cashier_sessions (web_session_id) where web_session_id is not null;

-- Deposit limits per rolling period, in the player's currency. A decrease applies at once; an
-- increase or a removal waits 24 hours in the pending columns and is applied when first read after
-- that (deposit-limit-rules.ts).
create table deposit_limits (
  player_id bigint not null references players (id),
  period text not null check (period in ('daily', 'weekly', 'monthly')),
  currency char(3) not null,
  value_minor bigint not null check (value_minor > 0),
  pending_value_minor bigint check (pending_value_minor > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz not null,
  primary key (player_id, period),
  -- A pending value without its moment would never apply.
  -- (pending_effective_at set with pending_value_minor null is a pending removal.)
  constraint deposit_limits_pending check (pending_value_minor is null or pending_effective_at is not null)
);

-- The player's identity and address document checks, and whether compliance demands a
-- third-party identity verification before any cashier opens. No row: nothing started.
create table player_kyc (
  player_id bigint primary key references players (id),
  identity_status text not null default 'not_started'
    check (identity_status in ('not_started', 'pending', 'verified', 'rejected')),
  address_status text not null default 'not_started'
    check (address_status in ('not_started', 'pending', 'verified', 'rejected')),
  third_party_required boolean not null default false,
  updated_at timestamptz not null
);

-- The affiliate link a player registered through (spec part 1 section 3: affiliateLinkID); decides
-- the play-money minimum deposit of campaign players.
create table player_affiliate_links (
  player_id bigint primary key references players (id),
  affiliate_link_id text not null check (length(affiliate_link_id) between 1 and 100),
  recorded_at timestamptz not null
);
