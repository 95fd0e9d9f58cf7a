import type { AmlVerificationStatus, CashierHistoryEntry, DepositLimitsView } from '@vauhti/contracts/cashier';

/*
 * Test data for the cashier's account pages (deposit limits, cashier history, identity
 * verification) in the platform's shapes: the answers of their calls. The player and the session's
 * routes are src/test-support/fixtures/session.ts's.
 */

type Period = { value: number | null; pending: { value: number | null; effectiveAt: string } | null };

/** GET/PUT /cashier/deposit-limits in major units; every period without a limit unless given. */
export function limitsView(periods: Partial<Record<'daily' | 'weekly' | 'monthly', Period>> = {}): DepositLimitsView {
  const none: Period = { value: null, pending: null };
  return {
    currency: 'EUR',
    limits: {
      deposit: { daily: periods.daily ?? none, weekly: periods.weekly ?? none, monthly: periods.monthly ?? none },
    },
  };
}

export function historyEntry(txnId: string, overrides: Partial<CashierHistoryEntry> = {}): CashierHistoryEntry {
  return {
    txnId,
    kind: 'deposit',
    method: 'CREDITCARD',
    amountMinor: 2_000,
    feeMinor: 0,
    currency: 'EUR',
    status: 'txn_confirmed_success',
    outcome: 'successful',
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T09:31:00.000Z',
    ...overrides,
  };
}

export function amlStatus(overrides: Partial<AmlVerificationStatus> = {}): AmlVerificationStatus {
  return { thirdPartyRequired: true, identityStatus: 'not_started', latest: null, ...overrides };
}
