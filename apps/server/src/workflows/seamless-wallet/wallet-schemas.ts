import { z } from 'zod';

/**
 * A provider's identifiers (transactions, rounds, games, players). Printable ASCII without spaces:
 * they are stored as text and JSON, where a NUL or a control character has no business.
 */
const Identifier = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, 'must be 1 to 128 printable ASCII characters without spaces');
/**
 * The largest amount of one call, in minor units (ten thousand million of a two-decimal currency).
 * Far above any stake or payout, and far enough below Number.MAX_SAFE_INTEGER that no run of
 * calls brings a balance near the range where JavaScript numbers stop being exact.
 */
export const WALLET_AMOUNT_MAX = 1_000_000_000_000;
const Amount = z.int().min(0).max(WALLET_AMOUNT_MAX);
const Currency = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR');
const Token = z.string().min(1).max(256);

export const AuthenticateBody = z.object({ token: Token });
export const BalanceBody = z.object({ playerId: Identifier, currency: Currency });
export const BetBody = z.object({
  transactionId: Identifier,
  roundId: Identifier,
  playerId: Identifier,
  gameCode: Identifier,
  // A stake of nothing is not a stake; only a win may be 0 (the contract's "0 allowed").
  amount: Amount.min(1),
  currency: Currency,
  token: Token,
});
export const WinBody = z.object({
  transactionId: Identifier,
  roundId: Identifier,
  playerId: Identifier,
  gameCode: Identifier,
  amount: Amount,
  currency: Currency,
  roundClosed: z.boolean(),
});
export const RollbackBody = z.object({
  transactionId: Identifier,
  referenceTransactionId: Identifier,
  roundId: Identifier,
  playerId: Identifier,
  gameCode: Identifier,
});

export type AuthenticateRequest = z.infer<typeof AuthenticateBody>;
export type BalanceRequest = z.infer<typeof BalanceBody>;
export type BetRequest = z.infer<typeof BetBody>;
export type WinRequest = z.infer<typeof WinBody>;
export type RollbackRequest = z.infer<typeof RollbackBody>;

export const WALLET_OPERATIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type WalletOperation = (typeof WALLET_OPERATIONS)[number];
