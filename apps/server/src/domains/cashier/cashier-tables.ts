import type { KycStatus } from '@vauhti/contracts/cashier';
import type { ColumnType } from 'kysely';

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** The review states of a document; the site reads them too, so they are named in the contracts. */
export { KYC_STATUSES, type KycStatus } from '@vauhti/contracts/cashier';

/** A cashier session: the id the hosted cashier is opened with, stored only as its SHA-256. */
export type CashierSessionsTable = {
  id: string;
  player_id: number;
  /** The login it was issued from (it ends with it); null for an operator-issued session. */
  web_session_id: number | null;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  revoked_at: Date | null;
};

/**
 * One row per player and period while a limit is in force (a first limit applies at once, so there
 * is never a row without one). pending_effective_at set: pending_value_minor (null = removal)
 * takes over at that moment.
 */
export type DepositLimitsTable = {
  player_id: number;
  period: DepositLimitPeriod;
  currency: string;
  value_minor: number;
  pending_value_minor: number | null;
  pending_effective_at: Date | null;
  updated_at: Date;
};

export type PlayerKycTable = {
  player_id: number;
  identity_status: KycStatus;
  address_status: KycStatus;
  /** Compliance asked for a third-party identity check (the site's {lang}/amlverification). */
  third_party_required: boolean;
  updated_at: Date;
};

export type PlayerAffiliateLinksTable = {
  player_id: number;
  affiliate_link_id: string;
  recorded_at: Date;
};

/** The cashier domain's tables (migration 0008_cashier.sql). */
export type CashierTables = {
  cashier_sessions: CashierSessionsTable;
  deposit_limits: DepositLimitsTable;
  player_kyc: PlayerKycTable;
  player_affiliate_links: PlayerAffiliateLinksTable;
};
