import type { AmlVerificationState } from '@vauhti/contracts/cashier';
import type { Generated } from 'kysely';

/** A third-party identity verification the platform started (migration 0012_identity_verifications.sql). */
export type IdentityVerificationsTable = {
  /** The order sessions were started in. */
  id: Generated<number>;
  verification_id: string;
  player_id: number;
  state: AmlVerificationState;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export type IdentityVerificationTables = { identity_verifications: IdentityVerificationsTable };
