import { z } from 'zod';
import { TRANSACTION_KINDS } from './payment-values';

/*
 * The player's cashier history ({lang}/myaccount/cashier): their own deposits and withdrawals
 * from the platform's cashier transactions, newest first, paged by cursor. Amounts are minor
 * units of the transaction's currency.
 */

/** Rows a page holds unless the caller asks for fewer. */
export const CASHIER_HISTORY_PAGE_SIZE_DEFAULT = 20;
/** The most rows one page may hold: a larger limit is refused, not silently cut. */
export const CASHIER_HISTORY_PAGE_SIZE_MAX = 50;

export const CashierHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(CASHIER_HISTORY_PAGE_SIZE_MAX, `must be at most ${CASHIER_HISTORY_PAGE_SIZE_MAX}`)
    .default(CASHIER_HISTORY_PAGE_SIZE_DEFAULT),
  cursor: z.coerce
    .number({ error: 'must be the nextCursor of the previous page' })
    .int('must be the nextCursor of the previous page')
    .positive('must be the nextCursor of the previous page')
    .max(Number.MAX_SAFE_INTEGER, 'must be the nextCursor of the previous page')
    .optional()
    .describe('the nextCursor of the previous page; left out: the newest page'),
});

/**
 * How a transaction stands, for the player: `incomplete` a deposit started on the site that never
 * reached the provider (the card's 3-D Secure check was left), `pending` waiting for the player,
 * the provider or a payout approval, `successful`, `failed`, `cancelled` (by the player or the
 * provider; a cancelled withdrawal's money is back on the balance).
 */
export const CASHIER_HISTORY_OUTCOMES = ['incomplete', 'pending', 'successful', 'failed', 'cancelled'] as const;
export type CashierHistoryOutcome = (typeof CASHIER_HISTORY_OUTCOMES)[number];

export const CashierHistoryEntrySchema = z.object({
  txnId: z.string().describe("the platform's transaction id (the cashier's txnId)"),
  kind: z.enum(TRANSACTION_KINDS),
  /** The method key (CREDITCARD, TRUSTLY, ...), as the cashier's details name it. */
  method: z.string(),
  amountMinor: z.number().int(),
  feeMinor: z.number().int(),
  currency: z.string(),
  /** The spec's status (txn_* for deposits, co_* for withdrawals). */
  status: z.string(),
  outcome: z.enum(CASHIER_HISTORY_OUTCOMES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const CashierHistorySchema = z.object({
  items: z.array(CashierHistoryEntrySchema),
  nextCursor: z.number().int().nullable().describe('null: this is the oldest page'),
});

export type CashierHistoryQuery = z.infer<typeof CashierHistoryQuerySchema>;
export type CashierHistoryEntry = z.infer<typeof CashierHistoryEntrySchema>;
export type CashierHistory = z.infer<typeof CashierHistorySchema>;
