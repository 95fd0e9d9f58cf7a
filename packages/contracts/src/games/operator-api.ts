import { z } from 'zod';
import { currencyInfo } from '../money';
import { GAME_CATEGORIES, GAME_CODE_PATTERN, VOLATILITIES } from './catalogue';
import { LiveTableStatusSchema } from './live-tables';

/*
 * The game provider's operator API (docs/games-integration.md section 1), served by the provider
 * (apps/sandbox-games) and read by the platform's games domain: signed POSTs whose body carries
 * `ts`, answered with the catalogue feed and the live tables' states.
 *
 * The platform checks a feed in two steps: the envelope must be right or the import stops, then
 * each game on its own, so one bad game is left out and reported instead of holding back the
 * others. The envelopes below therefore read their items as unknown; the full answers are the
 * envelopes with every item checked.
 */

/** The body of every operator call: `ts` (epoch ms) must be within ±300 s of the provider's clock. */
export const OperatorRequestSchema = z.object({ ts: z.number() });

const STUDIO_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,59}$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Stakes far above any real table limit but exact as JavaScript numbers. */
const STAKE_MAX = 1_000_000_000_000;
const FEED_GAMES_MAX = 50_000;
const LIVE_TABLES_MAX = 1_000;

export const FeedStudioSchema = z.object({
  code: z.string().regex(STUDIO_CODE_PATTERN),
  name: z.string().trim().min(1).max(200),
});

/** A game of the feed; the platform derives the site's Game (games/catalogue.ts) from it. */
export const FeedGameSchema = z
  .object({
    gameCode: z.string().regex(GAME_CODE_PATTERN),
    name: z.string().trim().min(1).max(200),
    studioCode: z.string().regex(STUDIO_CODE_PATTERN),
    /** paylines, ways, classic, roulette, blackjack, video-poker, baccarat, live-roulette, … */
    engine: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
    category: z.enum(GAME_CATEGORIES),
    theme: z.string().max(100).default(''),
    volatility: z.enum(VOLATILITIES),
    /** Theoretical RTP × 10 000, exact where computed. */
    rtpBasisPoints: z.number().int().min(0).max(10_000),
    /** Minor units of `currency`. */
    minStakeMinor: z.number().int().positive().max(STAKE_MAX),
    /** Minor units of `currency`. */
    maxStakeMinor: z.number().int().positive().max(STAKE_MAX),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .refine((code) => currencyInfo(code) !== undefined, 'not a currency the platform knows'),
    /** 2 = a 4:3 game, anything else 16:9. */
    aspectRatio: z.number().int().min(0).max(10),
    /** 0 for live tables (no play money at a shared table). */
    hasDemo: z.number().int().min(0).max(1_000),
    releasedAt: z
      .string()
      .regex(ISO_DATE_PATTERN)
      .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'not a calendar date'),
    /** 0..1000, drives "popular" sorting. */
    popularity: z.number().int().min(0).max(1_000),
    tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/)).max(30),
    /** Live games: the table id of section 5. */
    liveTableId: z.string().min(1).max(100).nullable().default(null),
    /** Content language → HTML. */
    description: z.record(z.string(), z.string().max(20_000)).refine((map) => typeof map.en === 'string', {
      message: 'an English description is required',
    }),
  })
  .refine((game) => game.maxStakeMinor >= game.minStakeMinor, {
    message: 'maxStakeMinor is below minStakeMinor',
    path: ['maxStakeMinor'],
  });

/** POST /operator/v1/catalogue, its games unchecked (each is checked with FeedGameSchema). */
export const ProviderCatalogueEnvelopeSchema = z.object({
  provider: z.string().min(1).max(100),
  /** Tile {gamePath}/{gameCode}/{gameCode}.jpg, background {gamePath}/{gameCode}/{gameCode}-bg-image.jpg. */
  gamePath: z.url(),
  /** Studio logo {providerLogoPath}/{studioCode}.png. */
  providerLogoPath: z.url(),
  studios: z.array(FeedStudioSchema).max(1_000),
  games: z.array(z.unknown()).max(FEED_GAMES_MAX),
});

/** POST /operator/v1/catalogue: the provider's whole catalogue. */
export const ProviderCatalogueSchema = ProviderCatalogueEnvelopeSchema.extend({
  games: z.array(FeedGameSchema).max(FEED_GAMES_MAX),
});

/** POST /operator/v1/live-tables, its tables unchecked (each is checked with LiveTableStatusSchema). */
export const ProviderLiveTablesEnvelopeSchema = z.object({ tables: z.array(z.unknown()).max(LIVE_TABLES_MAX) });

/** POST /operator/v1/live-tables: every live table's state. */
export const ProviderLiveTablesSchema = z.object({ tables: z.array(LiveTableStatusSchema).max(LIVE_TABLES_MAX) });

export type OperatorRequest = z.infer<typeof OperatorRequestSchema>;
export type FeedStudio = z.infer<typeof FeedStudioSchema>;
export type FeedGame = z.infer<typeof FeedGameSchema>;
export type ProviderCatalogue = z.infer<typeof ProviderCatalogueSchema>;
export type ProviderLiveTables = z.infer<typeof ProviderLiveTablesSchema>;
