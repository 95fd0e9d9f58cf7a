import type { GamesCatalogue } from '@vauhti/contracts/games';
import type { SiteLanguage } from '../../../lib/i18n/languages';
// number-format, not format: the money rules stay out of the home page's first load.
import { formatNumber } from '../../../lib/i18n/number-format';

/*
 * Numbers the catalogue knows (how many games, studios and live tables) are never typed into
 * content: pages and banners carry a placeholder, and the site fills it from the catalogue it
 * loads at start-up, so the copy stays true when the catalogue changes (issue 14).
 */

export type CatalogueCounts = { games: number; studios: number; liveTables: number };

/** Placeholder → the count it stands for. */
export const CATALOGUE_COUNT_PLACEHOLDERS = {
  '{{games_count}}': 'games',
  '{{studios_count}}': 'studios',
  '{{live_tables_count}}': 'liveTables',
} as const satisfies Record<string, keyof CatalogueCounts>;

type Placeholder = keyof typeof CATALOGUE_COUNT_PLACEHOLDERS;
const PLACEHOLDERS = Object.keys(CATALOGUE_COUNT_PLACEHOLDERS) as Placeholder[];

/**
 * The counts of a catalogue: its games, the studios that have at least one of them, and the live
 * tables the live games seat players at (several games may share a table).
 */
export function catalogueCountsOf(catalogue: Pick<GamesCatalogue, 'games' | 'providers'>): CatalogueCounts {
  const studios = new Set(catalogue.games.map((game) => game.vendorCode));
  const tables = new Set(catalogue.games.flatMap((game) => (game.liveTableId ? [game.liveTableId] : [])));
  return {
    games: catalogue.games.length,
    studios: catalogue.providers.filter((provider) => studios.has(provider.code)).length,
    liveTables: tables.size,
  };
}

/** Whether some HTML carries a count placeholder (and so reads better once the catalogue is in). */
export function hasCatalogueCounts(html: string): boolean {
  return PLACEHOLDERS.some((placeholder) => html.includes(placeholder));
}

/**
 * Fills every count placeholder with its number, formatted in the page's language. Without
 * counts (the catalogue failed to load), or with a count of zero (a catalogue not imported yet),
 * the placeholder goes, with the space after it, so the sentence reads on without a number
 * ("play {{games_count}} games" → "play games"): the copy is written to allow that, "0 games"
 * would read as a site with nothing to play, and a raw placeholder never reaches the visitor.
 */
export function fillCatalogueCounts(html: string, counts: CatalogueCounts | null, language: SiteLanguage): string {
  if (!hasCatalogueCounts(html)) return html;
  return PLACEHOLDERS.reduce((text, placeholder) => {
    const count = counts?.[CATALOGUE_COUNT_PLACEHOLDERS[placeholder]] ?? 0;
    if (count === 0) return text.split(`${placeholder} `).join('').split(placeholder).join('');
    return text.split(placeholder).join(formatNumber(count, language));
  }, html);
}
