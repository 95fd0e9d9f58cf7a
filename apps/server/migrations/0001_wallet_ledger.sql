-- The wallet domain's double-entry ledger (architecture section 3). Append-only: transfers and
-- entries are never updated or deleted; an account's balance and version change only together
-- with a new entry, inside ledger_post.

-- Enumerated types rather than check constraints: PostgreSQL validates them when a value is
-- written, at no cost on the hot update path (a check constraint is re-prepared per statement).
create type ledger_account_purpose as enum (
  'cash', 'bonus', 'withdrawal_hold', 'debt',
  'game_revenue', 'sportsbook', 'payment_clearing', 'bonus_cost', 'fees', 'adjustments', 'race_prizes');
create type ledger_transfer_code as enum (
  'deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_cancelled', 'bet', 'win', 'rollback',
  'bonus_grant', 'bonus_convert', 'bonus_forfeit', 'race_prize', 'adjustment', 'clawback');

create table ledger_accounts (
  id bigint generated always as identity primary key,
  player_id bigint,
  house_key text,
  purpose ledger_account_purpose not null,
  currency char(3) not null,
  -- House accounts are split into slots (picked from the player id) so that concurrent transfers
  -- of different players do not all queue on one house row.
  slot smallint not null default 0,
  balance bigint not null default 0,
  version bigint not null default 0,
  min_balance bigint,
  max_balance bigint,
  created_at timestamptz not null default now(),
  -- The database's own backstop for the bounds that ledger_post checks before it writes.
  constraint ledger_accounts_owner_and_bounds check (
    (player_id is null) <> (house_key is null)
    and (min_balance is null or balance >= min_balance)
    and (max_balance is null or balance <= max_balance))
);
create unique index ledger_accounts_player_key on ledger_accounts (player_id, purpose, currency)
  where player_id is not null;
create unique index ledger_accounts_house_key on ledger_accounts (house_key, purpose, currency, slot)
  where house_key is not null;

create table ledger_transfers (
  id bigint generated always as identity primary key,
  source text not null,
  external_id text not null,
  request_hash text not null,
  code ledger_transfer_code not null,
  currency char(3) not null,
  player_id bigint,
  round_id text,
  reverses_transfer_id bigint references ledger_transfers (id),
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  constraint ledger_transfers_idempotency unique (source, external_id)
);

-- Which transfer reversed which. The primary key makes a second reversal of one transfer
-- impossible; it lives apart from ledger_transfers so that the idempotency key stays the only
-- unique index an ordinary transfer insert has to arbitrate.
create table ledger_reversals (
  reversed_transfer_id bigint primary key references ledger_transfers (id),
  reversal_transfer_id bigint not null unique references ledger_transfers (id)
);
create index ledger_transfers_player_history on ledger_transfers (player_id, id desc) where player_id is not null;
create index ledger_transfers_round on ledger_transfers (source, round_id) where round_id is not null;

