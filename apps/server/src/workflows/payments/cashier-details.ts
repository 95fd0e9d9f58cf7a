import { z } from 'zod';
import type { MethodView, SavedInstrument } from './provider/payment-provider';

/*
 * The spec's cashier method entries (part 1 section 3, "Cashier method entry") built from the
 * provider's method list: deposits keyed by method, withdrawals a list of single-key objects.
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
  fields: z.array(
    z.object({
      name: z.string(),
      labelKey: z.string(),
      type: z.string(),
      required: z.boolean(),
      pattern: z.string().optional(),
      options: z.array(z.object({ value: z.string(), labelKey: z.string() })).optional(),
      autocomplete: z.string().optional(),
    }),
  ),
});

export const DepositDetailsSchema = z.object({
  status: z.literal('SUCCESS'),
  methods: z.record(z.string(), MethodEntrySchema),
});
export const WithdrawalDetailsSchema = z.object({
  status: z.literal('SUCCESS'),
  methods: z.array(z.record(z.string(), MethodEntrySchema)),
});

export type MethodEntry = z.infer<typeof MethodEntrySchema>;
export type UsedInstrument = z.infer<typeof UsedInstrumentSchema>;

/** A card number masked as 411111******1111: the visible head and tail. */
const MASKED_CARD = /^([0-9]{4,8})\*+([0-9]{2,4})$/;

/** The card scheme of a masked number, as PIQ's optionType names it; other instruments use their method. */
export function optionTypeOf(instrument: SavedInstrument): string {
  const card = MASKED_CARD.exec(instrument.maskedAccount);
  if (!card) return instrument.method;
  const head = card[1] ?? '';
  if (head.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(head)) return 'MASTERCARD';
  return instrument.method;
}

export function usedInstrumentOf(instrument: SavedInstrument): UsedInstrument {
  const card = MASKED_CARD.exec(instrument.maskedAccount);
  return {
    instrumentId: instrument.instrumentId,
    optionType: optionTypeOf(instrument),
    ccDetails: card
      ? { firstDigits: card[1] ?? '', lastDigits: card[2] ?? '', expiry: instrument.expiry ?? null }
      : null,
    internal: card !== null,
  };
}

export function methodEntryOf(method: MethodView): MethodEntry {
  return {
    displayName: method.displayName,
    description: null,
    icon: method.icons,
    image: method.icons[0] ?? null,
    updatedTime: method.updatedTime,
    limits: method.limits,
    usedInstruments: method.instruments.map(usedInstrumentOf),
    piqGroup: method.piqGroup,
    redirectKind: method.redirectKind,
    frameHeight: method.frameHeight,
    fields: method.fields,
  };
}

export function depositDetailsOf(methods: readonly MethodView[]): z.infer<typeof DepositDetailsSchema> {
  return {
    status: 'SUCCESS',
    methods: Object.fromEntries(methods.map((method) => [method.method, methodEntryOf(method)])),
  };
}

export function withdrawalDetailsOf(methods: readonly MethodView[]): z.infer<typeof WithdrawalDetailsSchema> {
  return { status: 'SUCCESS', methods: methods.map((method) => ({ [method.method]: methodEntryOf(method) })) };
}
