import { z } from 'zod';
import { PROVIDER_STATES, TRANSACTION_KINDS } from './payment-values';

/*
 * The player's cashier calls in the spec's field names (part 1 sections 3 and 7): the bodies the
 * site sends and the answers the platform gives, written once here for both. Card data is
 * validated here only for shape; it passes through to the provider and is never stored or logged.
 */

/** "10.00": checked exactly (two decimals, the currency's exponent) by minorFromPayloadAmount. */
const PayloadAmount = z.string().max(32);
const MethodKey = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_]+$/, 'must be a method key such as CREDITCARD');
const BonusCode = z.string().trim().min(1).max(64).optional();
/** Extra form fields of a method (universal methods): names and values of bounded size. */
const FORM_FIELDS_MAX = 20;
const FormFieldValue = z.string().max(256);

export const CardFieldsSchema = z.object({
  /** A saved card (the instrument id of cashier details' usedInstruments). */
  creditCardID: z.string().min(1).max(100).optional(),
  optionType: z.string().max(40).optional(),
  CVV: z
    .string()
    .regex(/^[0-9]{3,4}$/, 'must be 3 or 4 digits')
    .optional(),
  /** The full number for a new card (spaces and dashes are removed); the masked one for a saved card. */
  cardNumber: z.string().max(32).optional(),
  expMonth: z
    .string()
    .regex(/^(0?[1-9]|1[0-2])$/, 'must be a month, 01 to 12')
    .optional(),
  expYear: z
    .string()
    .regex(/^([0-9]{2}|20[0-9]{2})$/, 'must be a year, YY or 20YY')
    .optional(),
  internal: z.boolean().optional(),
  holderFirstName: z.string().trim().max(80).optional(),
  cardNumberStore: z.boolean().optional(),
});

/** Make transaction: the generic deposit payload plus the card fields. */
export const MakeTransactionBodySchema = CardFieldsSchema.extend({
  txnType: z.literal('deposit-cashier'),
  paymentMethod: MethodKey,
  depositAmount: PayloadAmount,
  bonusCode: BonusCode,
});

/** Process deposit (3DS2 card flow): the transaction made by make transaction, the card again, and the collect reference. */
export const ProcessDepositBodySchema = CardFieldsSchema.extend({
  txnId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be the txnId make transaction answered'),
  referenceId: z.string().min(1).max(200),
  jwt: z.string().max(4000).optional(),
  providerType: z.string().max(40).optional(),
  authState: z.string().max(100).optional(),
  PaRes: z.string().max(8000).optional(),
  authenticationIndicator: z.string().max(100).optional(),
  authenticationValue: z.string().max(200).optional(),
  pAResStatus: z.string().max(10).optional(),
});

/** A site-relative return path: the provider sends the player back to this site only. */
const ReturnPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path on this site, starting with a single /')
  .optional();

const PROVIDER_TRANSACTION_KEYS = [
  'paymentMethod',
  'depositAmount',
  'amount',
  'currency',
  'currencyCode',
  'successURL',
  'failureURL',
  'redirectURL',
  'country',
  'countryCode',
  'site',
  'siteDisplayName',
  'language',
  'txnType',
  'bonusCode',
] as const;

/** Make provider transaction: the generic or the pay-and-play payload, plus a method's own form fields. */
export const ProviderTransactionBodySchema = z
  .object({
    paymentMethod: MethodKey,
    depositAmount: PayloadAmount.optional(),
    amount: PayloadAmount.optional(),
    currency: z.string().length(3).optional(),
    currencyCode: z.string().length(3).optional(),
    successURL: ReturnPath,
    failureURL: ReturnPath,
    redirectURL: ReturnPath,
    country: z.string().max(60).optional(),
    countryCode: z.string().max(2).optional(),
    site: z.string().max(200).optional(),
    siteDisplayName: z.string().max(200).optional(),
    language: z.string().max(10).optional(),
    txnType: z.string().max(40).optional(),
    bonusCode: BonusCode,
  })
  .catchall(FormFieldValue)
  .superRefine((body, context) => {
    if (body.depositAmount === undefined && body.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['depositAmount'], message: 'depositAmount (or amount) is required' });
    }
    if (formFieldsOf(body, PROVIDER_TRANSACTION_KEYS).length > FORM_FIELDS_MAX) {
      context.addIssue({ code: 'custom', path: [], message: `at most ${FORM_FIELDS_MAX} form fields` });
    }
  });

