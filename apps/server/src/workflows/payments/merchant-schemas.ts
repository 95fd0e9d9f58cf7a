import { z } from 'zod';

/*
 * The merchant API's request bodies (contracts/payments.md section 1, docs/payments-integration.md
 * section 3). Amounts stay decimal strings here; merchant-api.ts converts them exactly with the
 * currency. Unknown fields are allowed: PaymentIQ adds fields over time, and the platform reads
 * only these.
 */

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

export const VerifyUserBody = z.object({ sessionId: Text(256), userId: UserId });

export const AuthorizeBody = z.object({
  userId: UserId,
  txAmount: DecimalText,
  txAmountCy: Currency,
  txId: TxId,
  txTypeId: TxTypeId,
  txName: Text(100),
  provider: Text(100),
  accountId: Text(200).optional(),
  maskedAccount: Text(200).optional(),
  attributes: z
    .object({
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

export const TransferBody = z.object({
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

export const CancelBody = z.object({
  userId: UserId,
  authCode: AuthCode,
  txAmount: DecimalText,
  txAmountCy: Currency,
  txId: TxId,
  txTypeId: TxTypeId,
  txName: Text(100),
  provider: Text(100),
});

export type VerifyUserRequest = z.infer<typeof VerifyUserBody>;
export type AuthorizeRequest = z.infer<typeof AuthorizeBody>;
export type TransferRequest = z.infer<typeof TransferBody>;
export type CancelRequest = z.infer<typeof CancelBody>;

export const MERCHANT_CALLS = ['verifyuser', 'authorize', 'transfer', 'cancel'] as const;
export type MerchantCallName = (typeof MERCHANT_CALLS)[number];
