import { createLogger, exitOnShutdownSignal, ProductionPreflightError } from '@vauhti/server-kit';
import { createApp } from './app';
import { loadPlatformConfig, type PlatformConfig } from './config';
import { systemClock } from './infra/time/clock';
import { writeOpsToken } from './ops/ops-token';
import { openPlatformDatabase } from './platform-database';
import { assertReadyForProduction } from './preflight';
import { contentSeedCounts, seedDemoContent } from './seed/demo-content';
import { seedDemoPlayers } from './seed/demo-players';
import { createPlatformServices } from './services';

export type RunningSystem = { name: string; urls: string[]; close(): Promise<void> };

/**
 * Refuses a production configuration with any problem (preflight.ts) before it touches the data,
 * opens (creating and migrating) the platform database, seeds the demo players and content when
 * the dev tools are on, and serves the platform. close() stops accepting connections, lets
 * in-flight requests finish, then closes the database.
 */
export async function startPlatform(config: PlatformConfig): Promise<RunningSystem> {
  assertReadyForProduction(config);
  const database = await openPlatformDatabase(config);
  try {
    if (config.devTools) {
      const logger = createLogger({ name: 'seed', level: config.logLevel });
      const services = createPlatformServices({ database, config, clock: systemClock, logger });
      const { created } = await seedDemoPlayers(services);
      if (created.length > 0) logger.info({ players: created }, 'seeded demo players');
      const content = contentSeedCounts(await seedDemoContent(services));
      if (content) logger.info({ content }, 'seeded content pages and banners');
    }
    const opsToken = writeOpsToken(config.database.dataDir);
    const app = await createApp(config, { database, opsToken });
    await app.listen({ host: config.host, port: config.port });
    return {
      name: 'platform',
      urls: [config.siteUrl],
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

if (process.argv[1] === import.meta.filename) {
  const config = loadPlatformConfig();
  const log = createLogger({ name: 'platform', level: config.logLevel });
  try {
    const platform = await startPlatform(config);
    log.info(`Vauhti platform is running: open ${config.siteUrl}`);
    exitOnShutdownSignal(() => platform.close(), log);
  } catch (error) {
    // The preflight's list reads best as it is written, one problem a line; anything else with its stack.
    if (error instanceof ProductionPreflightError) log.fatal(error.message);
    else log.fatal({ err: error }, 'the platform could not start');
    process.exitCode = 1;
  }
}
