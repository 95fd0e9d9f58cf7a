import type { Game } from '@vauhti/contracts/games';

/** The desktop sort orders of a lobby (spec 2.3). */
export const SORT_ORDERS = ['popular', 'newest', 'az', 'rtp'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'popular';

export function isSortOrder(value: string | null): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value ?? '');
}

type Compare = (a: Game, b: Game) => number;

function comparators(locale: string): Record<SortOrder, Compare> {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName: Compare = (a, b) => collator.compare(a.name, b.name);
  return {
    popular: (a, b) => b.popularity - a.popularity || byName(a, b),
    // ISO dates compare as strings; equal dates fall back to the name so the order is stable.
    newest: (a, b) => (a.releasedAt < b.releasedAt ? 1 : a.releasedAt > b.releasedAt ? -1 : 0) || byName(a, b),
    az: byName,
    rtp: (a, b) => b.rtpBasisPoints - a.rtpBasisPoints || byName(a, b),
  };
}

/** A sorted copy: popularity, release date and RTP descending, names in the language's order. */
export function sortGames(games: readonly Game[], order: SortOrder, locale: string): Game[] {
  return [...games].sort(comparators(locale)[order]);
}

/** Games of the chosen studios; no studio chosen means every studio. */
export function filterByProviders(games: readonly Game[], providerCodes: readonly string[]): Game[] {
  if (providerCodes.length === 0) return [...games];
  const wanted = new Set(providerCodes);
  return games.filter((game) => wanted.has(game.vendorCode));
}
