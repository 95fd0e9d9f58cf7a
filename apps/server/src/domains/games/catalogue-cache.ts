import type { GameCategory, GamesCatalogue, Volatility } from '@vauhti/contracts/games';
import type { Clock } from '../../infra/time/clock';
import type { GamesDb } from './catalogue-import';
import {
  buildCatalogue,
  type CatalogueGame,
  type SerialisedCatalogue,
  type StoredGame,
  serialiseCatalogue,
} from './catalogue-view';
import { readLobbies } from './lobbies';

/** The catalogue as one process holds it: the response and the lookups the other routes use. */
export type CatalogueSnapshot = {
  /** The last import it reflects (null before the first), and the UTC day its "new" rules used. */
  importedAt: string | null;
  /** The provider of the imported feed (the id it calls the wallet with); null before the first import. */
  provider: string | null;
  day: string;
  body: GamesCatalogue;
  serialised: SerialisedCatalogue;
  byCode: ReadonlyMap<string, CatalogueGame>;
  byLaunchPath: ReadonlyMap<string, CatalogueGame>;
  /** Every game, most popular first. */
  games: readonly CatalogueGame[];
};

/** Where art lives before the first import has said so (the provider's conventional paths). */
export type FallbackPaths = { gamePath: string; providerLogoPath: string };

async function importedAtOf(db: GamesDb): Promise<string | null> {
  const row = await db.selectFrom('game_catalogue_state').select('imported_at').executeTakeFirst();
  return row ? row.imported_at.toISOString() : null;
}

async function loadSnapshot(db: GamesDb, fallback: FallbackPaths, now: Date): Promise<CatalogueSnapshot> {
  const [state, studios, rows, lobbies] = await Promise.all([
    db.selectFrom('game_catalogue_state').selectAll().executeTakeFirst(),
    db.selectFrom('game_studios').select(['code', 'name']).where('active', '=', true).execute(),
    db
      .selectFrom('games')
      .select([
        'code',
        'name',
        'studio_code',
        'engine',
        'category',
        'volatility',
        'rtp_basis_points',
        'min_stake',
        'max_stake',
        'currency',
        'aspect_ratio',
        'has_demo',
        'released_at',
        'popularity',
        'tags',
        'live_table_id',
        'launch_path',
        'multilingual_url',
        'descriptions',
      ])
      .where('active', '=', true)
      .execute(),
    readLobbies(db),
  ]);
  const games: StoredGame[] = rows.map((row) => ({
    gameCode: row.code,
    name: row.name,
    studioCode: row.studio_code,
    engine: row.engine,
    category: row.category as GameCategory,
    volatility: row.volatility as Volatility,
    rtpBasisPoints: row.rtp_basis_points,
    minStakeMinor: row.min_stake,
    maxStakeMinor: row.max_stake,
    currency: row.currency,
    aspectRatio: row.aspect_ratio,
    hasDemo: row.has_demo,
    releasedAt: row.released_at,
    popularity: row.popularity,
    tags: row.tags,
    liveTableId: row.live_table_id,
    launchPath: row.launch_path,
    multilingualUrl: row.multilingual_url,
    descriptions: row.descriptions,
  }));
  const built = buildCatalogue(
    {
      gamePath: state?.game_path ?? fallback.gamePath,
      providerLogoPath: state?.provider_logo_path ?? fallback.providerLogoPath,
      studios,
      games,
      lobbies,
    },
    now,
  );
  return {
    importedAt: state ? state.imported_at.toISOString() : null,
    provider: state?.provider ?? null,
    day: now.toISOString().slice(0, 10),
    body: built.body,
    serialised: await serialiseCatalogue(built.body),
    byCode: new Map(built.games.map((entry) => [entry.game.gameCode, entry])),
    byLaunchPath: new Map(built.games.map((entry) => [entry.launchPath, entry])),
    games: built.games,
  };
}

/** How often a process asks whether another process has imported a newer catalogue. */
const RECHECK_MS = 30_000;

/**
 * The in-memory catalogue of this process. It is rebuilt after this process imports, when the
 * UTC day changes (the "new" groups move), and when another process has imported (checked at
 * most every 30 s with a one-row query). Concurrent readers share one build.
 */
export class CatalogueCache {
  private snapshot: CatalogueSnapshot | undefined;
  private building: Promise<CatalogueSnapshot> | undefined;
  private checkedAtMs = 0;

  constructor(
    private readonly db: GamesDb,
    private readonly clock: Clock,
    private readonly fallback: FallbackPaths,
  ) {}

  async get(): Promise<CatalogueSnapshot> {
    const now = this.clock.now();
    const current = this.snapshot;
    if (!current || current.day !== now.toISOString().slice(0, 10)) return this.building ?? this.rebuild();
    if (now.getTime() - this.checkedAtMs >= RECHECK_MS) {
      this.checkedAtMs = now.getTime();
      if ((await importedAtOf(this.db)) !== current.importedAt) return this.building ?? this.rebuild();
    }
    return this.snapshot ?? current;
  }

  /** Builds afresh (after an import); a build already running is followed by a new one. */
  rebuild(): Promise<CatalogueSnapshot> {
    const previous = this.building ?? Promise.resolve(undefined);
    const build = previous
      .catch(() => undefined)
      .then(async () => {
        const now = this.clock.now();
        const snapshot = await loadSnapshot(this.db, this.fallback, now);
        this.snapshot = snapshot;
        this.checkedAtMs = now.getTime();
        return snapshot;
      })
      .finally(() => {
        if (this.building === build) this.building = undefined;
      });
    this.building = build;
    return build;
  }
}
