import { z } from 'zod';

/*
 * The merchant API's wire shapes (contracts/payments.md section 1, docs/payments-integration.md
 * section 3): the bodies the payment provider posts to POST /api/payments/piq/<call> and the
 * answers the platform gives. The platform validates the bodies with these schemas; the provider
 * (apps/sandbox-pay, or PaymentIQ itself) builds them with the input types and reads the answers
 * with the answer schemas. Amounts stay decimal strings with a dot ("100.50", negative for a
 * withdrawal); each side converts them exactly with the currency. Unknown fields are allowed:
 * PaymentIQ adds fields over time, and each side reads only these. A body here leaves out `ts`:
 * the signed transport stamps it at each attempt and checks it before the body's schema.
 */

export const MERCHANT_CALLS = ['verifyuser', 'authorize', 'transfer', 'cancel'] as const;
export type MerchantCallName = (typeof MERCHANT_CALLS)[number];

/** txTypeId of each kind of transaction. */
export const MERCHANT_TX_TYPE_IDS = { deposit: 101, withdrawal: 102 } as const;

/** Stored as text and JSON, where a NUL or another control character has no business. */
const CONTROL_CHARACTER = /\p{Cc}/u;
const Text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL_CHARACTER.test(value), 'must not contain control characters');
const UserId = Text(128);
const TxId = z.string().regex(/^\d{1,40}$/, 'must be the provider transaction id (decimal digits)');
const DecimalText = z.string().max(40);
/**
 * Empty when the provider never received authorize's answer: a cancel then still releases what the
 * authorize reserved; a transfer is refused (UNKNOWN_TRANSACTION), never a 400 the provider would retry.
 */
const AuthCode = z
  .string()
  .max(100)
  .refine((value) => !CONTROL_CHARACTER.test(value), 'must not contain control characters');
const Currency = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR');
/** 101 deposit, 102 withdrawal; PaymentIQ sends a number, some integrations a string. */
const TxTypeId = z.union([z.literal(101), z.literal(102), z.literal('101'), z.literal('102')]).transform(Number);

export const VerifyUserRequestSchema = z.object({ sessionId: Text(256), userId: UserId });

export const AuthorizeRequestSchema = z.object({
  userId: UserId,
  txAmount: DecimalText,
  txAmountCy: Currency,
  txId: TxId,
  txTypeId: TxTypeId,
  /** `<METHOD>Deposit` or `<METHOD>Withdrawal` (CREDITCARDDeposit). */
  txName: Text(100),
  provider: Text(100),
  accountId: Text(200).optional(),
  maskedAccount: Text(200).optional(),
  attributes: z
    .object({
      /** A cashier transaction the platform's own cashier started. */
      merchantTxId: z
        .string()
        .regex(/^\d{1,18}$/, 'must be a cashier transaction id the platform gave')
        .optional(),
      bonusCode: Text(100).optional(),
      labelId: Text(100).optional(),
      productId: Text(100).optional(),
      ipAddr: Text(100).optional(),
    })
    .optional(),
});

export const TransferRequestSchema = z.object({
  userId: UserId,
  authCode: AuthCode,
  txAmount: DecimalText,
  txAmountCy: Currency,
  txPspAmount: DecimalText.optional(),
  fee: DecimalText.optional(),
  feeCy: Currency.optional(),
  txId: TxId,
  txTypeId: TxTypeId,
  txName: Text(100),
  provider: Text(100),
  txRefId: Text(200).optional(),
});

export const CancelRequestSchema = z.object({
  userId: UserId,
  authCode: AuthCode,
  txAmount: DecimalText,
  txAmountCy: Currency,
  txId: TxId,
  txTypeId: TxTypeId,
  txName: Text(100),
  provider: Text(100),
});

/** The bodies as the platform reads them (txTypeId a number). */
export type VerifyUserRequest = z.infer<typeof VerifyUserRequestSchema>;
export type AuthorizeRequest = z.infer<typeof AuthorizeRequestSchema>;
export type TransferRequest = z.infer<typeof TransferRequestSchema>;
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

/** The bodies as a provider sends them. */
export type VerifyUserRequestBody = z.input<typeof VerifyUserRequestSchema>;
export type AuthorizeRequestBody = z.input<typeof AuthorizeRequestSchema>;
export type TransferRequestBody = z.input<typeof TransferRequestSchema>;
export type CancelRequestBody = z.input<typeof CancelRequestSchema>;

