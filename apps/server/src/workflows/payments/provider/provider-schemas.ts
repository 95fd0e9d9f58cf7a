import { z } from 'zod';

/*
 * The provider API's answers (docs/payments-integration.md section 4) as the platform parses them.
 * They mirror the sandbox's views (apps/sandbox-pay/src/payments/cashier-facade.ts) without importing
 * the sandbox: the platform speaks to the real provider with the same code. Amounts are minor units.
 * Objects are not strict: a provider may add fields, and the platform reads only these.
 */

export const TransactionKindSchema = z.enum(['deposit', 'withdrawal']);
export const ProviderStateSchema = z.enum(['WAITING_INPUT', 'WAITING_APPROVAL', 'SUCCESSFUL', 'FAILED', 'CANCELLED']);
const Minor = z.int();
const RedirectKind = z.enum(['iframe', 'popup', 'window']);
const FrameHeight = z.enum(['600px', '1000px', '1185px', '75vh']);

export const MethodLimitsSchema = z.object({
  minTxnLimit: z.number(),
  maxTxnLimit: z.number(),
  feeType: z.enum(['none', 'absolute', 'percentage']),
  feeAmount: z.number(),
  minFeeAmount: z.number(),
  maxFeeAmount: z.number(),
});

export const FormFieldSchema = z.object({
  name: z.string(),
  labelKey: z.string(),
  type: z.enum(['text', 'email', 'tel', 'password', 'select', 'card-number', 'expiry-month', 'expiry-year', 'cvv']),
  required: z.boolean(),
  pattern: z.string().optional(),
  options: z.array(z.object({ value: z.string(), labelKey: z.string() })).optional(),
  autocomplete: z.string().optional(),
});

export const SavedInstrumentSchema = z.object({
  instrumentId: z.string(),
  method: z.string(),
  maskedAccount: z.string(),
  expiry: z.string().optional(),
  lastUsedAt: z.string(),
});

export const MethodViewSchema = z.object({
  method: z.string(),
  displayName: z.string(),
  icons: z.array(z.string()),
  kind: TransactionKindSchema,
  piqGroup: z.boolean(),
  limits: MethodLimitsSchema,
  redirectKind: RedirectKind,
  frameHeight: FrameHeight,
  fields: z.array(FormFieldSchema),
  instruments: z.array(SavedInstrumentSchema),
  updatedTime: z.string().nullable(),
});

export const TransactionViewSchema = z.object({
  txId: z.string(),
  kind: TransactionKindSchema,
  method: z.string(),
  userId: z.string(),
  amount: Minor,
  fee: Minor,
  currency: z.string(),
  state: ProviderStateSchema,
  redirect: z.object({ url: z.string(), kind: RedirectKind, height: FrameHeight }).optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  maskedAccount: z.string().optional(),
  bonusCode: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const MethodsAnswer = z.object({ methods: z.array(MethodViewSchema) });
export const ThreeDsCollectAnswer = z.object({ referenceId: z.string(), jwt: z.string(), collectUrl: z.string() });
export const StatusAnswer = z.object({
  success: z.boolean(),
  txState: ProviderStateSchema,
  txRefId: z.string().nullable().optional(),
  receiptAmount: Minor.nullable().optional(),
  receiptTxId: z.string().nullable().optional(),
  messages: z.array(z.string()).default([]),
  errors: z.array(z.unknown()).default([]),
});
export const InstrumentsAnswer = z.object({ instruments: z.array(SavedInstrumentSchema) });
export const SessionAnswer = z.object({ url: z.string() });
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
export const PayNPlayAnswer = z.object({ txState: ProviderStateSchema, identity: PayNPlayIdentitySchema.optional() });
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
export const ReconciliationAnswer = z.object({ transactions: z.array(ReconciliationTransactionSchema) });
export const PayoutsAnswer = z.object({ payouts: z.array(TransactionViewSchema) });
export const ProviderErrorAnswer = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

export type MethodView = z.infer<typeof MethodViewSchema>;
export type TransactionView = z.infer<typeof TransactionViewSchema>;
export type SavedInstrument = z.infer<typeof SavedInstrumentSchema>;
export type ProviderStatus = z.infer<typeof StatusAnswer>;
export type PayNPlayIdentity = z.infer<typeof PayNPlayIdentitySchema>;
export type PayNPlayStatus = z.infer<typeof PayNPlayAnswer>;
export type ReconciliationTransaction = z.infer<typeof ReconciliationTransactionSchema>;
export type ThreeDsCollect = z.infer<typeof ThreeDsCollectAnswer>;
