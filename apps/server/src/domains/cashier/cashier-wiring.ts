import type { Database } from '@vauhti/db';
import type { Logger } from 'pino';
import type { PlatformConfig } from '../../config';
import type { Outbox } from '../../infra/messaging/outbox';
import type { Clock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import type { ComplianceService } from '../compliance/compliance-service';
import type { IdentityService } from '../identity/identity-service';
import type { Ledger } from '../wallet/ledger/ledger';

export type CashierWiringDeps = {
  database: Database<PlatformTables>;
  config: PlatformConfig;
  clock: Clock;
  logger: Logger;
  identity: IdentityService;
  compliance: ComplianceService;
  ledger: Ledger;
  outbox: Outbox;
};

/** The cashier domain's services, built once per process by services.ts. */
export function createCashier(_deps: CashierWiringDeps) {
  return {};
}

export type Cashier = ReturnType<typeof createCashier>;
