import { z } from 'zod';
import { PAY_AND_PLAY_METHODS } from './payment-values';

/*
 * The cashier domain's player calls (spec part 1 section 7): which cashier a player gets, the
 * payment provider's token, quick amounts, eligible bonuses, channel verification, deposit
 * limits, document status and the pay-and-play configuration. Field names are the spec's.
 */

/** Which cashier a player's deposits and withdrawals open: the provider's hosted one or the site's own. */
export const CASHIER_TYPES = ['hosted', 'internal'] as const;
export type CashierType = (typeof CASHIER_TYPES)[number];

/** The review states of an identity or address document. */
export const KYC_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const CashierTypeSchema = z.object({ cashierType: z.enum(CASHIER_TYPES) });

export const CashierTokenSchema = z.object({
  status: z.literal('SUCCESS'),
  token: z.string().describe('a cashier session id: the hosted cashier is opened with it as sessionId'),
  expiresAt: z.string().describe('ISO time the token stops working'),
  ipAddr: z.string().describe("the request's address, passed on to the provider"),
  labelId: z.string(),
  /** The provider's name for this merchant: the hosted cashier's merchantId. */
  merchantId: z.string(),
  /** The bootstrapper environment the hosted cashier loads from (packages/cashier-embed). */
  environment: z.string(),
});

export const AmountConfigQuerySchema = z.object({
  payment_type: z
    .literal('deposit', { error: 'only deposit has configured quick amounts (withdrawal ones follow the balance)' })
    .default('deposit'),
  currency_iso_code: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
});

export const AmountConfigSchema = z
  .array(
    z.object({
      currency_iso_code: z.string().describe('a currency code, or DEFAULT for any currency without its own list'),
      amounts: z.array(z.number().int()).describe('whole major units'),
    }),
  )
  .describe("the currency's own list when it has one, then always the DEFAULT list");

export const EligibleBonusesQuerySchema = z.object({
  criteriaType: z.literal('DEPOSIT', { error: 'DEPOSIT is the only criteria type' }),
});

/** One tier of a deposit bonus in one currency: the deposit range it applies to, in minor units. */
export const CurrencyTierSchema = z.object({
  minDepositValue: z.number().int().nonnegative(),
  maxDepositValue: z.number().int().nonnegative(),
});

/** Spec part 1 section 3, "Eligible bonus". */
export const EligibleBonusSchema = z.object({
  bonusCode: z.string(),
  bonusGroupId: z.string(),
  bonusID: z.string(),
  priority: z.number(),
  showOnCashier: z.boolean(),
  gameIds: z.array(z.string()),
  filteredGameIds: z.array(z.string()),
  /** Per currency code, the tiers (minor units; the site divides by 100 for display). */
  currencyTier: z.record(z.string(), z.array(CurrencyTierSchema)),
});

export const EligibleBonusesSchema = z.object({
  status: z.literal('SUCCESS'),
  bonuses: z.array(EligibleBonusSchema),
});

export const ChannelVerificationQuerySchema = z.object({ channel: z.enum(['sms', 'email']) });
export const ChannelVerificationSchema = z.object({ success: z.boolean() });

const MajorAmountSchema = z.number().describe('major units (10.5 is 10.50)');

const LimitViewSchema = z
  .object({
    value: MajorAmountSchema.nullable().describe('the limit in force; null: none'),
    pending: z
      .object({
        value: MajorAmountSchema.nullable().describe('null: the limit is being removed'),
        effectiveAt: z.string(),
      })
      .nullable()
      .describe('an increase or removal waiting its 24 hours'),
  })
  .describe('one period');

export const DepositLimitsSchema = z.object({
  currency: z.string(),
  limits: z.object({
    deposit: z.object({ daily: LimitViewSchema, weekly: LimitViewSchema, monthly: LimitViewSchema }),
  }),
});

const LimitInputSchema = z
  .number()
  .positive('a limit is a positive amount')
  .max(1e11, 'a limit is at most 100000000000')
  .nullable()
  .optional()
  .describe('major units; null removes the limit (after 24 hours); left out keeps it');

export const DepositLimitsBodySchema = z
  .object({ daily: LimitInputSchema, weekly: LimitInputSchema, monthly: LimitInputSchema })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'name at least one of daily, weekly and monthly');

export const AccountVerificationSchema = z.object({
  documents: z.object({ identityStatus: z.enum(KYC_STATUSES), addressStatus: z.enum(KYC_STATUSES) }),
});

export const PayAndPlayConfigSchema = z.object({
  status: z.enum(['SUCCESS', 'NOT_AVAILABLE']).describe('NOT_AVAILABLE outside pay-and-play countries'),
  pnpType: z.enum(PAY_AND_PLAY_METHODS),
});

export type CashierTypeView = z.infer<typeof CashierTypeSchema>;
export type CashierToken = z.infer<typeof CashierTokenSchema>;
export type AmountConfig = z.infer<typeof AmountConfigSchema>;
export type CurrencyTier = z.infer<typeof CurrencyTierSchema>;
export type EligibleBonus = z.infer<typeof EligibleBonusSchema>;
export type EligibleBonuses = z.infer<typeof EligibleBonusesSchema>;
export type ChannelVerification = z.infer<typeof ChannelVerificationSchema>;
export type DepositLimitsView = z.infer<typeof DepositLimitsSchema>;
export type DepositLimitsBody = z.infer<typeof DepositLimitsBodySchema>;
export type AccountVerification = z.infer<typeof AccountVerificationSchema>;
export type PayAndPlayConfig = z.infer<typeof PayAndPlayConfigSchema>;
