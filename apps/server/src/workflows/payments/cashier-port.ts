/**
 * What the payments workflow asks of the cashier domain (src/domains/cashier, services.cashier).
 * Declared here, by its consumer, so the workflow's tests can hand in a fake and the workflow
 * depends on these few calls only.
 */
export type GateCode =
  | 'KYC_REQUIRED'
  | 'CHANNEL_NOT_VERIFIED'
  | 'LICENCE_PENDING'
  | 'ACCOUNT_BLOCKED'
  | 'NOT_REAL_ACCOUNT';
export type GateResult = { ok: true } | { ok: false; code: GateCode; message: string };
export type DepositLimitCheck =
  | { ok: true }
  | { ok: false; period: 'daily' | 'weekly' | 'monthly'; limitMinor: number; usedMinor: number };
export type KycDocumentStatus = 'not_started' | 'pending' | 'verified' | 'rejected';

export type PaymentsCashier = {
  sessions: {
    lookup(sessionId: string): Promise<{ ok: true; playerId: number } | { ok: false; code: 'SESSION_EXPIRED' }>;
  };
  depositLimits: {
    check(playerId: number, currency: string, amountMinor: number, pendingMinor: number): Promise<DepositLimitCheck>;
  };
  gates: {
    deposit(playerId: number): Promise<GateResult>;
    /** `hasPayAndPlayDetails`: the player has pay-and-play bank details; left out, the channel check applies. */
    withdrawal(playerId: number, options?: { hasPayAndPlayDetails?: boolean }): Promise<GateResult>;
  };
  playMoneyMinimumMinor(playerId: number): Promise<number | null>;
  kyc: {
    status(
      playerId: number,
    ): Promise<{ documents: { identityStatus: KycDocumentStatus; addressStatus: KycDocumentStatus } }>;
  };
};
