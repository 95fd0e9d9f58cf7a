/**
 * npm run db:migrate: creates (when needed) and migrates the platform database, on PGlite under
 * .data/platform or on DATABASE_URL. The sandboxes migrate their own databases when they start.
 */
import { loadPlatformConfig } from '../apps/server/src/config';
import { openPlatformDatabase } from '../apps/server/src/platform-database';

const config = loadPlatformConfig();
const database = await openPlatformDatabase(config);
await database.close();
console.log(`platform database migrated (${config.database.url ? 'PostgreSQL' : config.database.dataDir})`);
