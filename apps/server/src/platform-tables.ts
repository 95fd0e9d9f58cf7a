import type { ComplianceTables } from './domains/compliance/compliance-tables';
import type { ContentTables } from './domains/content/content-tables';
import type { IdentityTables } from './domains/identity/identity-tables';
import type { LedgerTables } from './domains/wallet/ledger/ledger-tables';
import type { MessagingTables } from './infra/messaging/outbound-messages-table';

/** Every table of the platform database, by owning domain. */
export type PlatformTables = LedgerTables & MessagingTables & IdentityTables & ComplianceTables & ContentTables;
