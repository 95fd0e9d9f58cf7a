-- The games domain: the catalogue imported from the game provider, the platform's own lobby
-- configuration, and each player's favourite games (docs/games-integration.md sections 1 and 6).
-- Timestamps are written from the application's clock, not now(), so that tests can move time.

-- Studios (the site's "providers") of the imported feed. A studio missing from the feed turns
-- inactive rather than disappearing: its games keep their reference.
create table game_studios (
  code text primary key check (code ~ '^[a-z0-9][a-z0-9_-]{0,59}$'),
  name text not null check (length(name) between 1 and 200),
  active boolean not null,
  updated_at timestamptz not null
);

-- One row per game the provider ever offered. Games no longer in the feed become inactive, never
-- deleted: favourites and round history keep their codes, and the launch path stays reserved.
-- feed_checksum is the SHA-256 of the imported record, so an unchanged game is not rewritten.
create table games (
  code text primary key check (code ~ '^[a-z0-9][a-z0-9_-]{0,99}$'),
  name text not null check (length(name) between 1 and 200),
  studio_code text not null references game_studios (code),
  engine text not null check (engine ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  category text not null check (category in ('slots', 'table', 'video-poker', 'live')),
  theme text not null,
  volatility text not null check (volatility in ('low', 'medium', 'high')),
  rtp_basis_points integer not null check (rtp_basis_points between 0 and 10000),
  -- Stakes in minor units of currency, as the provider publishes them.
  min_stake bigint not null check (min_stake > 0),
  max_stake bigint not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  aspect_ratio integer not null,
  has_demo integer not null check (has_demo >= 0),
  -- An ISO calendar date (YYYY-MM-DD); text, so no driver turns it into a time zone's midnight.
  released_at text not null check (released_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  popularity integer not null check (popularity between 0 and 1000),
  tags jsonb not null,
  live_table_id text,
  -- The English slug is the launch path (gameLaunchUrlPath); every content language has a key.
  launch_path text not null check (launch_path ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  multilingual_url jsonb not null,
  -- Sanitised description HTML by language, as the feed gave it (English is always present).
  descriptions jsonb not null,
  active boolean not null,
  feed_checksum text not null,
  imported_at timestamptz not null,
  updated_at timestamptz not null,
  constraint games_stakes check (max_stake >= min_stake),
  -- Checked at commit: an import that swaps two games' paths passes through a moment of clash.
  constraint games_launch_path unique (launch_path) deferrable initially deferred
);
create index games_active_by_popularity on games (popularity desc, code) where active;

-- Where the imported art and logos live, as the last feed gave them: one row.
create table game_catalogue_state (
  id boolean primary key default true check (id),
  provider text not null,
  game_path text not null,
  provider_logo_path text not null,
  imported_at timestamptz not null
);

-- The platform's lobbies (the casino tabs) and the game groups inside them (sub-tabs), loaded
-- from the seed in src/domains/games/lobby-seed.ts. A group's games are not stored: its rule
-- (JSON: categories, engines, tags, volatility, release window, order, limit) selects them from
-- the active catalogue whenever the catalogue is built.
create table game_lobbies (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,59}$'),
  name text not null,
  sort_order integer not null,
  multilingual_url jsonb not null,
  updated_at timestamptz not null
);

create table game_groups (
  lobby_id text not null references game_lobbies (id) on delete cascade,
  id text not null check (id ~ '^[a-z0-9][a-z0-9_-]{0,59}$'),
  name text not null,
  sort_order integer not null,
  multilingual_url jsonb not null,
  rule jsonb not null,
  updated_at timestamptz not null,
  primary key (lobby_id, id)
);

-- A player's favourite games. Games are never deleted, so a favourite of a game that left the
-- feed stays (unlisted while the game is inactive) and returns with the game.
create table game_favourites (
  player_id bigint not null references players (id),
  game_code text not null references games (code),
  created_at timestamptz not null,
  primary key (player_id, game_code)
);
