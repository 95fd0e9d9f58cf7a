import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { testPlatformConfig } from '../config';
import type { Clock } from '../infra/time/clock';
import type { PlatformTables } from '../platform-tables';
import { createPlatformServices, type PlatformServices } from '../services';
import { openPlatformTestDatabase } from './platform-test-database';

/**
 * The platform's services on a fresh test database with the test configuration, quiet logs and
 * the given clock; no app is started, so no background worker runs behind the test's back.
 */
export async function openPlatformTestServices(
  clock: Clock,
): Promise<{ database: Database<PlatformTables>; services: PlatformServices }> {
  const database = await openPlatformTestDatabase();
  const services = createPlatformServices({
    database,
    config: testPlatformConfig(),
    clock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  return { database, services };
}
