/*
 * The casino feature: the game lobbies ({lang}/casino…, spec 2.1 and 2.3) and the player's
 * favourites. The app's route table imports these lazily.
 */
export { CasinoLobbyPage } from './pages/CasinoLobbyPage';
export { FavouritesPage } from './pages/FavouritesPage';
