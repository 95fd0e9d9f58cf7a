import type { Game, GamesCatalogue } from '@vauhti/contracts/games';
import { lobbyPath } from '../../lib/games/game-links';
import { gamesByCodes } from '../../lib/games/games-queries';
import { isLobbyHidden } from '../../lib/games/lobby-visibility';

/** Games per home-page row: enough to scroll through, few enough to stay light. */
export const GAMES_PER_ROW = 12;

export type GameRowKind = 'popular' | 'new' | 'live';

export type GameRow = { kind: GameRowKind; games: Game[]; viewAllPath: string | null };

/** The lobby each row shows (the platform's lobby ids), and the fallback order without it. */
const ROW_SOURCES: { kind: GameRowKind; lobbyId: string; fallback: (games: readonly Game[]) => Game[] }[] = [
  {
    kind: 'popular',
    lobbyId: 'popular',
    fallback: (games) => games.filter((game) => game.category !== 'live').sort((a, b) => b.popularity - a.popularity),
  },
  {
    kind: 'new',
    lobbyId: 'new',
    fallback: (games) =>
      games.filter((game) => game.category !== 'live').sort((a, b) => b.releasedAt.localeCompare(a.releasedAt)),
  },
  { kind: 'live', lobbyId: 'live-casino', fallback: (games) => games.filter((game) => game.category === 'live') },
];

/**
 * The home page's game rows (spec 2.3: the guest home's game list): popular, new and live casino,
 * each from its lobby's first group, linking to that lobby when it is shown in the language. Rows without games are left out.
 */
export function homeGameRows(catalogue: GamesCatalogue, language: string): GameRow[] {
  return ROW_SOURCES.flatMap(({ kind, lobbyId, fallback }) => {
    const lobby = catalogue.lobbies.find((candidate) => candidate.id === lobbyId);
    const codes = lobby?.gameGroupList[0]?.gameCodes;
    const games = (codes ? gamesByCodes(catalogue, codes) : fallback(catalogue.games)).slice(0, GAMES_PER_ROW);
    if (games.length === 0) return [];
    // A lobby hidden in this language (spec 2.3) is not linked to.
    const linked = lobby && !isLobbyHidden(lobby, language) ? lobby : undefined;
    return [{ kind, games, viewAllPath: linked ? lobbyPath(language, linked) : null }];
  });
}
