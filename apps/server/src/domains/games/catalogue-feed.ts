import { currencyInfo } from '@vauhti/contracts';
import { z } from 'zod';

/*
 * The provider's catalogue feed (POST /operator/v1/catalogue, docs/games-integration.md section 1),
 * checked before anything is written. The envelope must be right or the import stops; a game that
 * is wrong on its own is left out and reported, so one bad record does not hold back the others.
 */

export const GAME_CATEGORIES = ['slots', 'table', 'video-poker', 'live'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

export const CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,59}$/;
export const GAME_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Stakes far above any real table limit but exact as JavaScript numbers. */
const STAKE_MAX = 1_000_000_000_000;

const StudioSchema = z.object({
  code: z.string().regex(CODE_PATTERN),
  name: z.string().trim().min(1).max(200),
});

export const FeedGameSchema = z
  .object({
    gameCode: z.string().regex(GAME_CODE_PATTERN),
    name: z.string().trim().min(1).max(200),
    studioCode: z.string().regex(CODE_PATTERN),
    engine: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
    category: z.enum(GAME_CATEGORIES),
    theme: z.string().max(100).default(''),
    volatility: z.enum(VOLATILITIES),
    rtpBasisPoints: z.number().int().min(0).max(10_000),
    minStake: z.number().int().positive().max(STAKE_MAX),
    maxStake: z.number().int().positive().max(STAKE_MAX),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .refine((code) => currencyInfo(code) !== undefined, 'not a currency the platform knows'),
    aspectRatio: z.number().int().min(0).max(10),
    hasDemo: z.number().int().min(0).max(1_000),
    releasedAt: z
      .string()
      .regex(ISO_DATE_PATTERN)
      .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'not a calendar date'),
    popularity: z.number().int().min(0).max(1_000),
    tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/)).max(30),
    liveTableId: z.string().min(1).max(100).nullable().default(null),
    description: z.record(z.string(), z.string().max(20_000)).refine((map) => typeof map.en === 'string', {
      message: 'an English description is required',
    }),
  })
  .refine((game) => game.maxStake >= game.minStake, { message: 'maxStake is below minStake', path: ['maxStake'] });

export type FeedGame = z.infer<typeof FeedGameSchema>;
export type FeedStudio = z.infer<typeof StudioSchema>;

const EnvelopeSchema = z.object({
  provider: z.string().min(1).max(100),
  gamePath: z.url(),
  providerLogoPath: z.url(),
  studios: z.array(StudioSchema).max(1_000),
  games: z.array(z.unknown()).max(50_000),
});

/** A game the import left out, and why. */
export type RejectedGame = { index: number; gameCode: string | null; reason: string };

export type CatalogueFeed = {
  provider: string;
  gamePath: string;
  providerLogoPath: string;
  studios: FeedStudio[];
  games: FeedGame[];
  rejected: RejectedGame[];
};

export class CatalogueFeedError extends Error {
  constructor(message: string) {
    super(`the provider's catalogue is malformed: ${message}`);
    this.name = 'CatalogueFeedError';
  }
}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
}

/**
 * Checks a feed. Throws CatalogueFeedError when the envelope is wrong; leaves out (and reports)
 * games that are malformed, repeat a code, or name a studio the feed does not list.
 */
export function parseCatalogueFeed(raw: unknown): CatalogueFeed {
  const envelope = EnvelopeSchema.safeParse(raw);
  if (!envelope.success) throw new CatalogueFeedError(issueText(envelope.error));
  const { provider, gamePath, providerLogoPath, studios } = envelope.data;
  const studioCodes = new Set<string>();
  for (const studio of studios) {
    if (studioCodes.has(studio.code)) throw new CatalogueFeedError(`studio ${studio.code} is listed twice`);
    studioCodes.add(studio.code);
  }
  const games: FeedGame[] = [];
  const rejected: RejectedGame[] = [];
  const seen = new Set<string>();
  envelope.data.games.forEach((item, index) => {
    const parsed = FeedGameSchema.safeParse(item);
    const code =
      typeof (item as { gameCode?: unknown })?.gameCode === 'string' ? (item as { gameCode: string }).gameCode : null;
    if (!parsed.success) {
      rejected.push({ index, gameCode: code, reason: issueText(parsed.error) });
    } else if (seen.has(parsed.data.gameCode)) {
      rejected.push({ index, gameCode: code, reason: 'gameCode repeats an earlier game' });
    } else if (!studioCodes.has(parsed.data.studioCode)) {
      rejected.push({ index, gameCode: code, reason: `studio ${parsed.data.studioCode} is not in the feed` });
    } else {
      seen.add(parsed.data.gameCode);
      games.push(parsed.data);
    }
  });
  return {
    provider,
    gamePath: gamePath.replace(/\/+$/, ''),
    providerLogoPath: providerLogoPath.replace(/\/+$/, ''),
    studios,
    games,
    rejected,
  };
}
