import type { Kysely } from 'kysely';
import { HISTORY_PAGE_SIZE_MAX, type HistoryItem, historyItemsOf } from './ledger/ledger-queries';
import type { LedgerTables } from './ledger/ledger-tables';

/** A transfer that is no game round's (a deposit, a withdrawal, a bonus), shown on its own line. */
export type TransferLine = HistoryItem & { kind: 'transfer' };

/**
 * One game round on one line: what was staked, what it paid and the difference, all in minor
 * units, with the round's own movements (bets, wins, refunds; oldest first) for its details.
 * Refunded bets and taken-back wins count neither as stake nor as win. A lost round has a win of 0.
 */
export type RoundLine = {
  kind: 'round';
  roundId: string;
  provider: string | null;
  product: string | null;
  gameCode: string | null;
  /** The round's latest movement: where the round stands in the list. */
  createdAt: Date;
  currency: string;
  stakeMinor: number;
  winMinor: number;
  netMinor: number;
  /** The round's effect on each balance (the sum of its movements). */
  changes: { cashMinor: number; bonusMinor: number };
  cashAfterMinor: number | null;
  bonusAfterMinor: number | null;
  movements: HistoryItem[];
};

export type HistoryLine = TransferLine | RoundLine;

/** A page of lines; `nextCursor` is the position of the page's last line (see listHistoryLines). */
export type HistoryLinesPage = { items: HistoryLine[]; nextCursor: number | null };

type Candidate = { kind: 'transfer'; id: number } | { kind: 'round'; id: number; source: string; roundId: string };

/** Game rounds are named by the provider's round id within the source that posted them. */
function roundKey(source: string, roundId: string): string {
  return JSON.stringify([source, roundId]);
}

/**
 * The player's history as lines, newest first: a game round is one line, every other transfer
 * one line of its own. A line's position is the id of its newest transfer (a round is listed where
 * its last bet, win or refund is); a page holds the `limit` lines below the cursor, and the next
 * cursor is the last line's position. A page never splits a round: a round is listed whole on the
 * page of its newest transfer, and its older transfers are not listed again on later pages. A
 * round that gets a movement after its page was read moves to the top and is not on later pages
 * of that reading; a fresh reading shows it there.
 */
export async function listHistoryLines(
  db: Kysely<LedgerTables>,
  playerId: number,
  page: { limit: number; before?: number | undefined },
): Promise<HistoryLinesPage> {
  const limit = Math.min(Math.max(1, Math.trunc(page.limit)), HISTORY_PAGE_SIZE_MAX);
  const candidates = await lineCandidates(db, playerId, limit + 1, page.before);
  const shown = candidates.slice(0, limit);
  const items = await linesOf(db, playerId, shown);
  const last = shown.at(-1);
  return { items, nextCursor: candidates.length > limit && last ? last.id : null };
}

/**
 * Up to `wanted` line positions below `before`, newest first. Transfers are read in batches (a
 * round usually has two: its bet and its win); a round met here whose newer transfers are at or
 * above `before` was listed on an earlier page and is left out.
 */
async function lineCandidates(
  db: Kysely<LedgerTables>,
  playerId: number,
  wanted: number,
  before: number | undefined,
): Promise<Candidate[]> {
  const batchSize = wanted * 2;
  const candidates: Candidate[] = [];
  const metRounds = new Set<string>();
  let scanBelow = before;
  for (;;) {
    let query = db
      .selectFrom('ledger_transfers')
      .select(['id', 'source', 'round_id'])
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .limit(batchSize);
    if (scanBelow !== undefined) query = query.where('id', '<', scanBelow);
    const rows = await query.execute();
    const newRounds = rows.flatMap((row) =>
      row.round_id !== null && !metRounds.has(roundKey(row.source, row.round_id))
        ? [{ source: row.source, roundId: row.round_id }]
        : [],
    );
    const listedEarlier = await roundsListedEarlier(db, playerId, before, newRounds);
    for (const row of rows) {
      if (row.round_id === null) {
        candidates.push({ kind: 'transfer', id: row.id });
      } else {
        const key = roundKey(row.source, row.round_id);
        // The first transfer of a round met is its newest below the cursor: the round's position.
        if (metRounds.has(key)) continue;
        metRounds.add(key);
        if (listedEarlier.has(key)) continue;
        candidates.push({ kind: 'round', id: row.id, source: row.source, roundId: row.round_id });
      }
      if (candidates.length === wanted) return candidates;
    }
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return candidates;
    scanBelow = last.id;
  }
}