const WITHDRAWAL_KEYS = [
  'paymentMethod',
  'depositAmount',
  'creditCardID',
  'optionType',
  'instrumentId',
  'comments',
  'txnType',
  'emailAddress',
  'accountNumber',
] as const;

/** Make withdrawal (standard and PIQ group): spec part 1 section 3, "Withdrawal payload". */
export const WithdrawalBodySchema = z
  .object({
    paymentMethod: MethodKey,
    depositAmount: PayloadAmount,
    creditCardID: z.string().min(1).max(100).optional(),
    optionType: z.string().max(40).optional(),
    instrumentId: z.string().min(1).max(100).optional(),
    /** Zimpler's no-comments marker. */
    comments: z.string().max(200).optional(),
    txnType: z.string().max(40).optional(),
    emailAddress: z.email().max(254).optional(),
    accountNumber: z.string().trim().min(5).max(40).optional(),
  })
  .catchall(FormFieldValue)
  .superRefine((body, context) => {
    if (formFieldsOf(body, WITHDRAWAL_KEYS).length > FORM_FIELDS_MAX) {
      context.addIssue({ code: 'custom', path: [], message: `at most ${FORM_FIELDS_MAX} form fields` });
    }
  });

/** The form fields of a payload: every string entry that is not one of the payload's own keys. */
export function formFieldsOf(body: Record<string, unknown>, ownKeys: readonly string[]): [string, string][] {
  return Object.entries(body).filter(
    (entry): entry is [string, string] => !ownKeys.includes(entry[0]) && typeof entry[1] === 'string',
  );
}
export const PROVIDER_TRANSACTION_OWN_KEYS = PROVIDER_TRANSACTION_KEYS;
export const WITHDRAWAL_OWN_KEYS = WITHDRAWAL_KEYS;

export const DetailsBodySchema = z.object({ type: z.enum(TRANSACTION_KINDS) });
export const TxnIdParamsSchema = z.object({ txnId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a txnId') });
export const StatusQuerySchema = z.object({ type: z.enum(TRANSACTION_KINDS) });
export const ProviderStatusParamsSchema = z.object({
  playerId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be your playerID'),
  reference: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a provider transaction reference'),
});
export const ProviderStatusQuerySchema = z.object({ token: z.string().max(500).optional() });

const Money = z.string().nullable();
const Nullable = z.string().nullable();

export const RedirectOutputSchema = z.object({
  url: z.string(),
  method: z.enum(['GET', 'POST']),
  parameters: z.record(z.string(), z.string()),
  html: z.string().nullable(),
  /** iframe, popup or window (the provider's redirect kind). */
  container: z.string(),
  /** The frame height the provider's page needs (600px, 1000px, 1185px, 75vh). */
  height: z.string().nullable(),
});

export const GatewayRequestSchema = z.object({
  providerType: z.string(),
  jwt: z.string(),
  referenceId: z.string(),
  AuthResponse: z.string().nullable(),
  params: z.record(z.string(), z.string()).nullable(),
});

/** Spec part 1 section 3, "Transaction response". */
export const TransactionResponseSchema = z.object({
  status: z.enum(['SUCCESS', 'PENDING', 'FAILURE']),
  txnStatus: z
    .enum([
      'txn_initiated',
      'txn_pending',
      'txn_confirmed_success',
      'txn_confirmed_failure',
      'co_initiated',
      'co_success',
      'co_failed',
    ])
    .nullable(),
  actualStatusInDB: Nullable,
  txnId: Nullable,
  errorCode: Nullable,
  errorDescription: Nullable,
  gatewayRequest: GatewayRequestSchema.nullable(),
  redirectOutput: RedirectOutputSchema.nullable(),
  transactionAmount: Money,
  paymentMethod: z.string(),
  /** Masked (411111******1111), for card transactions only. */
  cardNumber: Nullable,
  txnType: z.string(),
  amount: Money,
  currency: z.string(),
  previousBalance: Money,
  currentBalance: Money,
});

/** Spec part 1 section 3, "Provider (PIQ-type) transaction response". */
export const PiqResponseSchema = z.object({
  success: z.boolean(),
  txState: z.enum(PROVIDER_STATES).nullable(),
  txRefId: Nullable,
  receiptAmount: Money,
  receiptTxId: Nullable,
  messages: z.array(z.string()),
  errors: z.array(z.object({ keys: z.array(z.string()), msg: z.string() })),
  redirectOutput: RedirectOutputSchema.nullable(),
  /** The platform's cashier transaction (the callback's merchantTransactionId). */
  txnId: Nullable,
});

export const StatusResponseSchema = z.object({
  status: z.enum(['SUCCESS', 'PENDING', 'FAILURE']),
  actualStatusInDB: z.string(),
  errorDescription: Nullable,
  errorCode: Nullable,
  txnStatus: z.string(),
});

export const ProviderStatusResponseSchema = z.object({ success: z.boolean(), txState: z.string() });

export const PayNPlayUserSchema = z.object({
  status: z.literal('SUCCESS'),
  txnId: z.string(),
  txState: z.string(),
  /** The bank's verified identity, national id masked; null until the bank has identified the payer. */
  payAndPlayUserDetails: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      nationalId: z.string(),
      birthDate: z.string(),
      street: z.string(),
      city: z.string(),
      zip: z.string(),
      country: z.string(),
      email: z.string().nullable(),
    })
    .nullable(),
  /**
   * True when the caller has a session now: a logged-in player, or a visitor whose claim this call
   * just turned into a login (the session cookie comes with the answer). False while the bank has
   * not identified the payer of a visitor's deposit.
   */
  loggedIn: z.boolean(),
});

