import { AsyncLocalStorage } from 'node:async_hooks';
import type { PreparedQuery, PreparedStatement } from '@vauhti/db';
import type { PostResult } from '../../domains/wallet/ledger/post-transfer';
import type { Balances } from './wallet-answers';

/*
 * The wallet's statements, as named prepared statements (parsed and planned once per connection).
 * A bet costs two round trips (the token's lookup, then the posting with the balances after it), a
 * win one (the posting), or two when it pays something (the ledger first reads how the round's
 * stakes were funded, to split the payout between cash and bonus).
 */

type CashAndBonus = { cash: number; bonus: number };

/** A ledger result; a posting (or replay) also carries the player's balances right after it. */
export type WalletPosting =
  | (Extract<PostResult, { ok: true }> & { balances: Balances })
  | Extract<PostResult, { ok: false }>;

/** The cash and bonus of a player in a currency; zero for a player with no ledger accounts yet. */
const BALANCES: PreparedStatement = {
  name: 'seamless_wallet_balances',
  text: `
    select coalesce(max(balance) filter (where purpose = 'cash'), 0)::bigint as cash,
           coalesce(max(balance) filter (where purpose = 'bonus'), 0)::bigint as bonus
    from ledger_accounts
    where player_id = $1 and currency = $2 and purpose in ('cash', 'bonus')`,
};

/**
 * Whether the provider ($1) holds a stake of the player ($3) in the round ($2) and currency ($4)
 * that was not rolled back: a win pays out a round the player bet in, nothing else (the index
 * ledger_transfers_round finds the round's few transfers).
 */
const ROUND_STAKE: PreparedStatement = {
  name: 'seamless_wallet_round_stake',
  text: `
    select exists (
      select 1 from ledger_transfers t
      where t.source = $1 and t.round_id = $2 and t.code = 'bet' and t.player_id = $3 and t.currency = $4
        and not exists (select 1 from ledger_reversals r where r.reversed_transfer_id = t.id)
    ) as staked`,
};

/** The name post-transfer.ts gives the ledger's posting statement (`select ledger_post($1)`). */
const LEDGER_POST_STATEMENT_NAME = 'ledger_post';

/**
 * seamless_wallet_post (migration 0007) in the ledger's statement's place: the same `result`
 * column, which the ledger reads, and the balances after the posting beside it.
 */
const WALLET_POST: PreparedStatement = {
  name: 'seamless_wallet_post',
  text: `select w->'result' as result, w->'balances' as balances from seamless_wallet_post($1::jsonb) as w`,
};

export async function readWalletBalances(
  preparedQuery: PreparedQuery,
  playerId: number,
  currency: string,
): Promise<Balances> {
  const [row] = await preparedQuery<CashAndBonus>(BALANCES, [playerId, currency]);
  return { cashMinor: row?.cash ?? 0, bonusMinor: row?.bonus ?? 0, currency };
}

export async function roundHasStake(
  preparedQuery: PreparedQuery,
  round: { provider: string; roundId: string; playerId: number; currency: string },
): Promise<boolean> {
  const [row] = await preparedQuery<{ staked: boolean }>(ROUND_STAKE, [
    round.provider,
    round.roundId,
    round.playerId,
    round.currency,
  ]);
  return row?.staked === true;
}

/**
 * The executor the wallet gives its own Ledger: every posting runs as seamless_wallet_post, which
 * refuses a rolled-back bet under the rollback lock and returns the balances after the posting in
 * the same round trip. The ledger keeps deciding the legs and reading the result exactly as it
 * does through its own statement; the balances reach the wallet through `run`.
 */
export class WalletPostings {
  private readonly current = new AsyncLocalStorage<{ balances?: CashAndBonus }>();

  constructor(private readonly preparedQuery: PreparedQuery) {}

  readonly ledgerQuery: PreparedQuery = async <Row>(statement: PreparedStatement, values: unknown[]) => {
    if (statement.name !== LEDGER_POST_STATEMENT_NAME) return this.preparedQuery<Row>(statement, values);
    const rows = await this.preparedQuery<Row & { balances: CashAndBonus }>(WALLET_POST, values);
    const slot = this.current.getStore();
    if (slot && rows[0]) slot.balances = rows[0].balances;
    return rows;
  };

  /**
   * Runs one ledger call; a posting it made comes back with the balances after it. Without them
   * the posting did not go through seamless_wallet_post, and a bet was not checked for a
   * rollback: that is a fault, never an answer.
   */
  async run(post: () => Promise<PostResult>): Promise<WalletPosting> {
    const slot: { balances?: CashAndBonus } = {};
    const result = await this.current.run(slot, post);
    if (!result.ok) return result;
    if (!slot.balances) throw new Error('a wallet posting did not run through seamless_wallet_post');
    const { cash, bonus } = slot.balances;
    return { ...result, balances: { cashMinor: cash, bonusMinor: bonus, currency: result.transfer.currency } };
  }
}
