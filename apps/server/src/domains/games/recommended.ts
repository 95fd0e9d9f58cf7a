/*
 * The game window's recommended panel (spec 2.8): games like the one being played. Games of the
 * same category and studio come first, then the same category, then the same studio, then the
 * most popular of the rest; within each tier the most popular first. Never the game itself.
 */

export const RECOMMENDED_COUNT = 12;

export type RecommendableGame = { gameCode: string; category: string; vendorCode: string; popularity: number };

function tierOf(candidate: RecommendableGame, played: RecommendableGame): number {
  const sameCategory = candidate.category === played.category;
  const sameStudio = candidate.vendorCode === played.vendorCode;
  if (sameCategory && sameStudio) return 0;
  if (sameCategory) return 1;
  if (sameStudio) return 2;
  return 3;
}

/** `games` are the active catalogue; the answer is at most `count` codes. */
export function recommendedFor(
  played: RecommendableGame,
  games: readonly RecommendableGame[],
  count = RECOMMENDED_COUNT,
): string[] {
  return games
    .filter((game) => game.gameCode !== played.gameCode)
    .map((game) => ({ game, tier: tierOf(game, played) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.game.popularity - a.game.popularity ||
        (a.game.gameCode < b.game.gameCode ? -1 : a.game.gameCode > b.game.gameCode ? 1 : 0),
    )
    .slice(0, count)
    .map(({ game }) => game.gameCode);
}
