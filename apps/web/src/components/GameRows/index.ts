export { GameRows } from './GameRows';
export { GAMES_PER_ROW, homeGameRows } from './game-rows';
