import type { GameCategory, Volatility } from '@vauhti/contracts/games';

/*
 * How a game group's games are chosen from the catalogue. A rule lists criteria sets: a game is
 * in the group when it meets every condition of at least one set (so "classic" can be "the
 * classic engine, or tagged classic"). The rule then orders the games and may cap their number.
 */

export type GroupCriteria = {
  categories?: GameCategory[];
  engines?: string[];
  /** Any of these tags. */
  tags?: string[];
  volatility?: Volatility[];
  /** Released at most this many days before today (a date after today counts too: it is newest). */
  releasedWithinDays?: number;
};

export type GroupOrder = 'popularity' | 'newest' | 'name';

export type GroupRule = {
  match: GroupCriteria[];
  order: GroupOrder;
  limit?: number;
};

/** What the rules read of a game. */
export type RuleGame = {
  gameCode: string;
  name: string;
  category: GameCategory;
  engine: string;
  tags: readonly string[];
  volatility: Volatility;
  releasedAt: string;
  popularity: number;
};

const DAY_MS = 86_400_000;

/** Whole days from a YYYY-MM-DD date to today's UTC date (negative for a future date). */
export function daysSince(isoDate: string, today: Date): number {
  const released = Date.parse(`${isoDate}T00:00:00Z`);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((midnight - released) / DAY_MS);
}

function meets(game: RuleGame, criteria: GroupCriteria, today: Date): boolean {
  if (criteria.categories && !criteria.categories.includes(game.category)) return false;
  if (criteria.engines && !criteria.engines.includes(game.engine)) return false;
  if (criteria.volatility && !criteria.volatility.includes(game.volatility)) return false;
  if (criteria.tags && !criteria.tags.some((tag) => game.tags.includes(tag))) return false;
  if (criteria.releasedWithinDays !== undefined && daysSince(game.releasedAt, today) > criteria.releasedWithinDays) {
    return false;
  }
  return true;
}

function byCode(a: RuleGame, b: RuleGame): number {
  return a.gameCode < b.gameCode ? -1 : a.gameCode > b.gameCode ? 1 : 0;
}

/** Most popular first; ties by code, so the order never depends on the feed's. */
export function byPopularity(a: RuleGame, b: RuleGame): number {
  return b.popularity - a.popularity || byCode(a, b);
}

const COMPARATORS: Record<GroupOrder, (a: RuleGame, b: RuleGame) => number> = {
  popularity: byPopularity,
  newest: (a, b) => (a.releasedAt < b.releasedAt ? 1 : a.releasedAt > b.releasedAt ? -1 : byPopularity(a, b)),
  name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : byCode(a, b)),
};

/** The codes of the games a rule selects, in the rule's order. */
export function gameCodesOf(rule: GroupRule, games: readonly RuleGame[], today: Date): string[] {
  const selected = games.filter((game) => rule.match.some((criteria) => meets(game, criteria, today)));
  selected.sort(COMPARATORS[rule.order]);
  const limited = rule.limit === undefined ? selected : selected.slice(0, rule.limit);
  return limited.map((game) => game.gameCode);
}
