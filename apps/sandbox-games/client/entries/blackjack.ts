import { startGameClient } from '../core/game-app';
import { blackjackGame } from '../games/blackjack/blackjack-game';

void startGameClient(blackjackGame);
