import type { Database } from '@vauhti/db';
import type { Logger } from 'pino';
import type { PlatformConfig } from './config';
import { Ledger } from './domains/wallet/ledger/ledger';
import type { MessageChannel } from './infra/messaging/outbound-messages-table';
import { Outbox } from './infra/messaging/outbox';
import type { Clock } from './infra/time/clock';
import type { PlatformTables } from './platform-tables';

/**
 * The composition root of the platform's domain services. The HTTP app, the operator CLI and
 * the demo seeder all build their services here, so each runs the same code.
 */
export function createPlatformServices(deps: {
  database: Database<PlatformTables>;
  config: PlatformConfig;
  clock: Clock;
  logger: Logger;
}) {
  const db = deps.database.kysely;
  const deliverable = new Set<MessageChannel>(deps.config.mail.smtpUrl ? ['email'] : []);
  const outbox = new Outbox(db, deliverable);
  const ledger = new Ledger(db);
  return { ...deps, db, outbox, ledger };
}

export type PlatformServices = ReturnType<typeof createPlatformServices>;
