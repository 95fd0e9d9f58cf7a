-- Game launch tokens (games domain) and the seamless wallet's own records
-- (contracts/seamless-wallet.md, docs/games-integration.md section 2). Timestamps of launch tokens
-- are written from the application's clock, so that tests can move time.

-- One row per launch token. The token itself is never stored, only its SHA-256: a copy of the
-- database lets no one bet with a player's money. A token is good for 8 hours and only while the
-- web session it was launched from is active; an operator-issued token (ops game-session) has no
-- web session and lives by its own expiry alone.
create table game_sessions (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  player_id bigint not null references players (id),
  web_session_id bigint references player_sessions (id),
  issued_by text not null check (issued_by in ('player', 'operator')),
  -- No reference to games: the catalogue is another migration's concern, and a token keeps
  -- naming the game it launched even if the game later leaves the feed.
  game_code text not null check (length(game_code) between 1 and 100),
  currency char(3) not null,
  country char(2) not null,
  language text not null check (length(language) between 2 and 5),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint game_sessions_issuer check ((issued_by = 'player') = (web_session_id is not null))
);
create index game_sessions_by_web_session on game_sessions (web_session_id) where web_session_id is not null;

-- Every rollback a provider sent, by its own transaction id, with the transaction it names,
-- recorded before the ledger reverses anything.
-- * A bet whose transaction id appears here as transaction_id is answered TRANSACTION_ROLLED_BACK,
--   whether its rollback came before it (reference unknown then) or after it.
-- * request_hash fingerprints the rollback's whole payload, so the same rollback id with another
--   payload is DUPLICATE_MISMATCH even when the ledger posted nothing for it.
-- Kept like the ledger's transaction ids: at least 12 months (nothing here deletes them).
create table seamless_wallet_rollbacks (
  provider text not null,
  rollback_transaction_id text not null,
  transaction_id text not null,
  request_hash text not null,
  player_id bigint not null,
  round_id text not null,
  game_code text not null,
  created_at timestamptz not null default now(),
  primary key (provider, rollback_transaction_id)
);
create index seamless_wallet_rollbacks_reference on seamless_wallet_rollbacks (provider, transaction_id);

-- A bet and the recording of a rollback that names it both take this transaction-level lock on
-- (provider, transaction id) before they read or write the record, so they are serialised: a bet
-- either commits before the record exists (and the rollback, which looks for it after recording,
-- finds and reverses it), or sees the record and is refused, moving nothing. A provider sends a
-- rollback when a bet's answer is late, so the two are often in flight together.

-- Records a rollback once by its own id; answers 'recorded', 'same' (this rollback again) or
-- 'mismatch' (its id with another payload).
create function seamless_wallet_record_rollback(
  p_provider text, p_rollback_transaction_id text, p_transaction_id text, p_request_hash text,
  p_player_id bigint, p_round_id text, p_game_code text) returns text language plpgsql as $$
declare
  v_hash text;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_provider || E'\n' || p_transaction_id, 0));
  insert into seamless_wallet_rollbacks (provider, rollback_transaction_id, transaction_id, request_hash,
                                         player_id, round_id, game_code)
  values (p_provider, p_rollback_transaction_id, p_transaction_id, p_request_hash, p_player_id, p_round_id, p_game_code)
  on conflict (provider, rollback_transaction_id) do nothing;
  if found then
    return 'recorded';
  end if;
  select request_hash into v_hash from seamless_wallet_rollbacks
    where provider = p_provider and rollback_transaction_id = p_rollback_transaction_id;
  return case when v_hash = p_request_hash then 'same' else 'mismatch' end;
end;
$$;

-- The wallet's posting: ledger_post (migration 0001) with, in the same round trip, what the wallet
-- answers with: the player's cash and bonus right after it (also for a replay: the contract wants
-- current balances). A bet whose id was rolled back is refused first, under the lock above, with
-- ledger_post's own rejection (SQLSTATE VL001), so it moves nothing.
create function seamless_wallet_post(p_request jsonb) returns jsonb language plpgsql as $$
declare
  v_result jsonb;
  v_balances jsonb;
begin
  if p_request->>'code' = 'bet' then
    perform pg_advisory_xact_lock(hashtextextended((p_request->>'source') || E'\n' || (p_request->>'externalId'), 0));
    if exists (select 1 from seamless_wallet_rollbacks r
               where r.provider = p_request->>'source' and r.transaction_id = p_request->>'externalId') then
      perform ledger_reject('TRANSACTION_ROLLED_BACK', jsonb_build_object('transactionId', p_request->>'externalId'));
    end if;
  end if;
  v_result := ledger_post(p_request);
  select jsonb_build_object('cash', coalesce(max(balance) filter (where purpose = 'cash'), 0),
                            'bonus', coalesce(max(balance) filter (where purpose = 'bonus'), 0))
    into v_balances
    from ledger_accounts
    where player_id = (p_request->>'playerId')::bigint and currency = p_request->>'currency'
      and purpose in ('cash', 'bonus');
  return jsonb_build_object('result', v_result, 'balances', v_balances);
end;
$$;
