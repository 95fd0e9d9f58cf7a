import { z } from 'zod';

/*
 * The player's own money (GET /wallet/...): balances, the transactions list and the withdrawals
 * waiting for payment. Every amount is an integer of minor units of the player's currency.
 */

export const BalancesSchema = z.object({
  currency: z.string(),
  cashMinor: z.number().int(),
  bonusMinor: z.number().int(),
  withdrawableMinor: z.number().int(),
  /** Withdrawable plus bonus. */
  totalMinor: z.number().int(),
  /** Held for withdrawals that are waiting for the provider. */
  withdrawalHoldMinor: z.number().int(),
  /** What the player owes after a clawback or a rolled-back win; later credits repay it first. */
  debtMinor: z.number().int(),
});

/** One ledger transfer as the player sees it. */
export const TransferSchema = z.object({
  transferId: z.number().int(),
  /** One of TRANSFER_CODES; a site reads a code added later as "other". */
  code: z.string(),
  createdAt: z.string(),
  currency: z.string(),
  roundId: z.string().nullable(),
  /** The change on each of the player's accounts (zero where the transfer did not touch it). */
  changes: z.object({
    cashMinor: z.number().int(),
    bonusMinor: z.number().int(),
    withdrawalHoldMinor: z.number().int(),
    debtMinor: z.number().int(),
  }),
  /** The cash and bonus balances right after the transfer. */
  cashAfterMinor: z.number().int().nullable(),
  bonusAfterMinor: z.number().int().nullable(),
});

/**
 * One game round on one line: what was staked, what it paid and the difference, with the round's
 * own movements (bets, wins, refunds; oldest first) for its details. Refunded bets and taken-back
 * wins count neither as stake nor as win.
 */
export const RoundLineSchema = z.object({
  kind: z.literal('round'),
  roundId: z.string(),
  provider: z.string().nullable(),
  product: z.string().nullable(),
  gameCode: z.string().nullable(),
  createdAt: z.string().describe("the round's latest movement"),
  currency: z.string(),
  stakeMinor: z.number().int().describe('staked, refunded bets left out'),
  winMinor: z.number().int().describe('paid out, 0 for a lost round; wins taken back left out'),
  netMinor: z.number().int().describe('winMinor minus stakeMinor'),
  /** The round's effect on each balance (the sum of its movements). */
  changes: z.object({ cashMinor: z.number().int(), bonusMinor: z.number().int() }),
  cashAfterMinor: z.number().int().nullable(),
  bonusAfterMinor: z.number().int().nullable(),
  movements: z.array(TransferSchema).describe("the round's bets, wins and refunds, oldest first"),
});

/** A transfer that is no game round's (a deposit, a withdrawal, a bonus), on its own line. */
export const TransferLineSchema = TransferSchema.extend({ kind: z.literal('transfer') });

/** A line of the transactions list: a game round, or any other transfer on its own. */
export const HistoryLineSchema = z.discriminatedUnion('kind', [TransferLineSchema, RoundLineSchema]);

export const TransactionsSchema = z.object({
  items: z.array(HistoryLineSchema).describe('newest first: one line a game round, one line every other transfer'),
  nextCursor: z.number().int().nullable().describe("the last line's position: pass it as cursor for the next page"),
});

/** The header's pending-withdrawal icon: withdrawals whose hold is not yet paid or cancelled. */
export const PendingWithdrawalsSchema = z.object({
  count: z.number().int().describe('every open withdrawal, also beyond the 50 listed'),
  pendingWithdrawals: z.array(
    z.object({
      transferId: z.number().int(),
      amountMinor: z.number().int(),
      currency: z.string(),
      requestedAt: z.string(),
    }),
  ),
});

export type Balances = z.infer<typeof BalancesSchema>;
export type Transfer = z.infer<typeof TransferSchema>;
export type RoundLine = z.infer<typeof RoundLineSchema>;
export type TransferLine = z.infer<typeof TransferLineSchema>;
export type HistoryLine = z.infer<typeof HistoryLineSchema>;
export type TransactionsPage = z.infer<typeof TransactionsSchema>;
export type PendingWithdrawals = z.infer<typeof PendingWithdrawalsSchema>;
