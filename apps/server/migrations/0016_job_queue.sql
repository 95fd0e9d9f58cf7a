-- Issue 16 item 6 (ADR 0028): one job queue for all background work. The payments workflow's
-- queue (payment_jobs, ADR 0014) becomes the platform's: renamed in place, so its pending
-- reconcile and expire_withdrawals jobs carry over with their schedule, attempts and errors.
alter table payment_jobs rename to jobs;
alter index payment_jobs_pkey rename to jobs_pkey;
alter index payment_jobs_due rename to jobs_due;

-- Kinds are registered in code by the domains and workflows at wiring; the table does not list
-- them, so a new kind needs no migration. A name is still bounded.
alter table jobs drop constraint payment_jobs_kind_check;
alter table jobs add constraint jobs_kind_length check (length(kind) between 1 and 100);

-- A periodic kind keeps one pending job, so every instance may schedule it at start without
-- doubling it; a one-off kind (a notification send) may have many pending at once. Every job
-- pending now is of one of the two periodic payment kinds.
alter table jobs add column singleton boolean not null default false;
update jobs set singleton = true where done_at is null;
drop index payment_jobs_one_pending_per_kind;
create unique index jobs_one_pending_singleton on jobs (kind) where done_at is null and singleton;

-- A job that used up its attempts is done, with failed_at and its last error kept for an operator.
alter table jobs add column failed_at timestamptz;
alter table jobs add constraint jobs_failed_done check (failed_at is null or done_at is not null);
-- Pruning deletes done jobs oldest first.
create index jobs_done on jobs (done_at) where done_at is not null;

-- Purging expired web sessions (identity) must not be blocked by the launch tokens and cashier
-- sessions issued from them: both already die with their web session, so they go with it. A
-- pay-and-play claim is a payment record and stays, without the session it once logged in.
alter table game_sessions drop constraint game_sessions_web_session_id_fkey;
alter table game_sessions add constraint game_sessions_web_session_id_fkey
  foreign key (web_session_id) references player_sessions (id) on delete cascade;
alter table cashier_sessions drop constraint cashier_sessions_web_session_id_fkey;
alter table cashier_sessions add constraint cashier_sessions_web_session_id_fkey
  foreign key (web_session_id) references player_sessions (id) on delete cascade;
alter table paynplay_claims drop constraint paynplay_claims_claimed_session_id_fkey;
alter table paynplay_claims add constraint paynplay_claims_claimed_session_id_fkey
  foreign key (claimed_session_id) references player_sessions (id) on delete set null;

-- What the purge jobs look for: the moment each row stopped being usable. A web session ends at
-- its idle expiry (never later than its absolute one) or when it was revoked, whichever came first.
create index player_sessions_ended on player_sessions (least(idle_expires_at, revoked_at));
create index player_otp_challenges_expiry on player_otp_challenges (expires_at);
create index password_reset_tokens_expiry on password_reset_tokens (expires_at);
create index game_sessions_expiry on game_sessions (expires_at);
create index cashier_sessions_expiry on cashier_sessions (expires_at);
