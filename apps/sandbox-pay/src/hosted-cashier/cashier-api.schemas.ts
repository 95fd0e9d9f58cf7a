import { TransactionKindSchema } from '@vauhti/contracts/payment-provider';
import { z } from 'zod';

/*
 * The hosted cashier page's JSON API (/cashier-api/). Limits are named once here: identifiers and
 * free text are bounded so a hostile page cannot make the provider store or log megabytes.
 */

const IDENTIFIER_LENGTH_MAX = 200;
const FIELD_COUNT_MAX = 30;
const FIELD_VALUE_LENGTH_MAX = 200;
/** The bootstrapper warns above 2000 characters of query; twice that leaves room for encoding. */
export const RETURN_QUERY_LENGTH_MAX = 4_000;
export const HISTORY_LIMIT_MAX = 50;
export const HISTORY_LIMIT_DEFAULT = 20;

const identifier = z.string().trim().min(1).max(IDENTIFIER_LENGTH_MAX);
const txId = z.string().regex(/^\d{1,30}$/, 'must be the decimal digits of a transaction id');

export const BootBodySchema = z.object({ merchantId: identifier, userId: identifier, sessionId: identifier });

export const MethodsQuerySchema = z.object({ kind: TransactionKindSchema });

export const StartBodySchema = z.object({
  kind: TransactionKindSchema,
  method: z.string().regex(/^[A-Z0-9_]{2,40}$/, 'must be a method key such as CREDITCARD'),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  fields: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), z.string().max(FIELD_VALUE_LENGTH_MAX))
    .refine((fields) => Object.keys(fields).length <= FIELD_COUNT_MAX, `at most ${FIELD_COUNT_MAX} fields`)
    .default({}),
  instrumentId: z.string().min(1).max(IDENTIFIER_LENGTH_MAX).optional(),
  storeInstrument: z.boolean().optional(),
  bonusCode: z.string().trim().min(1).max(40).optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}([_-][A-Za-z]{2})?$/, 'must look like fi_FI')
    .optional(),
  returnQuery: z.string().max(RETURN_QUERY_LENGTH_MAX).default(''),
});
export type StartBody = z.infer<typeof StartBodySchema>;

export const TxIdParamsSchema = z.object({ txId });

export const HistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_LIMIT_MAX).default(HISTORY_LIMIT_DEFAULT),
});

/** The provider page adds txId and state to the return address; launch is the cashier's query, base64url. */
export const ReturnQuerySchema = z.object({
  launch: z
    .string()
    .max(RETURN_QUERY_LENGTH_MAX * 2)
    .regex(/^[\w-]*$/, 'must be base64url'),
  txId,
  state: z.string().max(40).optional(),
});
