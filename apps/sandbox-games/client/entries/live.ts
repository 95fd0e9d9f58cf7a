import { startGameClient } from '../core/game-app';
import { liveGame } from '../games/live/live-game';

// Live roulette and live baccarat share one client; the session's rules say which table to draw.
void startGameClient(liveGame);
