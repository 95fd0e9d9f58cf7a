import { join } from 'node:path';
import { applyMigrations, type Database, openDatabase } from '@vauhti/db';
import type { PlatformConfig } from './config';
import type { PlatformTables } from './platform-tables';

export const PLATFORM_SCHEMA = 'platform';
export const PLATFORM_MIGRATIONS_DIR = join(import.meta.dirname, '../migrations');

/** Opens the platform database (PGlite under .data/platform, or DATABASE_URL) and migrates it. */
export async function openPlatformDatabase(config: PlatformConfig): Promise<Database<PlatformTables>> {
  const database = await openDatabase<PlatformTables>({
    schema: PLATFORM_SCHEMA,
    url: config.database.url,
    dataDir: config.database.url ? undefined : config.database.dataDir,
  });
  try {
    await applyMigrations(database, PLATFORM_MIGRATIONS_DIR);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
