import { join } from 'node:path';
import type { Database } from '@vauhti/db';
import { openTestDatabase } from '@vauhti/db/testing';
import type { PlatformTables } from '../platform-tables';

export const PLATFORM_MIGRATIONS_DIR = join(import.meta.dirname, '../../migrations');

/** A migrated, empty platform database on the engine this test project runs on. */
export function openPlatformTestDatabase(options: { poolSizeMax?: number } = {}): Promise<Database<PlatformTables>> {
  return openTestDatabase<PlatformTables>({ schema: 'platform', migrationsDir: PLATFORM_MIGRATIONS_DIR, ...options });
}
