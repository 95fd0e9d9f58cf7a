import type { Game, GamesCatalogue } from '@vauhti/contracts/games';
import type { GameEntry, GameMode } from '../../../lib/game-window/game-window-state';
import { launchPathOf } from '../../../lib/games/game-links';
import { isSplitScreenGame } from './split-screen';

/** What the game window keeps of a catalogue game it opens. */
export function gameEntryOf(game: Game, mode: GameMode, catalogue: GamesCatalogue | undefined): GameEntry {
  return {
    gameCode: game.gameCode,
    launchPath: launchPathOf(game),
    name: game.name,
    aspectRatio: game.aspectRatio,
    mode,
    splitScreen: isSplitScreenGame(catalogue, game),
  };
}
