-- The content domain: static pages, banners and the versioned policies players accept.
-- Timestamps are written from the application's clock, not now(), so that tests can move time.

-- Static pages, one row per page and content language. page_key ties the translations of one
-- page together (multilingualUrl); url_path is what the site asks for (info/{url}[/{subUrl}]).
-- Rows loaded from the seed files have source 'seed' and the SHA-256 of their file; an operator's
-- edit turns a row into 'operator', and the seeder never touches those again.
create table content_pages (
  id bigint generated always as identity primary key,
  page_key text not null check (page_key ~ '^[a-z0-9_-]{1,60}(/[a-z0-9_-]{1,60})?$'),
  language text not null check (language in ('en', 'fi', 'no', 'de', 'fr', 'ja', 'ko', 'pl', 'ro', 'hu', 'el', 'es')),
  url_path text not null check (url_path ~ '^[a-z0-9_-]{1,60}(/[a-z0-9_-]{1,60})?$'),
  head text not null,
  content text not null,
  meta_title text not null,
  meta_tags text not null,
  meta_description text not null,
  source text not null check (source in ('seed', 'operator')),
  seed_checksum text,
  updated_at timestamptz not null,
  constraint content_pages_seed_checksum check ((source = 'seed') = (seed_checksum is not null))
);
create unique index content_pages_url_key on content_pages (language, url_path);
create unique index content_pages_page_key on content_pages (page_key, language);

-- Banners by zone. language null shows in every language; affiliate_id null shows to everyone
-- (an affiliate's own banners replace those for its visitors). A null starts_at or ends_at leaves
-- that side of the window open. seed_key names the banners.json entry and language of a seeded row.
create table content_banners (
  id bigint generated always as identity primary key,
  zone_id text not null check (zone_id ~ '^[a-z0-9-]{1,40}$'),
  language text check (language in ('en', 'fi', 'no', 'de', 'fr', 'ja', 'ko', 'pl', 'ro', 'hu', 'el', 'es')),
  affiliate_id text check (affiliate_id ~ '^[A-Za-z0-9_.:-]{1,64}$'),
  content text not null,
  target_url text not null,
  target_member_url text not null,
  sort_order integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  source text not null check (source in ('seed', 'operator')),
  seed_key text unique,
  seed_checksum text,
  updated_at timestamptz not null,
  constraint content_banners_window check (starts_at is null or ends_at is null or starts_at < ends_at),
  constraint content_banners_seed check (source = 'operator' or (seed_key is not null and seed_checksum is not null))
);
create index content_banners_by_zone on content_banners (zone_id, sort_order, id);

-- Policies players must accept (spec part 2, section 2.5). The current version of a type is its
-- latest published one; version ids are dates (YYYY-MM-DD) and each one published is newer than
-- the last, so the latest is the greatest.
create table policy_types (
  type text primary key check (type ~ '^[a-z][a-z0-9_-]{0,39}$'),
  label text not null,
  url text not null,
  -- The popup asks for the first changed policy in this order.
  sort_order integer not null
);

create table policy_versions (
  type text not null references policy_types (type),
  version_id text not null check (version_id ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  published_at timestamptz not null,
  published_by text not null,
  primary key (type, version_id)
);

-- The version of each policy type a player last accepted: one row per player and type.
create table player_policy_acceptances (
  player_id bigint not null references players (id),
  policy_type text not null references policy_types (type),
  version_id text not null,
  accepted_at timestamptz not null,
  primary key (player_id, policy_type),
  foreign key (policy_type, version_id) references policy_versions (type, version_id)
);

-- The policies every environment starts with; later versions are published with the operator
-- CLI (publish-policy).
insert into policy_types (type, label, url, sort_order) values
  ('terms', 'Terms and Conditions', 'info/terms', 1),
  ('privacy', 'Privacy Notice', 'info/privacy', 2);
insert into policy_versions (type, version_id, published_at, published_by) values
  ('terms', '2026-11-01', '2026-11-01T00:00:00Z', 'migration'),
  ('privacy', '2026-11-01', '2026-11-01T00:00:00Z', 'migration');