/** Of the given rounds, those with a transfer at or above the cursor: an earlier page listed them. */
async function roundsListedEarlier(
  db: Kysely<LedgerTables>,
  playerId: number,
  before: number | undefined,
  rounds: readonly { source: string; roundId: string }[],
): Promise<Set<string>> {
  if (before === undefined || rounds.length === 0) return new Set();
  const rows = await db
    .selectFrom('ledger_transfers')
    .select(['source', 'round_id'])
    .distinct()
    .where('player_id', '=', playerId)
    .where('id', '>=', before)
    .where((eb) =>
      eb.or(rounds.map((round) => eb.and([eb('source', '=', round.source), eb('round_id', '=', round.roundId)]))),
    )
    .execute();
  return new Set(rows.map((row) => roundKey(row.source, row.round_id ?? '')));
}

/** The lines of the chosen positions, each round with all of its transfers. */
async function linesOf(db: Kysely<LedgerTables>, playerId: number, chosen: readonly Candidate[]) {
  const rounds = chosen.filter((line) => line.kind === 'round');
  const transferIds = chosen.filter((line) => line.kind === 'transfer').map((line) => line.id);
  if (chosen.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_transfers')
    .select(['id', 'source', 'code', 'created_at', 'currency', 'round_id', 'reverses_transfer_id', 'metadata'])
    .where('player_id', '=', playerId)
    .where((eb) =>
      eb.or([
        ...(transferIds.length > 0 ? [eb('id', 'in', transferIds)] : []),
        ...rounds.map((round) => eb.and([eb('source', '=', round.source), eb('round_id', '=', round.roundId)])),
      ]),
    )
    .orderBy('id', 'asc')
    .execute();
  const items = await historyItemsOf(db, playerId, rows);
  const itemById = new Map(items.map((item) => [item.transferId, item]));
  const movementsByRound = new Map<string, HistoryItem[]>();
  for (const [index, row] of rows.entries()) {
    if (row.round_id === null) continue;
    const key = roundKey(row.source, row.round_id);
    const movements = movementsByRound.get(key) ?? [];
    movements.push(items[index] as HistoryItem);
    movementsByRound.set(key, movements);
  }
  return chosen.map((line): HistoryLine => {
    if (line.kind === 'transfer') return { kind: 'transfer', ...(itemById.get(line.id) as HistoryItem) };
    return roundLineOf(line.roundId, movementsByRound.get(roundKey(line.source, line.roundId)) ?? []);
  });
}

/** Stake, win and net of a round from its movements (oldest first). */
export function roundLineOf(roundId: string, movements: readonly HistoryItem[]): RoundLine {
  const refunded = new Set(
    movements.flatMap((item) => (item.reversesTransferId === null ? [] : [item.reversesTransferId])),
  );
  const counted = movements.filter((item) => !refunded.has(item.transferId));
  // A bet takes cash, then bonus; a win pays debt first, then cash and bonus.
  const stake = sum(
    counted.filter((item) => item.code === 'bet').map((item) => -(item.changes.cashMinor + item.changes.bonusMinor)),
  );
  const win = sum(
    counted
      .filter((item) => item.code === 'win')
      .map((item) => item.changes.cashMinor + item.changes.bonusMinor - item.changes.debtMinor),
  );
  const facts = movements.find((item) => typeof item.metadata.gameCode === 'string')?.metadata ?? {};
  const newest = movements.at(-1);
  if (!newest) throw new Error(`round ${roundId} has no movements`);
  return {
    kind: 'round',
    roundId,
    provider: textOrNull(facts.provider),
    product: textOrNull(facts.product),
    gameCode: textOrNull(facts.gameCode),
    createdAt: newest.createdAt,
    currency: newest.currency,
    stakeMinor: stake,
    winMinor: win,
    netMinor: win - stake,
    changes: {
      cashMinor: sum(movements.map((item) => item.changes.cashMinor)),
      bonusMinor: sum(movements.map((item) => item.changes.bonusMinor)),
    },
    // A win of 0 moves nothing, so it has no balances of its own: the latest movement that has one.
    cashAfterMinor: movements.findLast((item) => item.cashAfterMinor !== null)?.cashAfterMinor ?? null,
    bonusAfterMinor: movements.findLast((item) => item.bonusAfterMinor !== null)?.bonusAfterMinor ?? null,
    movements: [...movements],
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
