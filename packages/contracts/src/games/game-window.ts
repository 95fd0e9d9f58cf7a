import { z } from 'zod';
import { SITE_LANGUAGES } from '../languages';
import { GAME_CODE_PATTERN, GameSchema } from './catalogue';

/*
 * The game window's calls (docs/games-integration.md section 6): the launch-check behind a
 * gameplay url, the launch that answers the provider's iframe url, and the recommended games of
 * the side panel.
 */

/** Real money needs a logged-in player; demo (play money) needs a game with hasDemo > 0. */
export const LAUNCH_MODES = ['real', 'demo'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

/** A game code the site sends (a failure is 400 naming the field). */
export const GameCodeSchema = z.string().max(100).regex(GAME_CODE_PATTERN, 'a game code: a-z, 0-9, _ and -');

const SiteLanguageSchema = z.enum(SITE_LANGUAGES).describe("a site language code (the site's url prefix)");

/** GET /games/launch-check?path=…&language=… */
export const LaunchCheckQuerySchema = z.object({
  path: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a game's launch path (gameLaunchUrlPath): a-z, 0-9 and single hyphens"),
  language: SiteLanguageSchema.default('en').describe('the language of gdContent; defaults to en'),
});

/** The game behind a gameplay url, its content html and which modes it may be played in. */
export const LaunchCheckSchema = z.object({
  game: GameSchema,
  gdContent: z.string().describe("sanitised HTML: the game's description and its facts"),
  demoAllowed: z.boolean(),
  realAllowed: z.boolean(),
});

/** POST /games/launch */
export const LaunchRequestSchema = z.object({
  gameCode: GameCodeSchema,
  mode: z.enum(LAUNCH_MODES),
  language: SiteLanguageSchema,
});

export const LaunchResponseSchema = z.object({
  url: z.string().describe("the provider's game page for the game window's iframe"),
  mode: z.enum(LAUNCH_MODES),
  gameCode: z.string(),
});

/** GET /games/recommended?gameCode=… */
export const RecommendedQuerySchema = z.object({ gameCode: GameCodeSchema });

export const RecommendedResponseSchema = z.object({
  gameCodes: z.array(z.string()).describe('up to 12; same category and studio first, never the given game'),
});

export type LaunchCheckQuery = z.infer<typeof LaunchCheckQuerySchema>;
export type LaunchCheck = z.infer<typeof LaunchCheckSchema>;
export type LaunchRequest = z.infer<typeof LaunchRequestSchema>;
export type LaunchResponse = z.infer<typeof LaunchResponseSchema>;
export type RecommendedQuery = z.infer<typeof RecommendedQuerySchema>;
export type RecommendedResponse = z.infer<typeof RecommendedResponseSchema>;
