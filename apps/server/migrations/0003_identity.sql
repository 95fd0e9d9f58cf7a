-- The identity domain: player accounts, their sessions, login throttles, one-time codes for
-- channel verification, password-reset tokens and an audit trail of account restrictions.
-- Every timestamp the domain decides (creation, expiry) is written from the application's clock,
-- not now(), so that tests can move time.

create table players (
  id bigint generated always as identity primary key,
  -- The public id (externalEcrId) shown to providers and on leaderboards instead of the key.
  external_id text not null unique,
  email text not null,
  password_hash text not null,
  -- 'self': signed up on the site; 'operator': created with the operator CLI or the demo seeder.
  origin text not null check (origin in ('self', 'operator')),
  currency char(3) not null,
  country_code char(2) not null,
  jurisdiction text not null,
  language text not null,
  user_status text not null default 'play' check (user_status in ('play', 'real')),
  user_category text not null default 'c1' check (user_category ~ '^c[1-9][0-9]?$'),
  terms_accepted_at timestamptz,
  first_name text,
  last_name text,
  birth_date date,
  street text,
  city text,
  zip text,
  phone text,
  gender text check (gender in ('male', 'female', 'other')),
  national_id text,
  nickname text,
  -- Registration step 2 (personal details) done; step 3 is a verified channel below.
  details_completed_at timestamptz,
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  paused_until timestamptz,
  self_excluded_until timestamptz,
  locked_at timestamptz,
  locked_reason text,
  real_money_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint players_email_normalized check (email = lower(email) and email = btrim(email)),
  constraint players_terms_accepted check (origin = 'operator' or terms_accepted_at is not null),
  -- The database's backstop for "an account is complete for every step it has passed": a player
  -- past step 2 has a name, and one who signed up themselves has every step-2 detail.
  constraint players_step_two_names check (details_completed_at is null or (first_name is not null and last_name is not null)),
  constraint players_step_two_details check (
    origin = 'operator' or details_completed_at is null or (
      birth_date is not null and street is not null and city is not null and zip is not null and phone is not null)),
  constraint players_lock_has_reason check ((locked_at is null) = (locked_reason is null)),
  constraint players_real_money check ((user_status = 'real') = (real_money_at is not null))
);
create unique index players_email_key on players (email);
-- One account per person: a national id is unique within its country.
create unique index players_national_id_key on players (country_code, national_id) where national_id is not null;
create unique index players_nickname_key on players (lower(nickname)) where nickname is not null;

-- Server-side sessions. The cookie holds a random token; only its SHA-256 is stored here.
create table player_sessions (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  token_hash text not null unique,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  idle_expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text,
  ip_address text,
  user_agent text,
  constraint player_sessions_revocation check ((revoked_at is null) = (revoked_reason is null)),
  constraint player_sessions_expiry_order check (idle_expires_at <= absolute_expires_at)
);
create index player_sessions_live_by_player on player_sessions (player_id) where revoked_at is null;

-- Consecutive failed logins per e-mail address (known or not, so that a lockout does not tell
-- which addresses have accounts). Keyed by the address's SHA-256: tried addresses of strangers
-- are not kept in the clear. A successful login deletes the row.
create table login_throttles (
  email_hash text primary key,
  consecutive_failures integer not null check (consecutive_failures >= 0),
  locked_until timestamptz,
  last_failure_at timestamptz not null
);

-- One-time codes of registration step 3. Only the latest open challenge of a player counts;
-- sending a new code supersedes the earlier ones.
create table player_otp_challenges (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  code_salt text not null,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  consumed_at timestamptz,
  superseded_at timestamptz
);
create index player_otp_challenges_by_player on player_otp_challenges (player_id, id desc);

create table password_reset_tokens (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  token_hash text not null unique,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_by_player on password_reset_tokens (player_id, created_at desc);

-- Who restricted or released an account, when and why: the trail a regulator asks for.
create table player_account_events (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id),
  event text not null,
  actor text not null check (actor in ('player', 'operator', 'system')),
  reason text,
  effective_until timestamptz,
  created_at timestamptz not null
);
create index player_account_events_by_player on player_account_events (player_id, id desc);
