import { resolve } from 'node:path';
import { applyMigrations, openDatabase } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { createApp } from '../../apps/server/src/app';
import { testPlatformConfig } from '../../apps/server/src/config';
import { systemClock } from '../../apps/server/src/infra/time/clock';
import { PLATFORM_MIGRATIONS_DIR, PLATFORM_SCHEMA } from '../../apps/server/src/platform-database';
import type { PlatformTables } from '../../apps/server/src/platform-tables';
import { seedDemoContent } from '../../apps/server/src/seed/demo-content';
import { seedDemoPlayers } from '../../apps/server/src/seed/demo-players';
import { createPlatformServices } from '../../apps/server/src/services';
import { freePort, retryWhileAddressInUse } from '../../apps/server/src/test-support/ports';

export const WEB_DIST_DIR = resolve(import.meta.dirname, '../../apps/web/dist');

export type RunningPlatform = {
  /** The site's origin as a browser sees it, such as http://localhost:41234. */
  url: string;
  close(): Promise<void>;
};

/**
 * Starts the platform in-process on a free port with an in-memory PGlite database seeded like
 * `npm start` (demo players, static pages, banners, policies), serving the built site from
 * apps/web/dist. The port is chosen before the app is created because the
 * configuration (site URL, allowed origins) must name it; a start whose port was taken before it
 * listened runs again on a new one.
 */
export function startPlatform(): Promise<RunningPlatform> {
  return retryWhileAddressInUse(startPlatformOnce);
}

async function startPlatformOnce(): Promise<RunningPlatform> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const database = await openDatabase<PlatformTables>({ schema: PLATFORM_SCHEMA });
  try {
    await applyMigrations(database, PLATFORM_MIGRATIONS_DIR);
    const config = testPlatformConfig({
      host: '127.0.0.1',
      port,
      siteUrl: url,
      allowedOrigins: [url],
      webDistDir: WEB_DIST_DIR,
    });
    const services = createPlatformServices({
      database,
      config,
      clock: systemClock,
      logger: createLogger({ name: 'seed', level: 'silent' }),
    });
    await seedDemoPlayers(services);
    await seedDemoContent(services);
    const app = await createApp(config, { database });
    await app.listen({ host: config.host, port });
    return {
      url,
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
