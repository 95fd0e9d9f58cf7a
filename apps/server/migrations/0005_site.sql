-- The site shell: operator switches for the whole site (compliance domain), two account facts the
-- site header reads (identity domain), and a Reply-To on outgoing mail (messaging), so that a
-- contact request reaches support with the sender as the address to answer.

-- Switches an operator flips for the whole site, such as 'maintenance'. A missing row is off.
create table site_flags (
  name text primary key check (name ~ '^[a-z][a-z0-9_]{0,62}$'),
  enabled boolean not null,
  updated_at timestamptz not null,
  -- The operator (CLI user) who last flipped it.
  updated_by text not null
);

-- The player's VIP level (the header's badge, levelTags); null is no level. Set by an operator.
alter table players add column vip_level text
  check (vip_level in ('bronze', 'gold', 'platinum', 'diamond'));

-- The account came from an earlier platform and the player must complete the migration steps
-- (the site steers them to complete their profile). Cleared when the profile is complete.
alter table players add column migration_required boolean not null default false;

alter table outbound_messages add column reply_to text;
