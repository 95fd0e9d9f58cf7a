-- The request counters of the per-route rate limits (@fastify/rate-limit), kept in the database so
-- that every platform process on one PostgreSQL counts the same requests (ADR 0020). One row per
-- route and client key; a window starts at its first request and lasts the route's time window.
-- Timestamps are written from the application's clock, so that tests can move time.
create table rate_limit_counters (
  -- The route (method and path pattern) and the client key (the client address, by default).
  counter_key text primary key check (length(counter_key) between 1 and 500),
  hits integer not null check (hits > 0),
  window_ends_at timestamptz not null
);
-- The sweep deletes ended windows oldest first.
create index rate_limit_counters_by_window_end on rate_limit_counters (window_ends_at);
