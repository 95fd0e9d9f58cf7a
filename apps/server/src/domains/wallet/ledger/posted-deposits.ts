import { type Kysely, sql } from 'kysely';
import type { LedgerTables } from './ledger-tables';

/**
 * A player's posted deposits as the ledger records them, for the domains that limit or judge by
 * them (the cashier's deposit limits and its Romanian KYC threshold) without reading the ledger's
 * tables: they declare what they need and the wiring hands them this.
 *
 * A deposit counts as the player's credits from its transfer: the positive entries on the player's
 * own accounts (cash, and debt when a deposit repays it), which together are the deposited amount;
 * a provider's fee moves between house accounts and never touches them.
 */
export class PostedDeposits {
  constructor(private readonly db: Kysely<LedgerTables>) {}

  /** The deposits in `currency` posted after each named instant, in one statement. */
  async sumsSince<Window extends string>(
    playerId: number,
    currency: string,
    since: Record<Window, Date>,
  ): Promise<Record<Window, number>> {
    const windows: [string, Date][] = Object.entries(since);
    const sums = {} as Record<Window, number>;
    if (windows.length === 0) return sums;
    const earliest = new Date(Math.min(...windows.map(([, start]) => start.getTime())));
    const row: Record<string, unknown> = await this.depositEntries(playerId, currency)
      .select(
        windows.map(([name, start]) =>
          sql<number>`coalesce(sum(e.amount) filter (where t.created_at > ${start}), 0)::bigint`.as(name),
        ),
      )
      .where('t.created_at', '>', earliest)
      .executeTakeFirstOrThrow();
    for (const [name] of windows) sums[name as Window] = Number(row[name]);
    return sums;
  }

  /** Everything the player ever deposited in `currency`. */
  async total(playerId: number, currency: string): Promise<number> {
    const row = await this.depositEntries(playerId, currency)
      .select(sql<number>`coalesce(sum(e.amount), 0)::bigint`.as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  private depositEntries(playerId: number, currency: string) {
    return this.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_entries as e', 'e.transfer_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .where('t.player_id', '=', playerId)
      .where('t.code', '=', 'deposit')
      .where('t.currency', '=', currency)
      .where('a.player_id', '=', playerId)
      .where('a.purpose', 'in', ['cash', 'debt']);
  }
}
