-- The game provider's own records: game sessions, rounds (with the engine state that lets an
-- unfinished hand resume after a restart), the outbox of seamless-wallet calls, and live tables.

create table sessions (
  id text primary key,
  mode text not null check (mode in ('real', 'demo')),
  game_code text not null,
  -- The platform's player id as authenticate returned it (JSON, so it goes back in the same type).
  player_id jsonb,
  -- The launch token goes back with every bet: the platform checks it is still valid.
  token text,
  currency char(3) not null,
  language text not null,
  country text,
  lobby_url text,
  -- Play money of a demo session; real sessions hold no balance, the platform's wallet does.
  demo_balance bigint check (demo_balance >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint sessions_mode_fields check (
    (mode = 'real' and player_id is not null and token is not null and demo_balance is null)
    or (mode = 'demo' and player_id is null and token is null and demo_balance is not null))
);

create table rounds (
  -- Paging order of the history: later rounds have larger numbers.
  seq bigint generated always as identity unique,
  id text primary key,
  session_id text not null references sessions (id),
  -- Whose round: the platform player id for real play, the session for demo play. An unfinished
  -- round is found again by this key and the game code when the player launches the game again.
  player_key text not null,
  mode text not null check (mode in ('real', 'demo')),
  game_code text not null,
  currency char(3) not null,
  -- betting: the first stake is on its way to the wallet; open: waiting for the player's action;
  -- closed: settled; cancelled: the stake was refused or rolled back, nothing was played.
  status text not null check (status in ('betting', 'open', 'closed', 'cancelled')),
  stake bigint not null check (stake >= 0),
  win bigint not null default 0 check (win >= 0),
  -- How many stakes (the first and any extra: double, split) have been debited; names the next
  -- bet's transaction id so each debit has its own.
  debits integer not null default 0,
  -- Bumped by every step; an action applies only to the version it was computed from, so two
  -- concurrent actions on one hand cannot both apply.
  version integer not null default 0,
  bet jsonb,
  state jsonb,
  view jsonb,
  summary text,
  started_at timestamptz not null default now(),
  closed_at timestamptz
);
-- One unfinished round per player and game; the index also settles two concurrent starts.
create unique index rounds_one_unfinished on rounds (player_key, game_code) where status in ('betting', 'open');
create index rounds_history on rounds (player_key, game_code, seq) where status = 'closed';

-- Every seamless-wallet call is written here before it is sent, so a crash loses none: a worker
-- retries wins and rollbacks until answered, and rolls back bets whose answer never came.
create table wallet_calls (
  id bigint generated always as identity primary key,
  transaction_id text not null unique,
  operation text not null check (operation in ('bet', 'win', 'rollback')),
  round_id text not null,
  -- The request body without ts (which is stamped at each attempt, then signed).
  body jsonb not null,
  -- pending: not answered yet; done: answered OK (or, for a rollback, UNKNOWN_TRANSACTION);
  -- rejected: a bet the wallet refused; unknown: a bet whose answer never came, rolled back.
  status text not null check (status in ('pending', 'done', 'rejected', 'unknown')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error text,
  answer jsonb,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index wallet_calls_due on wallet_calls (next_attempt_at) where status = 'pending';

-- A live table's round: the outcome is drawn when betting closes and kept, so every player and a
-- restarted process see the same one.
create table live_rounds (
  id text primary key,
  table_id text not null,
  round_number bigint not null,
  -- The drawn outcome (a pocket, a coup) every bet of the round is settled against.
  outcome jsonb not null,
  -- What the players are shown: the engine's view of the outcome.
  result jsonb not null,
  result_label text not null,
  drawn_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (table_id, round_number)
);

create table live_bets (
  id text primary key,
  table_id text not null,
  live_round_id text not null,
  round_number bigint not null,
  session_id text not null references sessions (id),
  player_id jsonb not null,
  currency char(3) not null,
  -- The wallet round of this player at this live round: all their bets in it, settled by one win.
  wallet_round_id text not null,
  stake bigint not null check (stake > 0),
  bet jsonb not null,
  -- betting: the stake is on its way to the wallet; accepted: debited; refused: the wallet said no
  -- or never answered (then rolled back); settled: paid (win may be 0).
  status text not null check (status in ('betting', 'accepted', 'refused', 'settled')),
  win bigint check (win >= 0),
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index live_bets_round on live_bets (table_id, round_number, status);
