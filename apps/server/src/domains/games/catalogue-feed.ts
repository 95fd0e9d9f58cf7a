import {
  type FeedGame,
  FeedGameSchema,
  type ProviderCatalogue,
  ProviderCatalogueEnvelopeSchema,
} from '@vauhti/contracts/games';
import type { z } from 'zod';

/*
 * The provider's catalogue feed (POST /operator/v1/catalogue, docs/games-integration.md section 1),
 * checked before anything is written against its shape in @vauhti/contracts/games. The envelope
 * must be right or the import stops; a game that is wrong on its own is left out and reported, so
 * one bad record does not hold back the others.
 */

/** A game the import left out, and why. */
export type RejectedGame = { index: number; gameCode: string | null; reason: string };

/** The feed as checked: the provider's catalogue (its paths without a trailing slash), and the games left out. */
export type CatalogueFeed = ProviderCatalogue & { rejected: RejectedGame[] };

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
  const envelope = ProviderCatalogueEnvelopeSchema.safeParse(raw);
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
