import { z } from 'zod';
import { OTP_CHANNELS } from './account-values';
import { boundedText } from './bounded-text';

/*
 * Registration in three steps (identity README, "Endpoints"): the account (which logs the player
 * in), the personal details, and a one-time code over SMS or e-mail; the registration progress
 * every step answers; and the country table the forms need. Request bodies check types and put a
 * ceiling on sizes; what a value must look like (an e-mail address, a national id, an adult's
 * birth date) is the platform's to decide, so the same rules hold for its operator CLI and seeder.
 */

export const ChannelSchema = z.enum(OTP_CHANNELS);

export const RegistrationStepOneBodySchema = z.object({
  email: boundedText(320),
  password: boundedText(1024),
  currency: boundedText(16),
  country: boundedText(64),
  acceptTerms: z.boolean(),
  language: boundedText(16).optional(),
});

export const RegistrationStepTwoBodySchema = z.object({
  firstName: boundedText(200),
  lastName: boundedText(200),
  birthDate: boundedText(32).describe('YYYY-MM-DD; the player must be 18 or older'),
  street: boundedText(400),
  city: boundedText(200),
  zip: boundedText(32),
  phone: boundedText(40).describe('international format, e.g. +358401234567'),
  gender: boundedText(16).optional().describe('male, female or other'),
  nationalId: boundedText(64).optional().describe('required where the country requires one (FI, SE, NO, DK, EE, ES)'),
});

export const SendCodeBodySchema = z
  .object({ channel: ChannelSchema.optional().describe("defaults to the country's channel") })
  .optional();

export const VerifyCodeBodySchema = z.object({ code: boundedText(32) });

export const ChannelQuerySchema = z.object({ channel: ChannelSchema });

/** Which registration step a player still has to do; derived from the account, never stored. */
export const RegistrationProgressSchema = z.object({
  complete: z.boolean(),
  /** The step the player must do next; null when registration is complete. */
  nextStep: z.union([z.literal(2), z.literal(3)]).nullable(),
  otpRequired: z.boolean(),
  otpChannel: ChannelSchema,
  fallbackChannel: ChannelSchema,
  verifiedChannels: z.array(ChannelSchema),
});

/** The answer of a login or a sign-up (step 1), which also sets the session cookie. */
export const SessionStartedSchema = z.object({
  playerId: z.number().int(),
  externalEcrId: z.string(),
  registration: RegistrationProgressSchema,
});

export const CodeSentSchema = z.object({
  channel: ChannelSchema,
  destination: z.string().describe('where the code went, masked ("+358*****67", "j***@example.com")'),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
  attemptsMax: z.number().int(),
});

/**
 * Step 3 as it stands, for a page that reloads in the middle of it: the code still open and how
 * long until another may be sent. The wait is in seconds from now, not a moment on the server's
 * clock, so a device whose clock is off still counts down the right time.
 */
export const CodeStatusSchema = z.object({
  openCode: z
    .object({
      channel: ChannelSchema,
      destination: z.string(),
      expiresAt: z.string(),
      attemptsLeft: z.number().int(),
    })
    .nullable()
    .describe('the latest code sent, while it can still be used; null when there is none'),
  resendInSeconds: z
    .number()
    .int()
    .describe('seconds from now until another code may be sent (the resend wait or the hourly limit); 0 when one may'),
});

/** The cashiers' "channel verification status" call (spec part 1, section 7). */
export const ChannelStatusSchema = z.object({ channel: ChannelSchema, success: z.boolean() });

/** A row of the platform's country table (GET /countries), without its time zone. */
export const CountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  defaultCurrency: z.string(),
  currencies: z.array(z.string()),
  defaultLanguage: z.string(),
  jurisdiction: z.string(),
  requiresNationalId: z.boolean(),
  otpExempt: z.boolean(),
  otpChannel: ChannelSchema,
  payAndPlay: z.boolean(),
  registrationAllowed: z.boolean(),
});

export const CountriesSchema = z.object({ countries: z.array(CountrySchema) });

export type RegistrationStepOneBody = z.infer<typeof RegistrationStepOneBodySchema>;
export type RegistrationStepTwoBody = z.infer<typeof RegistrationStepTwoBodySchema>;
export type SendCodeBody = z.infer<typeof SendCodeBodySchema>;
export type VerifyCodeBody = z.infer<typeof VerifyCodeBodySchema>;
export type RegistrationProgress = z.infer<typeof RegistrationProgressSchema>;
export type SessionStarted = z.infer<typeof SessionStartedSchema>;
export type CodeSent = z.infer<typeof CodeSentSchema>;
export type CodeStatus = z.infer<typeof CodeStatusSchema>;
export type ChannelStatus = z.infer<typeof ChannelStatusSchema>;
export type Country = z.infer<typeof CountrySchema>;
export type Countries = z.infer<typeof CountriesSchema>;
