/*
 * A game's url slug, and the launch path each game of a feed gets. The English slug is the launch
 * path (gameLaunchUrlPath, the game window's /{lang}/gameplay/{path}); the feed has one name per
 * game, so every content language reuses that slug.
 */

/** Letters NFKD does not split into a base letter and a mark. */
const LETTER_SPELLINGS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

const SLUG_LENGTH_MAX = 80;

/** Lower-case ASCII words joined by single hyphens: "Book of Frost!" → "book-of-frost". */
export function slugOf(text: string): string {
  const ascii = text
    .toLowerCase()
    .replace(/[ßæøœđłþðı]/g, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_LENGTH_MAX)
    .replace(/-+$/, '');
  return slug === '' ? 'game' : slug;
}

export type SluggedGame = { gameCode: string; name: string; studioCode: string };

/**
 * The launch path of every game of a feed. A game keeps the path it has when that path still
 * comes from its name; paths are unique across the whole table (games that left the feed keep
 * theirs, so an old link never opens a different game). A clash takes the studio's code, then a
 * number: "book-of-frost", "book-of-frost-aurora", "book-of-frost-aurora-2".
 */
export function assignLaunchPaths(
  games: readonly SluggedGame[],
  existing: ReadonlyMap<string, string>,
): Map<string, string> {
  const inFeed = new Set(games.map((game) => game.gameCode));
  const taken = new Set<string>();
  for (const [code, path] of existing) {
    if (!inFeed.has(code)) taken.add(path);
  }
  const assigned = new Map<string, string>();
  const candidatesOf = (game: SluggedGame) => {
    const base = slugOf(game.name);
    return { base, withStudio: `${base}-${slugOf(game.studioCode)}` };
  };
  // First pass: a game whose current path still derives from its name keeps it.
  const ordered = [...games].sort((a, b) => (a.gameCode < b.gameCode ? -1 : a.gameCode > b.gameCode ? 1 : 0));
  for (const game of ordered) {
    const current = existing.get(game.gameCode);
    if (current === undefined || taken.has(current)) continue;
    const { base, withStudio } = candidatesOf(game);
    if (current === base || current === withStudio || current.startsWith(`${withStudio}-`)) {
      assigned.set(game.gameCode, current);
      taken.add(current);
    }
  }
  // Second pass, in code order so that the outcome never depends on the feed's order.
  for (const game of ordered) {
    if (assigned.has(game.gameCode)) continue;
    const { base, withStudio } = candidatesOf(game);
    let path = base;
    if (taken.has(path)) path = withStudio;
    for (let counter = 2; taken.has(path); counter += 1) path = `${withStudio}-${counter}`;
    assigned.set(game.gameCode, path);
    taken.add(path);
  }
  return assigned;
}