-- A transfer nets its movements into one entry per account, so (transfer, account) is the key.
create table ledger_entries (
  transfer_id bigint not null references ledger_transfers (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null,
  balance_before bigint not null,
  balance_after bigint not null,
  account_version bigint not null,
  constraint ledger_entries_pkey primary key (transfer_id, account_id),
  constraint ledger_entries_amount check (amount <> 0 and balance_after = balance_before + amount),
  constraint ledger_entries_version unique (account_id, account_version)
);

create table ledger_holds (
  id bigint generated always as identity primary key,
  player_id bigint not null,
  account_id bigint not null references ledger_accounts (id),
  currency char(3) not null,
  amount bigint not null check (amount > 0),
  state text not null default 'open' check (state in ('open', 'posted', 'voided')),
  opened_by_transfer_id bigint not null unique references ledger_transfers (id),
  resolved_by_transfer_id bigint unique references ledger_transfers (id),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  constraint ledger_holds_resolution check ((state = 'open') = (resolved_by_transfer_id is null))
);
create index ledger_holds_open_by_player on ledger_holds (player_id) where state = 'open';

create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger % rows are append-only (% refused)', tg_table_name, tg_op;
end;
$$;
create trigger ledger_transfers_append_only before update or delete on ledger_transfers
  for each row execute function ledger_refuse_change();
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_refuse_change();

-- A business rejection (insufficient funds, idempotency conflict, ...) is raised with this
-- SQLSTATE, the rejection code as the message and a JSON detail; anything else is a fault.
create function ledger_reject(p_code text, p_detail jsonb) returns void language plpgsql as $$
begin
  raise exception using errcode = 'VL001', message = p_code, detail = p_detail::text;
end;
$$;

-- The answer for a posted transfer, built the same way for the first posting and every replay,
-- so that all answers to one idempotency key are identical.
create function ledger_transfer_result(p_transfer_id bigint) returns jsonb language sql stable as $$
  select jsonb_build_object(
    'transferId', t.id,
    'source', t.source,
    'externalId', t.external_id,
    'code', t.code,
    'currency', t.currency,
    'playerId', t.player_id,
    'roundId', t.round_id,
    'reversesTransferId', t.reverses_transfer_id,
    'holdId', (select h.id from ledger_holds h where h.opened_by_transfer_id = t.id),
    'createdAt', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'entries', coalesce((
      select jsonb_agg(jsonb_build_object(
        'accountId', e.account_id,
        'amount', e.amount,
        'balanceBefore', e.balance_before,
        'balanceAfter', e.balance_after,
        'accountVersion', e.account_version) order by e.account_id)
      from ledger_entries e where e.transfer_id = t.id), '[]'::jsonb))
  from ledger_transfers t where t.id = p_transfer_id
$$;

-- Posts one transfer atomically, in one round trip. The caller (the wallet domain in TypeScript)
-- decides what moves where; this function does what must happen under the account locks. The
-- request names the accounts once, in `accounts` (ascending ids); legs refer to them by position
-- (1-based) in that list.
--   * Claims the idempotency key (source, externalId): a replay with the same request hash returns
--     the original result, a different hash is IDEMPOTENCY_CONFLICT. A second reversal of one
--     transfer (under another key) is ALREADY_REVERSED (ledger_reversals).
--   * Locks the hold row first when the transfer resolves a hold, then every account in ascending
--     id order, so concurrent transfers never deadlock.
--   * Resolves the legs against the locked balances:
--       move  {from, to, amount}          a fixed amount;
--       take  {from:[..], to, amount, shortfall?}
--                                         from the first account down to its floor, then the
--                                         next; what is still missing goes to the shortfall
--                                         account (the player's debt) or is INSUFFICIENT_FUNDS;
--       give  {from, to:[..], amount}     to each account up to its ceiling (a debt account is
--                                         repaid up to zero), the rest to the last;
--       sweep {from, to:[..]}             everything the account holds above its floor, as give.
--   * Nets the legs into one entry per account with balance before and after and the new
--     version, asserting that they sum to zero and every account stays within its bounds.
-- Every statement inside is a lookup by key, so one generic plan per statement serves every call;
-- re-planning per call would cost more than the statements themselves.
create function ledger_post(p_request jsonb) returns jsonb language plpgsql
set plan_cache_mode = force_generic_plan as $$
declare
  v_transfer_id bigint;
  v_created_at timestamptz;
  v_existing_id bigint;
  v_existing_hash text;
  v_hold ledger_holds%rowtype;
  v_requested bigint[];
  v_ids bigint[];
  v_balance bigint[];
  v_floor bigint[];
  v_ceiling bigint[];
  v_delta bigint[];
  v_currency_ok boolean;
  v_count integer;
  v_leg jsonb;
  v_targets integer[];
  v_remaining bigint;
  v_part bigint;
  v_position integer;
  v_last integer;
  v_sum bigint := 0;
  v_entries jsonb;
  v_hold_id bigint;
begin
  -- 1. Idempotency: claim the key. A concurrent request with the same key waits here until the
  --    first one commits or rolls back, then replays it.
  insert into ledger_transfers (source, external_id, request_hash, code, currency, player_id, round_id,
                                reverses_transfer_id, metadata)
  values (p_request->>'source', p_request->>'externalId', p_request->>'requestHash',
          (p_request->>'code')::ledger_transfer_code,
          p_request->>'currency', (p_request->>'playerId')::bigint, p_request->>'roundId',
          (p_request->>'reversesTransferId')::bigint, coalesce(p_request->'metadata', '{}'))
  on conflict (source, external_id) do nothing
  returning id, created_at into v_transfer_id, v_created_at;

  if v_transfer_id is null then
    select id, request_hash into v_existing_id, v_existing_hash from ledger_transfers
      where source = p_request->>'source' and external_id = p_request->>'externalId';
    if v_existing_hash <> p_request->>'requestHash' then
      perform ledger_reject('IDEMPOTENCY_CONFLICT', jsonb_build_object('transferId', v_existing_id));
    end if;
    return jsonb_build_object('outcome', 'replayed', 'transfer', ledger_transfer_result(v_existing_id));
  end if;

  -- A transfer is reversed at most once: a second reversal under another key waits here for the
  -- first one and is then refused.
  if jsonb_typeof(p_request->'reversesTransferId') = 'number' then
    insert into ledger_reversals (reversed_transfer_id, reversal_transfer_id)
    values ((p_request->>'reversesTransferId')::bigint, v_transfer_id)
    on conflict do nothing;
    if not found then
      perform ledger_reject('ALREADY_REVERSED', jsonb_build_object('transferId', (p_request->>'reversesTransferId')::bigint));
    end if;
  end if;

  -- 2. A hold being resolved is locked before any account, on every path that touches holds.
  if p_request->'hold' ? 'resolve' then
    select * into v_hold from ledger_holds where id = (p_request->'hold'->>'resolve')::bigint for update;
    if not found then
      perform ledger_reject('HOLD_NOT_FOUND', jsonb_build_object('holdId', p_request->'hold'->'resolve'));
    end if;
    if v_hold.state <> 'open' then
      perform ledger_reject('HOLD_ALREADY_RESOLVED',
        jsonb_build_object('holdId', v_hold.id, 'state', v_hold.state, 'transferId', v_hold.resolved_by_transfer_id));
    end if;
  end if;

  -- 3. Lock the accounts in ascending id order and load their balances and bounds.
  select array_agg(value::bigint order by ordinality) into v_requested
    from jsonb_array_elements_text(p_request->'accounts') with ordinality;
  select array_agg(locked.id order by locked.id), array_agg(locked.balance order by locked.id),
         array_agg(locked.min_balance order by locked.id), array_agg(locked.max_balance order by locked.id),
         coalesce(bool_and(locked.currency = p_request->>'currency'), true), count(*)
    into v_ids, v_balance, v_floor, v_ceiling, v_currency_ok, v_count
    from (select id, balance, min_balance, max_balance, currency from ledger_accounts
          where id = any(v_requested) order by id for update) locked;
  if v_ids is distinct from v_requested then
    raise exception 'ledger_post: accounts must exist and be listed once in ascending order: %', p_request->'accounts';
  end if;
  if not v_currency_ok then
    perform ledger_reject('CURRENCY_MISMATCH', jsonb_build_object('currency', p_request->>'currency'));
  end if;
  v_delta := array_fill(0::bigint, array[v_count]);

  -- 4. Resolve the legs against the locked balances, accumulating one delta per account.
  for v_leg in select value from jsonb_array_elements(p_request->'legs') loop
    case v_leg->>'op'
    when 'move' then
      v_remaining := (v_leg->>'amount')::bigint;
      v_delta[(v_leg->>'from')::int] := v_delta[(v_leg->>'from')::int] - v_remaining;
      v_delta[(v_leg->>'to')::int] := v_delta[(v_leg->>'to')::int] + v_remaining;
    when 'take' then
      v_remaining := (v_leg->>'amount')::bigint;
      foreach v_position in array (select array_agg(value::int order by ordinality)
                                   from jsonb_array_elements_text(v_leg->'from') with ordinality) loop
        exit when v_remaining = 0;
        if v_floor[v_position] is null then
          raise exception 'ledger_post: take from account % that has no floor', v_ids[v_position];
        end if;
        v_part := least(greatest(v_balance[v_position] + v_delta[v_position] - v_floor[v_position], 0), v_remaining);
        v_delta[v_position] := v_delta[v_position] - v_part;
        v_remaining := v_remaining - v_part;
      end loop;
      if v_remaining > 0 then
        if v_leg ? 'shortfall' then
          v_delta[(v_leg->>'shortfall')::int] := v_delta[(v_leg->>'shortfall')::int] - v_remaining;
        else
          perform ledger_reject('INSUFFICIENT_FUNDS', jsonb_build_object(
            'requested', (v_leg->>'amount')::bigint, 'missing', v_remaining));
        end if;
      end if;
      v_delta[(v_leg->>'to')::int] := v_delta[(v_leg->>'to')::int] + (v_leg->>'amount')::bigint;
    when 'give', 'sweep' then
      v_position := (v_leg->>'from')::int;
      if v_leg->>'op' = 'sweep' then
        v_remaining := greatest(v_balance[v_position] + v_delta[v_position] - coalesce(v_floor[v_position], 0), 0);
      else
        v_remaining := (v_leg->>'amount')::bigint;
      end if;
      v_delta[v_position] := v_delta[v_position] - v_remaining;
      select array_agg(value::int order by ordinality) into v_targets
        from jsonb_array_elements_text(v_leg->'to') with ordinality;
      v_last := array_length(v_targets, 1);
      for v_index in 1..v_last loop
        exit when v_remaining = 0;
        v_position := v_targets[v_index];
        if v_index = v_last or v_ceiling[v_position] is null then
          v_part := v_remaining;
        else
          v_part := least(v_remaining, greatest(v_ceiling[v_position] - v_balance[v_position] - v_delta[v_position], 0));
        end if;
        v_delta[v_position] := v_delta[v_position] + v_part;
        v_remaining := v_remaining - v_part;
      end loop;
    else
      raise exception 'ledger_post: unknown leg op %', v_leg->>'op';
    end case;
  end loop;

  -- 5. Assert the transfer balances and every account stays within its bounds.
  for v_index in 1..v_count loop
    v_sum := v_sum + v_delta[v_index];
    if v_delta[v_index] <> 0 and v_balance[v_index] + v_delta[v_index] < v_floor[v_index] then
      perform ledger_reject('INSUFFICIENT_FUNDS', jsonb_build_object('accountId', v_ids[v_index],
        'balance', v_balance[v_index], 'change', v_delta[v_index]));
    end if;
    if v_delta[v_index] <> 0 and v_balance[v_index] + v_delta[v_index] > v_ceiling[v_index] then
      raise exception 'ledger_post: account % would exceed its ceiling', v_ids[v_index];
    end if;
  end loop;
  if v_sum <> 0 then
    raise exception 'ledger_post: transfer does not balance (sum %): % %', v_sum, v_ids, v_delta;
  end if;

  -- 6. Write the new balances and the entries together; the answer is built from what was written.
  with deltas as (
    select account_id, amount from unnest(v_ids, v_delta) as d(account_id, amount) where amount <> 0
  ), updated as (
    update ledger_accounts a set balance = a.balance + d.amount, version = a.version + 1
    from deltas d where a.id = d.account_id
    returning a.id, d.amount, a.balance - d.amount as balance_before, a.balance as balance_after, a.version
  ), inserted as (
    insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after, account_version)
    select v_transfer_id, id, amount, balance_before, balance_after, version from updated
    returning account_id, amount, balance_before, balance_after, account_version
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'accountId', account_id, 'amount', amount, 'balanceBefore', balance_before,
           'balanceAfter', balance_after, 'accountVersion', account_version) order by account_id), '[]'::jsonb)
    into v_entries from inserted;

  -- 7. Open or resolve the withdrawal hold that this transfer moves.
  if p_request->'hold' ? 'open' then
    v_position := (p_request->'hold'->>'open')::int;
    if coalesce(v_delta[v_position], 0) <= 0 then
      raise exception 'ledger_post: a hold must move money into the hold account %', v_ids[v_position];
    end if;
    insert into ledger_holds (player_id, account_id, currency, amount, opened_by_transfer_id)
    values ((p_request->>'playerId')::bigint, v_ids[v_position], p_request->>'currency', v_delta[v_position], v_transfer_id)
    returning id into v_hold_id;
  elsif p_request->'hold' ? 'resolve' then
    if v_delta[array_position(v_ids, v_hold.account_id)] is distinct from -v_hold.amount then
      raise exception 'ledger_post: resolving hold % must move exactly its amount %', v_hold.id, v_hold.amount;
    end if;
    update ledger_holds set state = p_request->'hold'->>'state', resolved_by_transfer_id = v_transfer_id,
      resolved_at = now() where id = v_hold.id;
  end if;

  -- Same shape as ledger_transfer_result, so a replay answers exactly what the posting answered.
  return jsonb_build_object('outcome', 'posted', 'transfer', jsonb_build_object(
    'transferId', v_transfer_id,
    'source', p_request->>'source',
    'externalId', p_request->>'externalId',
    'code', p_request->>'code',
    'currency', p_request->>'currency',
    'playerId', (p_request->>'playerId')::bigint,
    'roundId', p_request->>'roundId',
    'reversesTransferId', (p_request->>'reversesTransferId')::bigint,
    'holdId', v_hold_id,
    'createdAt', to_char(v_created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'entries', v_entries));
end;
$$;
