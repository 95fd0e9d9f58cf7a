import { ErrorBodySchema } from '@vauhti/contracts';
import { z } from 'zod';
import { CASHIER_TYPES, PAY_AND_PLAY_TYPES } from './cashier-config';
import { KYC_STATUSES } from './cashier-tables';

/*
 * Request schemas check the shape of a query or body (a failure is 400 naming the field);
 * response schemas document the API in OpenAPI. Field names are the spec's (part 1 sections 3, 7).
 */

export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;

export const CashierTypeSchema = z.object({ cashierType: z.enum(CASHIER_TYPES) });

export const CashierTokenSchema = z.object({
  status: z.literal('SUCCESS'),
  token: z.string().describe('a cashier session id: the hosted cashier is opened with it as sessionId'),
  expiresAt: z.string().describe('ISO time the token stops working'),
  ipAddr: z.string().describe("the request's address, passed on to the provider"),
  labelId: z.string(),
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

export const EligibleBonusesSchema = z.object({
  status: z.literal('SUCCESS'),
  bonuses: z.array(z.never()).describe('always empty until the bonus engine exists'),
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
  pnpType: z.enum(PAY_AND_PLAY_TYPES),
});
