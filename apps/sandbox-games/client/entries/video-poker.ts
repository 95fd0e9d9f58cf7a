import { startGameClient } from '../core/game-app';
import { videoPokerGame } from '../games/video-poker/video-poker-game';

void startGameClient(videoPokerGame);
