import type { Database } from '@vauhti/db';
import { openTestDatabase } from '@vauhti/db/testing';
import { PLATFORM_MIGRATIONS_DIR, PLATFORM_SCHEMA } from '../platform-database';
import type { PlatformTables } from '../platform-tables';

/** A migrated, empty platform database on the engine this test project runs on. */
export function openPlatformTestDatabase(options: { poolSizeMax?: number } = {}): Promise<Database<PlatformTables>> {
  return openTestDatabase<PlatformTables>({
    schema: PLATFORM_SCHEMA,
    migrationsDir: PLATFORM_MIGRATIONS_DIR,
    ...options,
  });
}
