import websocket from '@fastify/websocket';
import { pingDatabase } from '@vauhti/db';
import { createLogger, createServiceApp, renderDeveloperLandingPage } from '@vauhti/server-kit';
import type { FastifyRequest } from 'fastify';
import { registerArtRoutes } from './art/art.routes';
import { ArtService } from './art/art-service';
import { registerBundleRoutes } from './bundles/bundle.routes';
import { buildClientBundles, type ClientBundles } from './bundles/client-bundles';
import { CLIENT_KINDS } from './catalogue/catalogue-types';
import { GameCatalogue } from './catalogue/game-catalogue';
import type { SandboxGamesConfig } from './config';
import { type GamesDatabase, openGamesDatabase } from './database/games-database';
import { landingContent } from './landing-content';
import { registerLiveRoutes } from './live/live.routes';
import { LiveBets } from './live/live-bets';
import { cycleMs } from './live/live-schedule';
import { LiveTables } from './live/live-tables';
import { operatorRoutes } from './operator/operator.routes';
import { createCryptoRng } from './rng';
import { registerClientApiRoutes } from './rounds/client-api.routes';
import { RoundService } from './rounds/round-service';
import { registerPlayRoutes } from './sessions/play.routes';
import { WalletHttp } from './wallet-client/wallet-http';
import { WalletOutbox } from './wallet-client/wallet-outbox';

export type ServiceLogger = ReturnType<typeof createLogger>;

export type SandboxGamesAppOptions = {
  /** A logger to share (the one-process orchestrator passes its own); otherwise one is made from config. */
  logger?: ServiceLogger;
  /** An open, migrated database (tests); otherwise the app opens config.database and closes it with itself. */
  database?: GamesDatabase;
  /** The clock; tests move it. */
  now?: () => number;
  /** The fetch the wallet client uses; tests point it at a fake platform through config.platformUrl instead. */
  fetch?: typeof fetch;
};

/**
 * The game provider on port 5100 (docs/games-integration.md sections 1, 2, 3 and 5): the operator
 * API with the catalogue and artwork, the game page and client bundles, the client API that plays
 * rounds through the engines and moves money through the platform's seamless wallet, and the live
 * tables with their sockets.
 */
export async function createApp(config: SandboxGamesConfig, options: SandboxGamesAppOptions = {}) {
  const logger = options.logger ?? createLogger({ name: 'sandbox-games', level: config.logLevel });
  const now = options.now ?? Date.now;
  const catalogue = new GameCatalogue({ liveRoundMs: cycleMs(config.live) });
  const bundles = await buildBundles(config, catalogue, logger);
  const database = options.database ?? (await openGamesDatabase(config));
  const ownsDatabase = options.database === undefined;
  try {
    const app = createServiceApp({ logger, checkHealth: () => pingDatabase(database) });
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    const publicOriginOf = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
    const rng = createCryptoRng();
    const wallet = new WalletHttp({
      platformUrl: config.platformUrl,
      providerId: config.wallet.providerId,
      secret: config.wallet.secret,
      timeoutMs: config.wallet.timeoutMs,
      now,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const outbox = new WalletOutbox({
      kysely: database.kysely,
      http: wallet,
      logger: app.log,
      callTimeoutMs: config.wallet.timeoutMs,
      now,
    });
    const rounds = new RoundService({ kysely: database.kysely, catalogue, outbox, wallet, rng, now });
    const liveTables = new LiveTables(catalogue, {
      kysely: database.kysely,
      outbox,
      schedule: config.live,
      rng,
      now,
      logger: app.log,
    });
    const liveBets = new LiveBets({ kysely: database.kysely, outbox, rounds, tables: liveTables });
    const art = new ArtService(catalogue, config.artCacheDir);

    const page = renderDeveloperLandingPage(
      landingContent({
        platformUrl: config.platformUrl,
        gameCount: catalogue.games.length,
        studioCount: catalogue.studios.length,
      }),
    );
    app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
    registerArtRoutes(app, art);
    registerBundleRoutes(app, bundles);
    registerPlayRoutes(app, {
      kysely: database.kysely,
      catalogue,
      bundles,
      wallet,
      now,
      frameAncestors: config.frameAncestors,
      publicOriginOf,
    });
    await app.register(async (scope) => registerClientApiRoutes(scope, rounds, liveBets), { prefix: '/client-api/v1' });
    await app.register(
      async (scope) =>
        operatorRoutes(scope, { catalogue, liveTables, secrets: config.operatorSecrets, now, publicOriginOf }),
      { prefix: '/operator/v1' },
    );
    registerLiveRoutes(app, liveTables);

    app.addHook('onReady', async () => {
      outbox.start();
      await liveTables.start();
    });
    app.addHook('onClose', async () => {
      await liveTables.stop();
      await outbox.stop();
      if (ownsDatabase) await database.close();
    });
    return Object.assign(app, { services: { catalogue, rounds, outbox, liveTables, database } });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}

/**
 * Builds the client bundles. In production every client kind the catalogue uses must build;
 * elsewhere a kind whose entry is missing only makes its games answer "temporarily unavailable".
 */
async function buildBundles(
  config: SandboxGamesConfig,
  catalogue: GameCatalogue,
  logger: ServiceLogger,
): Promise<ClientBundles> {
  const bundles = await buildClientBundles({
    entriesDir: config.clientEntriesDir,
    development: config.environment !== 'production',
  });
  const used = new Set(catalogue.games.map((game) => game.clientKind));
  const missing = CLIENT_KINDS.filter((kind) => used.has(kind) && !bundles.bundle(kind));
  if (missing.length > 0) {
    if (config.environment === 'production') throw new Error(`game clients missing: ${missing.join(', ')}`);
    logger.warn({ missing, entriesDir: config.clientEntriesDir }, 'game clients missing: their games cannot be opened');
  }
  return bundles;
}

export type SandboxGamesApp = Awaited<ReturnType<typeof createApp>>;
