import { startGameClient } from '../core/game-app';
import { rouletteGame } from '../games/roulette/roulette-game';

void startGameClient(rouletteGame);
