import type { LedgerTables } from './domains/wallet/ledger/ledger-tables';

/** Every table of the platform database, by owning domain. */
export type PlatformTables = LedgerTables;
