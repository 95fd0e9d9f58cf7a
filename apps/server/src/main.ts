import { createLogger, exitOnShutdownSignal } from '@vauhti/server-kit';
import { createApp } from './app';
import { loadPlatformConfig, type PlatformConfig } from './config';
import { systemClock } from './infra/time/clock';
import { writeOpsToken } from './ops/ops-token';
import { openPlatformDatabase } from './platform-database';
import { contentSeedCounts, seedDemoContent } from './seed/demo-content';
import { seedDemoPlayers } from './seed/demo-players';
import { createPlatformServices } from './services';

export type RunningSystem = { name: string; urls: string[]; close(): Promise<void> };

/**
 * Opens (creating and migrating) the platform database, seeds the demo content outside
 * production, and serves the platform. close() stops accepting connections, lets in-flight
 * requests finish, then closes the database.
 */
export async function startPlatform(config: PlatformConfig): Promise<RunningSystem> {
  const database = await openPlatformDatabase(config);
  try {
    if (config.environment !== 'production') {
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
  const platform = await startPlatform(config);
  log.info(`Vauhti platform is running: open ${config.siteUrl}`);
  exitOnShutdownSignal(() => platform.close(), log);
}
