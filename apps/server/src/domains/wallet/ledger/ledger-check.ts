import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { LedgerTables } from './ledger-tables';

export type InvariantResult = {
  name: string;
  description: string;
  ok: boolean;
  violationCount: number;
  /** The first violations found, enough to start an investigation. */
  violations: Array<Record<string, unknown>>;
};

export type LedgerCheckReport = {
  ok: boolean;
  totals: { accounts: number; transfers: number; entries: number; holds: number };
  invariants: InvariantResult[];
};

const VIOLATIONS_SHOWN_MAX = 20;

type Invariant = { name: string; description: string; violations: RawBuilder<Record<string, unknown>> };

/** The invariants of architecture section 3, each a query that returns the rows breaking it. */
const INVARIANTS: Invariant[] = [
  {
    name: 'transfers-sum-to-zero',
    description: 'the entries of every transfer sum to zero',
    violations: sql`
      select transfer_id, sum(amount)::bigint as total from ledger_entries
      group by transfer_id having sum(amount) <> 0 order by transfer_id`,
  },
  {
    name: 'entries-in-transfer-currency',
    description: 'every entry is on an account in its transfer currency',
    violations: sql`
      select e.transfer_id, e.account_id, t.currency as transfer_currency, a.currency as account_currency
      from ledger_entries e join ledger_transfers t on t.id = e.transfer_id join ledger_accounts a on a.id = e.account_id
      where a.currency <> t.currency order by e.transfer_id, e.account_id`,
  },
  {
    name: 'balances-equal-replayed-entries',
    description: 'every account balance and version equal the sum and count of its entries',
    violations: sql`
      select a.id as account_id, a.balance, coalesce(sum(e.amount), 0)::bigint as replayed_balance,
             a.version, count(e.account_id)::bigint as entry_count
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0) or a.version <> count(e.account_id)
      order by a.id`,
  },
  {
    name: 'entry-chains-unbroken',
    description: 'each entry starts from the balance the previous entry of its account left, versions without gaps',
    violations: sql`
      select account_id, account_version, balance_before, previous_after from (
        select account_id, account_version, balance_before, balance_after, amount,
               lag(balance_after, 1, 0::bigint) over w as previous_after,
               row_number() over w as position
        from ledger_entries window w as (partition by account_id order by account_version)
      ) chain
      where balance_before <> previous_after or account_version <> position or balance_after <> balance_before + amount
      order by account_id, account_version`,
  },
  {
    name: 'player-accounts-within-bounds',
    description: 'no player cash, bonus or hold account is negative, no debt account positive',
    violations: sql`
      select id as account_id, player_id, purpose, balance from ledger_accounts
      where player_id is not null and (
        (purpose in ('cash', 'bonus', 'withdrawal_hold') and balance < 0) or (purpose = 'debt' and balance > 0)
        or (min_balance is not null and balance < min_balance) or (max_balance is not null and balance > max_balance))
      order by id`,
  },
  {
    name: 'idempotency-keys-posted-once',
    description: 'every (source, external id) has exactly one transfer',
    violations: sql`
      select source, external_id, count(*)::bigint as transfers from ledger_transfers
      group by source, external_id having count(*) > 1 order by source, external_id`,
  },
  {
    name: 'transfers-reversed-at-most-once',
    description: 'no transfer is reversed by more than one rollback, and every reversal is recorded as such',
    violations: sql`
      select reverses_transfer_id, count(*)::bigint as reversals from ledger_transfers
      where reverses_transfer_id is not null group by reverses_transfer_id
      having count(*) > 1 or count(*) <> (
        select count(*) from ledger_reversals r where r.reversed_transfer_id = ledger_transfers.reverses_transfer_id)`,
  },
  {
    name: 'holds-match-hold-accounts',
    description: 'every withdrawal-hold account holds exactly the sum of its open holds',
    violations: sql`
      select a.id as account_id, a.player_id, a.balance, coalesce(sum(h.amount), 0)::bigint as open_holds
      from ledger_accounts a left join ledger_holds h on h.account_id = a.id and h.state = 'open'
      where a.purpose = 'withdrawal_hold' group by a.id having a.balance <> coalesce(sum(h.amount), 0)
      order by a.id`,
  },
  {
    name: 'holds-resolved-once',
    description: 'every resolved hold names one resolving transfer of the matching code',
    violations: sql`
      select h.id as hold_id, h.state, t.code as resolving_code from ledger_holds h
      left join ledger_transfers t on t.id = h.resolved_by_transfer_id
      where (h.state = 'open') <> (h.resolved_by_transfer_id is null)
         or (h.state = 'posted' and t.code <> 'withdrawal_paid')
         or (h.state = 'voided' and t.code <> 'withdrawal_cancelled')
      order by h.id`,
  },
];

/** Verifies every ledger invariant; read-only, safe to run on a live database. */
export async function checkLedger(db: Kysely<LedgerTables>): Promise<LedgerCheckReport> {
  const invariants: InvariantResult[] = [];
  for (const invariant of INVARIANTS) {
    const counted = await sql<{ violation_count: number }>`
      select count(*)::bigint as violation_count from (${invariant.violations}) violations`.execute(db);
    const violationCount = counted.rows[0]?.violation_count ?? 0;
    const shown =
      violationCount === 0
        ? []
        : (
            await sql<
              Record<string, unknown>
            >`select * from (${invariant.violations}) violations limit ${VIOLATIONS_SHOWN_MAX}`.execute(db)
          ).rows;
    invariants.push({
      name: invariant.name,
      description: invariant.description,
      ok: violationCount === 0,
      violationCount,
      violations: shown,
    });
  }
  const totals = await sql<{ accounts: number; transfers: number; entries: number; holds: number }>`
    select (select count(*) from ledger_accounts)::bigint as accounts,
           (select count(*) from ledger_transfers)::bigint as transfers,
           (select count(*) from ledger_entries)::bigint as entries,
           (select count(*) from ledger_holds)::bigint as holds`.execute(db);
  return {
    ok: invariants.every((invariant) => invariant.ok),
    totals: totals.rows[0] ?? { accounts: 0, transfers: 0, entries: 0, holds: 0 },
    invariants,
  };
}

/** A report an operator can read at a glance. */
export function formatLedgerCheck(report: LedgerCheckReport): string {
  const lines = [
    `ledger check: ${report.ok ? 'all invariants hold' : 'INVARIANTS BROKEN'}`,
    `  ${report.totals.accounts} accounts, ${report.totals.transfers} transfers, ${report.totals.entries} entries, ${report.totals.holds} holds`,
  ];
  for (const invariant of report.invariants) {
    lines.push(`  ${invariant.ok ? 'ok  ' : 'FAIL'} ${invariant.name}: ${invariant.description}`);
    if (!invariant.ok) {
      lines.push(`       ${invariant.violationCount} violation(s); first ones:`);
      for (const violation of invariant.violations) lines.push(`       ${JSON.stringify(violation)}`);
    }
  }
  return lines.join('\n');
}
