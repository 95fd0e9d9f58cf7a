-- Third-party identity verifications the platform started at the payment provider
-- ({lang}/amlverification; docs/payments-integration.md section 7). The provider's signed result
-- decides a row once; the player's KYC state (player_kyc) changes with an approval.
-- Timestamps are written from the application's clock, so that tests can move time.
create table identity_verifications (
  -- The order sessions were started in: the latest is the one the player's pages show.
  id bigint generated always as identity primary key,
  -- The provider's id of the verification session.
  verification_id text not null unique check (length(verification_id) between 1 and 100),
  player_id bigint not null references players (id),
  state text not null check (state in ('pending', 'approved', 'rejected', 'expired')),
  -- The provider's reason for a rejection, as it sent it.
  reason text check (length(reason) <= 200),
  created_at timestamptz not null,
  decided_at timestamptz,
  constraint identity_verifications_decided check ((state = 'pending') = (decided_at is null))
);
create index identity_verifications_by_player on identity_verifications (player_id, id desc);
