/*
 * The platform's games API shapes (docs/games-integration.md, section 6). Amounts are integer
 * minor units; times are ISO strings unless named ...Ms (epoch milliseconds).
 */

export type GameCategory = 'slots' | 'table' | 'video-poker' | 'live';
export type Volatility = 'low' | 'medium' | 'high';

/** A game of the catalogue. Its launch path (gameLaunchUrlPath) is multilingualUrl.en. */
export type Game = {
  gameCode: string;
  name: string;
  vendorCode: string;
  vendorDisplayName: string;
  /** Language → slug; the English slug is the launch path of the game window. */
  multilingualUrl: Record<string, string>;
  /** 2 = a 4:3 game; anything else 16:9. */
  aspectRatio: number;
  /** Greater than 0 when the game has a play-money (demo) mode. */
  hasDemo: number;
  category: GameCategory;
  volatility: Volatility;
  /** Theoretical RTP × 10 000 (9612 = 96.12 %). */
  rtpBasisPoints: number;
  minStake: number;
  maxStake: number;
  tags: string[];
  /** ISO date of release; drives "newest" sorting. */
  releasedAt: string;
  /** 0..1000; drives "popular" sorting. */
  popularity: number;
  /** Live games: the live table this game seats the player at. */
  liveTableId: string | null;
  /** True when the game may be played in the split screen. */
  splitScreen: boolean;
};

/** A group of games inside a lobby (a sub-tab). */
export type GameGroup = {
  id: string;
  name: string;
  multilingualUrl: Record<string, string>;
  gameCodes: string[];
};

/**
 * A lobby (a tab). Its name is a translation key under lobbies.<id>. A lobby whose slug ends in
 * no_show, or whose localized slug equals the language code, is not shown as a tab (spec 2.3).
 */
export type Lobby = {
  id: string;
  name: string;
  multilingualUrlLobby: Record<string, string>;
  gameGroupList: GameGroup[];
};

/** A studio (vendor) with how many games it has in the catalogue. */
export type GameProvider = { code: string; name: string; gameCount: number };

/** GET /games/catalogue: everything the site knows about games, loaded once at start-up. */
export type GamesCatalogue = {
  /** Base url of game art: {gamePath}/{gameCode}/{gameCode}.jpg. */
  gamePath: string;
  /** Base url of studio logos: {providerLogoPath}/{studioCode}.png. */
  providerLogoPath: string;
  providers: GameProvider[];
  lobbies: Lobby[];
  games: Game[];
};

export type LivePhase = 'betting' | 'playing' | 'result';

/** A live table's current state (section 5). */
export type LiveTableStatus = {
  tableId: string;
  gameCode: string;
  name: string;
  dealerName: string;
  phase: LivePhase;
  roundId: string;
  phaseEndsAtMs: number;
  serverNowMs: number;
  players: number;
  lastResults: string[];
};

/** GET /games/launch-check?path=… */
export type LaunchCheck = { game: Game; gdContent: string; demoAllowed: boolean; realAllowed: boolean };

/** POST /games/launch */
export type LaunchRequest = { gameCode: string; mode: 'real' | 'demo'; language: string };
export type LaunchResponse = { url: string; mode: 'real' | 'demo'; gameCode: string };

/** GET /games/favourites: the player's favourite game codes. */
export type FavouritesResponse = { favourites: Record<string, true> };

/** POST /games/favourites */
export type ToggleFavouriteRequest = { newState: boolean; gameID: string };
export type ToggleFavouriteResponse = { status: 'SUCCESS' | string; favoriteAddFlag: boolean };

/** GET /games/recommended?gameCode=… */
export type RecommendedResponse = { gameCodes: string[] };

/** GET /games/live-tables */
export type LiveTablesResponse = { tables: LiveTableStatus[] };
