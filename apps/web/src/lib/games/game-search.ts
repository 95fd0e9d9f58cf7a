import type { Game } from '@vauhti/contracts/games';

export type ProviderMatch = { code: string; name: string; count: number };
export type GameSearchResult = { games: Game[]; providers: ProviderMatch[] };

/** Lower-cased names per catalogue, made once: the search runs on every keystroke. */
const lowerCaseNames = new WeakMap<readonly Game[], { name: string; studio: string }[]>();

function namesOf(games: readonly Game[]) {
  let names = lowerCaseNames.get(games);
  if (!names) {
    names = games.map((game) => ({
      name: game.name.toLocaleLowerCase(),
      studio: game.vendorDisplayName.toLocaleLowerCase(),
    }));
    lowerCaseNames.set(games, names);
  }
  return names;
}

/**
 * The site's one game search rule (lobby search and split-screen search, spec 2.8): empty text
 * finds nothing; otherwise a case-insensitive substring of the game's name or its studio's name.
 * Games in `exclude` (the ones playing) never match. Providers are the studios whose name holds
 * the text, with how many of the remaining games they have.
 */
export function searchGames(
  games: readonly Game[],
  text: string,
  options: { exclude?: readonly string[] } = {},
): GameSearchResult {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return { games: [], providers: [] };
  const excluded = new Set(options.exclude ?? []);
  const matches: Game[] = [];
  const providers = new Map<string, ProviderMatch>();
  const names = namesOf(games);
  for (let index = 0; index < games.length; index++) {
    const game = games[index];
    const lower = names[index];
    if (!game || !lower || excluded.has(game.gameCode)) continue;
    const studioMatches = lower.studio.includes(needle);
    if (studioMatches) {
      const provider = providers.get(game.vendorCode);
      if (provider) provider.count += 1;
      else providers.set(game.vendorCode, { code: game.vendorCode, name: game.vendorDisplayName, count: 1 });
    }
    if (studioMatches || lower.name.includes(needle)) matches.push(game);
  }
  return { games: matches, providers: [...providers.values()] };
}
