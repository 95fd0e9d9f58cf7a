import { z } from 'zod';

/*
 * The seamless wallet's wire shapes (contracts/seamless-wallet.md): the bodies a game provider or
 * the sportsbook vendor posts to POST /api/wallet/v1/<operation>, and the answers the platform
 * gives. The platform validates the bodies with these schemas; the providers build their bodies
 * with the inferred types and read the answers with the answer schemas. A body here leaves out
 * `ts`: the signed transport stamps it at each attempt and checks it before the body's schema.
 */

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
/** Integer minor units of the call's currency; never negative. */
const Amount = z.int().min(0).max(WALLET_AMOUNT_MAX);
const Currency = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR');
/** The launch token the platform issued at game launch. */
const Token = z.string().min(1).max(256);

export const WALLET_OPERATIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type WalletOperation = (typeof WALLET_OPERATIONS)[number];

export const AuthenticateRequestSchema = z.object({ token: Token });
export const BalanceRequestSchema = z.object({ playerId: Identifier, currency: Currency });
export const BetRequestSchema = z.object({
  transactionId: Identifier,
  roundId: Identifier,
  playerId: Identifier,
  gameCode: Identifier,
  // A stake of nothing is not a stake; only a win may be 0 (the contract's "0 allowed").
  amount: Amount.min(1),
  currency: Currency,
  token: Token,
});
export const WinRequestSchema = z.object({
  transactionId: Identifier,
  roundId: Identifier,
  playerId: Identifier,
  gameCode: Identifier,
  amount: Amount,
  currency: Currency,
  roundClosed: z.boolean(),
});
export const RollbackRequestSchema = z.object({
  transactionId: Identifier,
  /** The bet (or win) to reverse exactly. */
  referenceTransactionId: Identifier,
  roundId: Identifier,
  playerId: Identifier,
  gameCode: Identifier,
});

export type AuthenticateRequest = z.infer<typeof AuthenticateRequestSchema>;
export type BalanceRequest = z.infer<typeof BalanceRequestSchema>;
export type BetRequest = z.infer<typeof BetRequestSchema>;
export type WinRequest = z.infer<typeof WinRequestSchema>;
export type RollbackRequest = z.infer<typeof RollbackRequestSchema>;

/**
 * The statuses of contracts/seamless-wallet.md. Business outcomes are HTTP 200; INVALID_REQUEST
 * (a body that fails its schema) is 400 and INVALID_SIGNATURE (a bad signature or ts) is 401.
 */
export const WALLET_STATUSES = [
  'OK',
  'DUPLICATE_MISMATCH',
  'INSUFFICIENT_FUNDS',
  'TOKEN_EXPIRED',
  'PLAYER_BLOCKED',
  'LIMIT_REACHED',
  'UNKNOWN_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
] as const;
export const WalletStatusSchema = z.enum(WALLET_STATUSES);
export type WalletStatus = z.infer<typeof WalletStatusSchema>;

/** The balances an OK or INSUFFICIENT_FUNDS answer carries, in minor units of `currency`. */
export const WalletBalancesSchema = z.object({
  /** cash + bonus. */
  balance: Amount,
  cash: Amount,
  bonus: Amount,
  currency: Currency,
});
export type WalletBalances = z.infer<typeof WalletBalancesSchema>;

/**
 * Success, or the replay of a request already done: the platform's transfer id (absent for
 * authenticate and balance) and the balances now.
 */
export const WalletOkAnswerSchema = WalletBalancesSchema.extend({
  status: z.literal('OK'),
  transactionId: z.string().optional(),
});
export type WalletOkAnswer = z.infer<typeof WalletOkAnswerSchema>;

/**
 * authenticate's success: the player the launch token names, with the balances. A provider sends
 * `playerId` back as it came in every later call. The platform answers a string; providers also
 * take a number, as aggregator wallets may answer one.
 */
export const AuthenticateAnswerSchema = WalletOkAnswerSchema.extend({
  playerId: z.union([z.string().min(1), z.int()]),
  /** ISO 3166-1 alpha-2 code of where the game was launched, when known. */
  country: z.string().nullish(),
  /** The player's language, when known; the site's choice at launch wins over it. */
  language: z.string().nullish(),
});
export type AuthenticateAnswer = z.infer<typeof AuthenticateAnswerSchema>;

/** Cash + bonus is below the stake: nothing moved; the balances say what there is. */
export const WalletInsufficientFundsAnswerSchema = WalletBalancesSchema.extend({
  status: z.literal('INSUFFICIENT_FUNDS'),
  message: z.string(),
});
export type WalletInsufficientFundsAnswer = z.infer<typeof WalletInsufficientFundsAnswerSchema>;

/** Any other status: nothing moved, and `message` says why in an English sentence. */
export const WalletRefusalAnswerSchema = z.object({
  status: WalletStatusSchema.exclude(['OK', 'INSUFFICIENT_FUNDS']),
  message: z.string(),
});
export type WalletRefusalAnswer = z.infer<typeof WalletRefusalAnswerSchema>;

export type WalletAnswer = WalletOkAnswer | AuthenticateAnswer | WalletInsufficientFundsAnswer | WalletRefusalAnswer;

/**
 * What a provider may rely on in any answer before it looks further: a known `status`, with the
 * rest of the body kept as sent (balances on OK and INSUFFICIENT_FUNDS, more on authenticate).
 * A body without one is not a wallet answer: the provider treats it as no answer at all.
 */
export const WalletAnswerEnvelopeSchema = z.looseObject({ status: WalletStatusSchema });
export type WalletAnswerEnvelope = z.infer<typeof WalletAnswerEnvelopeSchema>;
