import { ErrorBodySchema, SITE_LANGUAGES } from '@vauhti/contracts';
import { z } from 'zod';
import { GAME_CATEGORIES, GAME_CODE_PATTERN, VOLATILITIES } from './catalogue-feed';
import { LiveTableStatusSchema } from './live-tables-monitor';

/*
 * Request schemas check the shape of a query or body (a failure is 400 naming the field);
 * response schemas document the API in OpenAPI (docs/games-integration.md section 6).
 */

const GameCodeSchema = z.string().max(100).regex(GAME_CODE_PATTERN, 'a game code: a-z, 0-9, _ and -');

const SiteLanguageSchema = z.enum(SITE_LANGUAGES).describe("a site language code (the site's url prefix)");

const SlugMapSchema = z.record(z.string(), z.string()).describe('content language → url slug');

export const GameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  vendorCode: z.string().describe("the studio's code; its logo is {providerLogoPath}/{vendorCode}.png"),
  vendorDisplayName: z.string(),
  multilingualUrl: SlugMapSchema.describe('content language → slug; the English slug is the launch path'),
  aspectRatio: z.number().int().describe('2 = a 4:3 game, anything else 16:9'),
  hasDemo: z.number().int().describe('greater than 0 when the game has a play-money mode'),
  category: z.enum(GAME_CATEGORIES),
  volatility: z.enum(VOLATILITIES),
  rtpBasisPoints: z.number().int().describe('theoretical RTP × 10 000'),
  minStake: z.number().int().describe('minor units'),
  maxStake: z.number().int().describe('minor units'),
  tags: z.array(z.string()),
  releasedAt: z.string().describe('YYYY-MM-DD'),
  popularity: z.number().int().describe('0..1000'),
  liveTableId: z.string().nullable(),
  splitScreen: z.boolean().describe('the game may be played in the split screen'),
});

const LobbySchema = z.object({
  id: z.string(),
  name: z.string().describe('English; the site shows the translation key lobbies.<id>'),
  multilingualUrlLobby: SlugMapSchema,
  gameGroupList: z.array(
    z.object({
      id: z.string(),
      name: z.string().describe('English; the site shows lobbies.groups.<id>'),
      multilingualUrl: SlugMapSchema,
      gameCodes: z.array(z.string()),
    }),
  ),
});

export const CatalogueSchema = z.object({
  gamePath: z.string().describe('tile {gamePath}/{gameCode}/{gameCode}.jpg, background …-bg-image.jpg'),
  providerLogoPath: z.string(),
  providers: z.array(z.object({ code: z.string(), name: z.string(), gameCount: z.number().int() })),
  lobbies: z.array(LobbySchema),
  games: z.array(GameSchema).describe('the active games, most popular first'),
});

export const LaunchCheckQuerySchema = z.object({
  path: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a game's launch path (gameLaunchUrlPath): a-z, 0-9 and single hyphens"),
  language: SiteLanguageSchema.default('en').describe('the language of gdContent; defaults to en'),
});

export const LaunchCheckSchema = z.object({
  game: GameSchema,
  gdContent: z.string().describe("sanitised HTML: the game's description and its facts"),
  demoAllowed: z.boolean(),
  realAllowed: z.boolean(),
});

export const LaunchBodySchema = z.object({
  gameCode: GameCodeSchema,
  mode: z.enum(['real', 'demo']),
  language: SiteLanguageSchema,
});

export const LaunchSchema = z.object({
  url: z.string().describe("the provider's game page for the game window's iframe"),
  mode: z.enum(['real', 'demo']),
  gameCode: z.string(),
});

export const FavouritesSchema = z.object({
  favourites: z.record(z.string(), z.literal(true)).describe('gameCode → true'),
});

export const ToggleFavouriteBodySchema = z.object({
  newState: z.boolean().describe('true adds the game to the favourites, false removes it'),
  gameID: GameCodeSchema.describe('the game code'),
});

export const ToggleFavouriteSchema = z.object({
  status: z.literal('SUCCESS'),
  favoriteAddFlag: z.boolean().describe('whether the game is a favourite now'),
});

export const RecommendedQuerySchema = z.object({ gameCode: GameCodeSchema });

export const RecommendedSchema = z.object({
  gameCodes: z.array(z.string()).describe('up to 12; same category and studio first, never the given game'),
});

export const LiveTablesSchema = z.object({ tables: z.array(LiveTableStatusSchema) });

/** Every client error of these routes comes in the one envelope. */
export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
