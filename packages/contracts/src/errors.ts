import { z } from 'zod';

/** The error envelope of every Vauhti HTTP API. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthSchema = z.object({ status: z.literal('ok') });
