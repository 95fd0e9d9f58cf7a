import { startGameClient } from '../core/game-app';
import { slotGame } from '../games/slot/slot-game';

// Paylines, ways and classic slots share one client; the session's rules say which machine to draw.
void startGameClient(slotGame);
