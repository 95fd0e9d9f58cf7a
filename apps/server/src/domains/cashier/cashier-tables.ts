/** The cashier domain's tables (migration 0008_cashier.sql). */
export type CashierTables = Record<never, never>;