export const PendingCashoutSchema = z.object({
  txnId: z.string(),
  txRefId: Nullable,
  paymentMethod: z.string(),
  amount: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  txnStatus: z.string(),
  createdAt: z.string(),
});
export const PendingCashoutsSchema = z.object({
  status: z.literal('SUCCESS'),
  pendingCashouts: z.array(PendingCashoutSchema),
});
export const CancelCashoutSchema = z.object({
  status: z.enum(['SUCCESS', 'FAILURE']),
  txnId: z.string(),
  txState: z.string(),
  txnStatus: z.string(),
});

export type MakeTransactionBody = z.infer<typeof MakeTransactionBodySchema>;
export type ProcessDepositBody = z.infer<typeof ProcessDepositBodySchema>;
export type CardFields = z.infer<typeof CardFieldsSchema>;
export type ProviderTransactionBody = z.infer<typeof ProviderTransactionBodySchema>;
export type WithdrawalBody = z.infer<typeof WithdrawalBodySchema>;
export type TransactionResponse = z.infer<typeof TransactionResponseSchema>;
export type PiqResponse = z.infer<typeof PiqResponseSchema>;
export type StatusResponse = z.infer<typeof StatusResponseSchema>;
export type RedirectOutput = z.infer<typeof RedirectOutputSchema>;
export type PayNPlayUser = z.infer<typeof PayNPlayUserSchema>;
export type PendingCashout = z.infer<typeof PendingCashoutSchema>;

/** The codes of the cashier's gates, first refusal wins (spec part 1 sections 4 and 5). */
export const CASHIER_GATE_CODES = [
  'ACCOUNT_BLOCKED',
  'NOT_REAL_ACCOUNT',
  'LICENCE_PENDING',
  'KYC_REQUIRED',
  'CHANNEL_NOT_VERIFIED',
] as const;
export type CashierGateCode = (typeof CASHIER_GATE_CODES)[number];

export const AccessQuerySchema = z.object({ type: z.enum(TRANSACTION_KINDS) });

/**
 * Whether the player may open a cashier now: the gates' verdict (REFUSED with the first gate's
 * code: KYC_REQUIRED sends the site to {lang}/amlverification, CHANNEL_NOT_VERIFIED to {lang}/otp,
 * LICENCE_PENDING shows the Swedish licence notice), and whether the deposit-threshold notice shows.
 */
export const CashierAccessSchema = z.object({
  status: z.enum(['SUCCESS', 'REFUSED']),
  code: z.enum(CASHIER_GATE_CODES).nullable(),
  message: z.string().nullable(),
  depositThresholdNotice: z.boolean(),
  /**
   * The campaign play-money minimum deposit in minor units (spec part 1 sections 5 and 9), or null
   * when none applies; the platform knows the campaign's affiliate ids, the site does not.
   */
  playMoneyMinimumMinor: z.number().int().nonnegative().nullable(),
});

export type CashierAccess = z.infer<typeof CashierAccessSchema>;
export type PendingCashouts = z.infer<typeof PendingCashoutsSchema>;
export type CancelCashout = z.infer<typeof CancelCashoutSchema>;
export type ProviderStatusResponse = z.infer<typeof ProviderStatusResponseSchema>;
export type GatewayRequest = z.infer<typeof GatewayRequestSchema>;
