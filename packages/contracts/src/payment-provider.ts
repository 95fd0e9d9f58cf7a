import { z } from 'zod';
import { PAY_AND_PLAY_METHODS, PROVIDER_STATES, TRANSACTION_KINDS } from './cashier/payment-values';

/*
 * The provider API's wire shapes (contracts/payments.md section 2, docs/payments-integration.md
 * section 4): the bodies the platform posts to the payment provider's /api/v1 and the answers the
 * provider gives. The sandbox provider (apps/sandbox-pay) validates the bodies with these schemas
 * and builds its answers with the types; the platform builds its bodies with the types and parses
 * every answer with these schemas before use, so it speaks to the real provider with the same code.
 * Amounts are integer minor units. Answer objects are not strict: a provider may add fields, and
 * the platform reads only these. A body here leaves out `ts`: the signed transport stamps it.
 */

export {
  PAY_AND_PLAY_METHODS,
  type PayAndPlayMethod,
  PROVIDER_STATES,
  TRANSACTION_KINDS,
} from './cashier/payment-values';
export const TransactionKindSchema = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof TransactionKindSchema>;
export const ProviderStateSchema = z.enum(PROVIDER_STATES);
export type ProviderState = z.infer<typeof ProviderStateSchema>;

/** How the provider's own page for a method is shown. */
export const RedirectKindSchema = z.enum(['iframe', 'popup', 'window']);
export type RedirectKind = z.infer<typeof RedirectKindSchema>;
export const FrameHeightSchema = z.enum(['600px', '1000px', '1185px', '75vh']);
export type FrameHeight = z.infer<typeof FrameHeightSchema>;

const Minor = z.int();
const Currency = z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code');
const Country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO 3166 code')
  .transform((code) => code.toUpperCase());
const Id = z.string().min(1).max(100);
const AmountMinor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const Locale = z.string().min(2);
/** A provider transaction id: decimal digits. */
const TxId = z.string().regex(/^[0-9]{1,40}$/, 'decimal digits');

// Answers.

export const FeeTypeSchema = z.enum(['none', 'absolute', 'percentage']);
export type FeeType = z.infer<typeof FeeTypeSchema>;

/** Major units, as the spec's method limits are given (minTxnLimit 10 means 10.00). */
export const MethodLimitsSchema = z.object({
  minTxnLimit: z.number(),
  maxTxnLimit: z.number(),
  feeType: FeeTypeSchema,
  feeAmount: z.number(),
  minFeeAmount: z.number(),
  maxFeeAmount: z.number(),
});
export type MethodLimits = z.infer<typeof MethodLimitsSchema>;

