import { z } from 'zod';

/*
 * The catalogue the site loads once at start-up (GET /api/v1/games/catalogue,
 * docs/games-integration.md section 6): the games, their studios and the lobbies. Amounts are
 * integer minor units, named ...Minor; other field names are the spec's.
 */

/** A game's category, as the provider's feed names it and the lobby rules select by. */
export const GAME_CATEGORIES = ['slots', 'table', 'video-poker', 'live'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/** A game code: what the provider's feed may use and what the site's calls may name. */
export const GAME_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;

const SlugMapSchema = z.record(z.string(), z.string()).describe('content language → url slug');

/** A game of the catalogue. Its launch path (gameLaunchUrlPath) is multilingualUrl.en. */
export const GameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  vendorCode: z.string().describe("the studio's code; its logo is {providerLogoPath}/{vendorCode}.png"),
  vendorDisplayName: z.string(),
  /** The English slug is the launch path of the game window: /{lang}/gameplay/{multilingualUrl.en}. */
  multilingualUrl: SlugMapSchema.describe('content language → slug; the English slug is the launch path'),
  aspectRatio: z.number().int().describe('2 = a 4:3 game, anything else 16:9'),
  hasDemo: z.number().int().describe('greater than 0 when the game has a play-money mode'),
  category: z.enum(GAME_CATEGORIES),
  volatility: z.enum(VOLATILITIES),
  /** 9612 = 96.12 %. */
  rtpBasisPoints: z.number().int().describe('theoretical RTP × 10 000'),
  minStakeMinor: z.number().int().describe('minor units'),
  maxStakeMinor: z.number().int().describe('minor units'),
  tags: z.array(z.string()),
  /** The release date; drives "newest" sorting. */
  releasedAt: z.string().describe('YYYY-MM-DD'),
  /** Drives "popular" sorting. */
  popularity: z.number().int().describe('0..1000'),
  /** Live games: the live table this game seats the player at. */
  liveTableId: z.string().nullable(),
  splitScreen: z.boolean().describe('the game may be played in the split screen'),
});

/** A group of games inside a lobby (a sub-tab). Its name is a translation key under lobbies.groups.<id>. */
export const GameGroupSchema = z.object({
  id: z.string(),
  name: z.string().describe('English; the site shows lobbies.groups.<id>'),
  multilingualUrl: SlugMapSchema,
  gameCodes: z.array(z.string()),
});

/**
 * A lobby (a tab). Its name is a translation key under lobbies.<id>. A lobby whose slug ends in
 * no_show, or whose localized slug equals the language code, is not shown as a tab (spec 2.3).
 */
export const LobbySchema = z.object({
  id: z.string(),
  name: z.string().describe('English; the site shows the translation key lobbies.<id>'),
  multilingualUrlLobby: SlugMapSchema,
  gameGroupList: z.array(GameGroupSchema),
});

/** A studio (vendor) with how many games it has in the catalogue. */
export const CatalogueProviderSchema = z.object({ code: z.string(), name: z.string(), gameCount: z.number().int() });

/** GET /games/catalogue: everything the site knows about games, loaded once at start-up. */
export const GamesCatalogueSchema = z.object({
  /** Base url of game art. */
  gamePath: z.string().describe('tile {gamePath}/{gameCode}/{gameCode}.jpg, background …-bg-image.jpg'),
  /** Base url of studio logos: {providerLogoPath}/{studioCode}.png. */
  providerLogoPath: z.string(),
  providers: z.array(CatalogueProviderSchema),
  lobbies: z.array(LobbySchema),
  games: z.array(GameSchema).describe('the active games, most popular first'),
});

export type Game = z.infer<typeof GameSchema>;
export type GameGroup = z.infer<typeof GameGroupSchema>;
export type Lobby = z.infer<typeof LobbySchema>;
export type CatalogueProvider = z.infer<typeof CatalogueProviderSchema>;
export type GamesCatalogue = z.infer<typeof GamesCatalogueSchema>;
