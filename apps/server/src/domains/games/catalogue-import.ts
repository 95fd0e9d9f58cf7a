import { createHash } from 'node:crypto';
import { CONTENT_LANGUAGES } from '@vauhti/contracts';
import type { FeedGame } from '@vauhti/contracts/games';
import type { Kysely } from 'kysely';
import { type CatalogueFeed, parseCatalogueFeed, type RejectedGame } from './catalogue-feed';
import { keptDescriptions } from './game-content';
import { assignLaunchPaths } from './game-slugs';
import type { GamesTables } from './games-tables';

export type GamesDb = Kysely<GamesTables>;

/** What an import did, by code, plus the feed's games it had to leave out. */
export type ImportSummary = {
  provider: string;
  studios: { created: number; updated: number; unchanged: number; deactivated: number };
  games: { created: number; updated: number; unchanged: number; deactivated: number; active: number };
  rejected: RejectedGame[];
};

/** Rows per insert statement: far below PostgreSQL's 65,535 parameters at ~23 columns a row. */
const BATCH_ROWS = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Every content language gets the launch slug: the feed has one name per game. */
function multilingualUrlOf(launchPath: string): Record<string, string> {
  return Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, launchPath]));
}

type GameRow = {
  code: string;
  name: string;
  studio_code: string;
  engine: string;
  category: string;
  theme: string;
  volatility: string;
  rtp_basis_points: number;
  min_stake: number;
  max_stake: number;
  currency: string;
  aspect_ratio: number;
  has_demo: number;
  released_at: string;
  popularity: number;
  tags: string;
  live_table_id: string | null;
  launch_path: string;
  multilingual_url: string;
  descriptions: string;
};

function gameRowOf(game: FeedGame, launchPath: string, sanitise: (html: string) => string): GameRow {
  return {
    code: game.gameCode,
    name: game.name,
    studio_code: game.studioCode,
    engine: game.engine,
    category: game.category,
    theme: game.theme,
    volatility: game.volatility,
    rtp_basis_points: game.rtpBasisPoints,
    min_stake: game.minStakeMinor,
    max_stake: game.maxStakeMinor,
    currency: game.currency,
    aspect_ratio: game.aspectRatio,
    has_demo: game.hasDemo,
    released_at: game.releasedAt,
    popularity: game.popularity,
    tags: JSON.stringify([...new Set(game.tags)]),
    live_table_id: game.liveTableId,
    launch_path: launchPath,
    multilingual_url: JSON.stringify(multilingualUrlOf(launchPath)),
    descriptions: JSON.stringify(keptDescriptions(game.description, sanitise)),
  };
}

/**
 * Brings the database in line with the provider's feed, in one transaction: studios and games
 * are inserted or updated, those missing from the feed become inactive (never deleted), and an
 * unchanged game is not written at all. Running it twice on one feed changes nothing the second
 * time.
 */
export async function importCatalogue(
  db: GamesDb,
  raw: unknown,
  options: { now: Date; sanitise: (html: string) => string },
): Promise<ImportSummary> {
  const feed: CatalogueFeed = parseCatalogueFeed(raw);
  const { now, sanitise } = options;
  return db.transaction().execute(async (trx) => {
    const studios = await importStudios(trx, feed, now);

    const existing = await trx.selectFrom('games').select(['code', 'launch_path', 'feed_checksum', 'active']).execute();
    const existingByCode = new Map(existing.map((row) => [row.code, row]));
    const launchPaths = assignLaunchPaths(feed.games, new Map(existing.map((row) => [row.code, row.launch_path])));

    const games = { created: 0, updated: 0, unchanged: 0, deactivated: 0, active: feed.games.length };
    const changed: Array<GameRow & { feed_checksum: string }> = [];
    for (const game of feed.games) {
      const row = gameRowOf(game, launchPaths.get(game.gameCode) as string, sanitise);
      const checksum = sha256(JSON.stringify(row));
      const before = existingByCode.get(game.gameCode);
      if (before?.active && before.feed_checksum === checksum) {
        games.unchanged += 1;
        continue;
      }
      if (before) games.updated += 1;
      else games.created += 1;
      changed.push({ ...row, feed_checksum: checksum });
    }
    for (const batch of chunks(changed, BATCH_ROWS)) {
      await trx
        .insertInto('games')
        .values(batch.map((row) => ({ ...row, active: true, imported_at: now, updated_at: now })))
        .onConflict((conflict) =>
          conflict.column('code').doUpdateSet((update) => ({
            name: update.ref('excluded.name'),
            studio_code: update.ref('excluded.studio_code'),
            engine: update.ref('excluded.engine'),
            category: update.ref('excluded.category'),
            theme: update.ref('excluded.theme'),
            volatility: update.ref('excluded.volatility'),
            rtp_basis_points: update.ref('excluded.rtp_basis_points'),
            min_stake: update.ref('excluded.min_stake'),
            max_stake: update.ref('excluded.max_stake'),
            currency: update.ref('excluded.currency'),
            aspect_ratio: update.ref('excluded.aspect_ratio'),
            has_demo: update.ref('excluded.has_demo'),
            released_at: update.ref('excluded.released_at'),
            popularity: update.ref('excluded.popularity'),
            tags: update.ref('excluded.tags'),
            live_table_id: update.ref('excluded.live_table_id'),
            launch_path: update.ref('excluded.launch_path'),
            multilingual_url: update.ref('excluded.multilingual_url'),
            descriptions: update.ref('excluded.descriptions'),
            active: true,
            feed_checksum: update.ref('excluded.feed_checksum'),
            imported_at: update.ref('excluded.imported_at'),
            updated_at: update.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }

    const inFeed = new Set(feed.games.map((game) => game.gameCode));
    const retired = existing.filter((row) => row.active && !inFeed.has(row.code)).map((row) => row.code);
    for (const batch of chunks(retired, BATCH_ROWS)) {
      await trx.updateTable('games').set({ active: false, updated_at: now }).where('code', 'in', batch).execute();
    }
    games.deactivated = retired.length;

    await trx
      .insertInto('game_catalogue_state')
      .values({
        provider: feed.provider,
        game_path: feed.gamePath,
        provider_logo_path: feed.providerLogoPath,
        imported_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({
          provider: feed.provider,
          game_path: feed.gamePath,
          provider_logo_path: feed.providerLogoPath,
          imported_at: now,
        }),
      )
      .execute();

    return { provider: feed.provider, studios, games, rejected: feed.rejected };
  });
}

async function importStudios(trx: GamesDb, feed: CatalogueFeed, now: Date) {
  const existing = await trx.selectFrom('game_studios').select(['code', 'name', 'active']).execute();
  const byCode = new Map(existing.map((row) => [row.code, row]));
  const tally = { created: 0, updated: 0, unchanged: 0, deactivated: 0 };
  for (const studio of feed.studios) {
    const before = byCode.get(studio.code);
    if (before?.active && before.name === studio.name) {
      tally.unchanged += 1;
      continue;
    }
    if (before) tally.updated += 1;
    else tally.created += 1;
    await trx
      .insertInto('game_studios')
      .values({ code: studio.code, name: studio.name, active: true, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('code').doUpdateSet({ name: studio.name, active: true, updated_at: now }),
      )
      .execute();
  }
  const inFeed = new Set(feed.studios.map((studio) => studio.code));
  const retired = existing.filter((row) => row.active && !inFeed.has(row.code)).map((row) => row.code);
  if (retired.length > 0) {
    await trx
      .updateTable('game_studios')
      .set({ active: false, updated_at: now })
      .where('code', 'in', retired)
      .execute();
  }
  tally.deactivated = retired.length;
  return tally;
}
