/** The ledger's idempotency source of every posting the merchant API and the reconciler make. */
export const LEDGER_SOURCE = 'piq';
/** The house clearing account the payment orchestrator settles through (one per currency). */
export const CLEARING_PROVIDER = 'piq';

/** The ledger's externalId of each posting of provider transaction txId; the reconciler uses the same. */
export const ledgerKeys = {
  hold: (txId: string) => `authorize-${txId}`,
  paidOrCredited: (txId: string) => `transfer-${txId}`,
  cancelled: (txId: string) => `cancel-${txId}`,
};