/** The errCodes of a `success: false` answer (docs/payments-integration.md section 3). */
export const MERCHANT_ERR_CODES = [
  'SESSION_EXPIRED',
  'UNKNOWN_USER',
  /** Paused, self-excluded or locked. */
  'ACCOUNT_BLOCKED',
  'KYC_REQUIRED',
  'CHANNEL_NOT_VERIFIED',
  /** Swedish c3. */
  'LICENCE_PENDING',
  /** A deposit limit. */
  'RG_LIMITS_EXCEEDED',
  'AMOUNT_OUT_OF_LIMITS',
  'INVALID_AMOUNT',
  'CURRENCY_MISMATCH',
  /** A withdrawal above the withdrawable balance. */
  'INSUFFICIENT_FUNDS',
  /** A withdrawal by a play-money account. */
  'NOT_REAL_ACCOUNT',
  /** transfer or cancel without an authorize. */
  'UNKNOWN_TRANSACTION',
  'DUPLICATE_MISMATCH',
] as const;
export type MerchantErrCode = (typeof MERCHANT_ERR_CODES)[number];

/*
 * The answers. Business outcomes are HTTP 200 with `success` true or false; a body that is not the
 * call's shape is 400 and a bad signature or ts 401, both with the platform's error envelope
 * (ErrorBodySchema). The platform answers identifiers and amounts as strings; a reader also takes
 * a number there, as PaymentIQ does from its merchants, and reads it as a string.
 */

const AnsweredText = z.union([z.string(), z.number()]).transform(String);

/** verifyuser: the player's profile and cash balance. PaymentIQ wants every text present. */
export const VerifyUserAnswerSchema = z.object({
  success: z.literal(true),
  userId: AnsweredText,
  userCat: z.string().default(''),
  /** Approved, Rejected, Pending or NotStarted: the identity document's review. */
  kycStatus: z.string().default(''),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  street: z.string().default(''),
  city: z.string().default(''),
  zip: z.string().default(''),
  /** ISO 3166-1 alpha-2. */
  country: z.string().default(''),
  email: z.string().default(''),
  /** YYYY-MM-DD. */
  dob: z.string().default(''),
  mobile: z.string().default(''),
  /** The cash balance, a decimal string in major units of balanceCy. */
  balance: AnsweredText,
  balanceCy: z.string().length(3),
  locale: z.string().default('en'),
});

/** authorize: the platform's cashier transaction and the code transfer and cancel carry back. */
export const AuthorizeAnswerSchema = z.object({
  success: z.literal(true),
  userId: AnsweredText,
  merchantTxId: AnsweredText,
  authCode: AnsweredText,
});

/** transfer and cancel: done, or already done (a repeat answers what the first did). */
export const SettledAnswerSchema = z.object({
  success: z.literal(true),
  userId: AnsweredText,
  txId: AnsweredText,
  merchantTxId: AnsweredText,
});

/** Any call's refusal: an errCode and an English errMsg naming the problem. */
export const MerchantRefusalAnswerSchema = z.object({
  userId: AnsweredText,
  success: z.literal(false),
  /** One of MERCHANT_ERR_CODES from the platform; a reader keeps any other code as it came. */
  errCode: z.string().min(1),
  errMsg: z.string().default(''),
});

/** The answers as the platform writes them. */
export type VerifyUserAnswerBody = z.input<typeof VerifyUserAnswerSchema>;
export type AuthorizeAnswerBody = z.input<typeof AuthorizeAnswerSchema>;
export type SettledAnswerBody = z.input<typeof SettledAnswerSchema>;
export type MerchantRefusalAnswerBody = z.input<typeof MerchantRefusalAnswerSchema> & { errCode: MerchantErrCode };

/** The answers as a provider reads them. */
export type VerifyUserAnswer = z.infer<typeof VerifyUserAnswerSchema>;
export type AuthorizeAnswer = z.infer<typeof AuthorizeAnswerSchema>;
export type SettledAnswer = z.infer<typeof SettledAnswerSchema>;
export type MerchantRefusalAnswer = z.infer<typeof MerchantRefusalAnswerSchema>;
