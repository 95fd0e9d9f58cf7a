import { startGameClient } from '../core/game-app';
import { baccaratGame } from '../games/baccarat/baccarat-game';

void startGameClient(baccaratGame);
