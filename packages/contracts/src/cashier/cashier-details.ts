import { z } from 'zod';

/*
 * The spec's cashier method entries (part 1 section 3, "Cashier method entry"), as the platform
 * answers cashier details: deposits keyed by method, withdrawals a list of single-key objects.
 */

export const MethodLimitsSchema = z.object({
  minTxnLimit: z.number(),
  maxTxnLimit: z.number(),
  feeType: z.enum(['none', 'absolute', 'percentage']),
  feeAmount: z.number(),
  minFeeAmount: z.number(),
  maxFeeAmount: z.number(),
});

export const UsedInstrumentSchema = z.object({
  instrumentId: z.string(),
  optionType: z.string(),
  /** Cards only: the masked number split as the site shows it, and the expiry (MM/YY). */
  ccDetails: z.object({ firstDigits: z.string(), lastDigits: z.string(), expiry: z.string().nullable() }).nullable(),
  /** True for a saved card, which the site's own card form can charge (with the CVV again). */
  internal: z.boolean(),
});

export const MethodFieldSchema = z.object({
  name: z.string(),
  labelKey: z.string(),
  type: z.string(),
  required: z.boolean(),
  pattern: z.string().optional(),
  options: z.array(z.object({ value: z.string(), labelKey: z.string() })).optional(),
  autocomplete: z.string().optional(),
});

export const MethodEntrySchema = z.object({
  displayName: z.string(),
  /** The provider gives no description; null rather than an invented text. */
  description: z.string().nullable(),
  icon: z.array(z.string()),
  /** The logo the site shows for the method: the provider's first logo name. */
  image: z.string().nullable(),
  updatedTime: z.string().nullable(),
  limits: MethodLimitsSchema,
  usedInstruments: z.array(UsedInstrumentSchema),
  /** Not in the spec's list, but the site needs them: PIQ-group fee rule, redirect kind and frame height, form fields. */
  piqGroup: z.boolean(),
  redirectKind: z.string(),
  frameHeight: z.string(),
  fields: z.array(MethodFieldSchema),
});

export const DepositDetailsSchema = z.object({
  status: z.literal('SUCCESS'),
  methods: z.record(z.string(), MethodEntrySchema),
});
export const WithdrawalDetailsSchema = z.object({
  status: z.literal('SUCCESS'),
  methods: z.array(z.record(z.string(), MethodEntrySchema)),
});

export type MethodLimitsView = z.infer<typeof MethodLimitsSchema>;
export type MethodField = z.infer<typeof MethodFieldSchema>;
export type MethodEntry = z.infer<typeof MethodEntrySchema>;
export type UsedInstrument = z.infer<typeof UsedInstrumentSchema>;
export type DepositDetails = z.infer<typeof DepositDetailsSchema>;
export type WithdrawalDetails = z.infer<typeof WithdrawalDetailsSchema>;
