-- Identity's published read model (ADR 0025). The launch token's lookup runs on every seamless
-- wallet bet and must stay one statement, so it joins identity's facts rather than asking identity
-- in a second round trip. It joins these views, which identity owns and keeps stable, instead of
-- identity's tables: identity may reshape players and player_sessions as long as the views keep
-- their columns. Plain views are inlined by the planner, so the lookup's plan is unchanged.

-- A player's public id and account restrictions (identity judges them: accountStateAt).
create view player_standing as
  select id as player_id, external_id, locked_at, paused_until, self_excluded_until
  from players;

-- A web session's liveness: ended, idle and absolute expiry, last activity.
create view web_session_standing as
  select id as session_id, player_id, revoked_at, idle_expires_at, absolute_expires_at, last_seen_at
  from player_sessions;
