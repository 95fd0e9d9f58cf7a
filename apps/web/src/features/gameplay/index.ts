/*
 * The game window (spec 2.8): the gameplay route and the persistent game host the app shell
 * mounts. The shared state lives in lib/game-window.
 */
export { GameHost } from './components/GameHost';
export { GameplayPage } from './pages/GameplayPage';