export const FormFieldSchema = z.object({
  name: z.string(),
  /** A translation key of the hosted cashier's catalogue. */
  labelKey: z.string(),
  type: z.enum(['text', 'email', 'tel', 'password', 'select', 'card-number', 'expiry-month', 'expiry-year', 'cvv']),
  required: z.boolean(),
  /** An anchored regular expression the value must match. */
  pattern: z.string().optional(),
  options: z.array(z.object({ value: z.string(), labelKey: z.string() })).optional(),
  autocomplete: z.string().optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const SavedInstrumentSchema = z.object({
  instrumentId: z.string(),
  method: z.string(),
  /** 411111******1111, a masked IBAN, or an e-mail address. */
  maskedAccount: z.string(),
  /** MM/YY for cards. */
  expiry: z.string().optional(),
  lastUsedAt: z.string(),
});
export type SavedInstrument = z.infer<typeof SavedInstrumentSchema>;

export const MethodViewSchema = z.object({
  /** A method key of the catalogue (CREDITCARD, TRUSTLY, SKRILL, ...). */
  method: z.string(),
  displayName: z.string(),
  /** Logo names (the hosted cashier draws them). */
  icons: z.array(z.string()),
  kind: TransactionKindSchema,
  /** PIQ-group methods compute percentage fees as a factor (spec part 1 section 5). */
  piqGroup: z.boolean(),
  limits: MethodLimitsSchema,
  redirectKind: RedirectKindSchema,
  frameHeight: FrameHeightSchema,
  fields: z.array(FormFieldSchema),
  instruments: z.array(SavedInstrumentSchema),
  /** When the player last used this method (the cashier preselects the latest). */
  updatedTime: z.string().nullable(),
});
export type MethodView = z.infer<typeof MethodViewSchema>;

export const TransactionViewSchema = z.object({
  txId: z.string(),
  kind: TransactionKindSchema,
  method: z.string(),
  userId: z.string(),
  amount: Minor,
  fee: Minor,
  currency: z.string(),
  state: ProviderStateSchema,
  /** Set while WAITING_INPUT: the provider page the player must complete. */
  redirect: z.object({ url: z.string(), kind: RedirectKindSchema, height: FrameHeightSchema }).optional(),
  /** Why a transaction failed, for the receipt (a stable code and a sentence). */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  maskedAccount: z.string().optional(),
  bonusCode: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransactionView = z.infer<typeof TransactionViewSchema>;

export const MethodsAnswerSchema = z.object({ methods: z.array(MethodViewSchema) });
/** The 3-D Secure device-data collection the card flow runs before it creates the transaction. */
export const ThreeDsCollectAnswerSchema = z.object({
  referenceId: z.string(),
  jwt: z.string(),
  collectUrl: z.string(),
});
export type ThreeDsCollect = z.infer<typeof ThreeDsCollectAnswerSchema>;
/** GET {userId}/{txId}/status, as in the spec. */
export const StatusAnswerSchema = z.object({
  success: z.boolean(),
  txState: ProviderStateSchema,
  txRefId: z.string().nullable().optional(),
  receiptAmount: Minor.nullable().optional(),
  receiptTxId: z.string().nullable().optional(),
  messages: z.array(z.string()).default([]),
  /** The sandbox sends `{keys, msg}` entries; the platform only passes them on. */
  errors: z.array(z.unknown()).default([]),
});
export type ProviderStatus = z.infer<typeof StatusAnswerSchema>;
export const InstrumentsAnswerSchema = z.object({ instruments: z.array(SavedInstrumentSchema) });
/** The hosted cashier's address for a session. */
export const SessionAnswerSchema = z.object({ url: z.string() });
/** The payer the bank identified in a pay-and-play deposit. */
export const PayNPlayIdentitySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  nationalId: z.string(),
  birthDate: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  email: z.string().optional(),
});
export type PayNPlayIdentity = z.infer<typeof PayNPlayIdentitySchema>;
/** A pay-and-play deposit's state and, once the bank identified the payer, who paid. */
export const PayNPlayAnswerSchema = z.object({
  txState: ProviderStateSchema,
  identity: PayNPlayIdentitySchema.optional(),
});
export type PayNPlayStatus = z.infer<typeof PayNPlayAnswerSchema>;
export const ReconciliationTransactionSchema = z.object({
  txId: z.string(),
  merchantTxId: z.string().nullable().optional(),
  userId: z.string(),
  kind: TransactionKindSchema,
  method: z.string(),
  amount: Minor,
  fee: Minor,
  currency: z.string(),
  state: ProviderStateSchema,
  updatedAt: z.string(),
});
export type ReconciliationTransaction = z.infer<typeof ReconciliationTransactionSchema>;
export const ReconciliationAnswerSchema = z.object({ transactions: z.array(ReconciliationTransactionSchema) });
export const PayoutsAnswerSchema = z.object({ payouts: z.array(TransactionViewSchema) });
/** A refusal: the error envelope, with the status saying 400 (the request), 404 or 409 (the state). */
export const ProviderErrorAnswerSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

// Requests: POST bodies and the ids in paths.

/** POST /methods: the methods a player may use now. */
export const MethodsRequestSchema = z.object({
  userId: Id,
  kind: TransactionKindSchema,
  currency: Currency,
  country: Country,
  locale: Locale,
});
export type MethodsRequest = z.infer<typeof MethodsRequestSchema>;

/** POST /threeds/collect. */
export const ThreeDsCollectRequestSchema = z.object({
  userId: Id,
  cardNumberPrefix: z.string().regex(/^[0-9]{6,8}$/, 'the first 6 to 8 digits'),
});
export type ThreeDsCollectRequest = z.infer<typeof ThreeDsCollectRequestSchema>;

/** POST /transactions: a deposit or a withdrawal for a method with the method's form data. */
export const CreateTransactionRequestSchema = z.object({
  /** The platform's cashier transaction, when the platform's own cashier started it. */
  merchantTxId: Id.optional(),
  userId: Id,
  sessionId: Id,
  kind: TransactionKindSchema,
  method: Id,
  amount: AmountMinor,
  currency: Currency,
  locale: Locale,
  /** The method's form values; card data passes through and is never logged or stored as given. */
  fields: z.record(z.string(), z.string().max(200)).default({}),
  instrumentId: Id.optional(),
  storeInstrument: z.boolean().optional(),
  bonusCode: z.string().max(100).optional(),
  /** Where the provider page returns to when it is done. */
  returnUrl: z.url(),
  ipAddr: z.string().max(64).optional(),
  threeDsReferenceId: Id.optional(),
});
export type CreateTransactionRequest = z.infer<typeof CreateTransactionRequestSchema>;

/** POST /transactions/{txId}/cancel and POST /instruments: whose. */
export const ProviderUserRequestSchema = z.object({ userId: Id });

/** POST /sessions: a hosted-cashier session (mode `gambling`, productId CASINO). */
export const CreateSessionRequestSchema = z.object({
  sessionId: Id,
  userId: Id,
  method: Id.optional(),
  locale: Locale,
  mode: z.literal('gambling'),
  attributes: z.object({
    bonusCode: z.string().max(100).optional(),
    labelId: z.string().min(1),
    productId: z.literal('CASINO'),
    ipAddr: z.string().min(1),
  }),
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequestSchema>;

/** POST /paynplay: a pay-and-play deposit, before any player exists. */
export const StartPayNPlayRequestSchema = z.object({
  method: z.enum(PAY_AND_PLAY_METHODS),
  amount: AmountMinor,
  currency: Currency,
  country: Country,
  locale: Locale,
  successUrl: z.url(),
  failureUrl: z.url(),
  merchantTxId: Id,
});
export type StartPayNPlayRequest = z.infer<typeof StartPayNPlayRequestSchema>;

/** POST /reconciliation: the transactions changed in [from, to). */
export const ReconciliationRequestSchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
/** POST /payouts: the withdrawals, of one state or awaiting approval. */
export const PayoutsRequestSchema = z.object({ state: ProviderStateSchema.optional() });
/** POST /payouts/{txId}/approve and /reject. */
export const PayoutDecisionRequestSchema = z.object({ reason: z.string().max(500).optional() });

export const TransactionParamsSchema = z.object({ txId: TxId });
export const TransactionStatusParamsSchema = z.object({ userId: Id, txId: TxId });
