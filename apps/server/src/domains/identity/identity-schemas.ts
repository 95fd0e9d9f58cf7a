import { ErrorBodySchema } from '@vauhti/contracts';
import { z } from 'zod';
import { VIP_LEVELS } from './identity-tables';

/*
 * Request schemas check types and put a ceiling on sizes; what a value must look like (an e-mail
 * address, a national id, an adult's birth date) is the domain's to decide, so the same rules
 * hold for the operator CLI and the demo seeder. Response schemas document the API in OpenAPI
 * and, through the serializer, guarantee its shape.
 */

const bounded = (lengthMax: number) => z.string().max(lengthMax);
export const ChannelSchema = z.enum(['sms', 'email']);

export const RegistrationStepOneBodySchema = z.object({
  email: bounded(320),
  password: bounded(1024),
  currency: bounded(16),
  country: bounded(64),
  acceptTerms: z.boolean(),
  language: bounded(16).optional(),
});

export const RegistrationStepTwoBodySchema = z.object({
  firstName: bounded(200),
  lastName: bounded(200),
  birthDate: bounded(32).describe('YYYY-MM-DD; the player must be 18 or older'),
  street: bounded(400),
  city: bounded(200),
  zip: bounded(32),
  phone: bounded(40).describe('international format, e.g. +358401234567'),
  gender: bounded(16).optional().describe('male, female or other'),
  nationalId: bounded(64).optional().describe('required where the country requires one (FI, SE, NO, DK, EE, ES)'),
});

export const SendCodeBodySchema = z
  .object({ channel: ChannelSchema.optional().describe("defaults to the country's channel") })
  .optional();

export const VerifyCodeBodySchema = z.object({ code: bounded(32) });

export const LoginBodySchema = z.object({ email: bounded(320), password: bounded(1024) });

export const ChangePasswordBodySchema = z.object({ currentPassword: bounded(1024), newPassword: bounded(1024) });

export const ForgotPasswordBodySchema = z.object({ email: bounded(320) });

export const ResetPasswordBodySchema = z.object({ token: bounded(256), newPassword: bounded(1024) });

export const ProfileUpdateBodySchema = z.object({
  language: bounded(16).optional(),
  zipCode: bounded(32).optional(),
  countryCode: bounded(64).optional(),
  gender: bounded(16).nullable().optional(),
  dob: bounded(32).optional().describe('YYYY-MM-DD'),
  firstName: bounded(200).optional(),
  lastName: bounded(200).optional(),
  street: bounded(400).optional(),
  city: bounded(200).optional(),
  phone: bounded(40).optional(),
  nationalId: bounded(64).optional(),
  nickname: bounded(64).nullable().optional(),
});

export const SuspendAccountBodySchema = z.object({
  expire: z.union([bounded(8), z.number()]).describe('whole days, 1 to 3650'),
  reason: bounded(64).describe("'Self Exclusion' or 'Take a Break'"),
  password: bounded(1024),
});

export const ChannelQuerySchema = z.object({ channel: ChannelSchema });

export const RegistrationProgressSchema = z.object({
  complete: z.boolean(),
  nextStep: z.union([z.literal(2), z.literal(3)]).nullable(),
  otpRequired: z.boolean(),
  otpChannel: ChannelSchema,
  fallbackChannel: ChannelSchema,
  verifiedChannels: z.array(ChannelSchema),
});

export const SessionStartedSchema = z.object({
  playerId: z.number().int(),
  externalEcrId: z.string(),
  registration: RegistrationProgressSchema,
});

export const AuthStatusSchema = z.object({
  status: z.enum(['logged_in', 'logged_out', 'session_expired']),
  loggedIn: z.boolean(),
  playerId: z.number().int().nullable(),
  registration: RegistrationProgressSchema.nullable(),
});

export const CodeSentSchema = z.object({
  channel: ChannelSchema,
  destination: z.string(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
  attemptsMax: z.number().int(),
});

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

export const ChannelStatusSchema = z.object({ channel: ChannelSchema, success: z.boolean() });

export const AccountStateSchema = z.object({
  state: z.enum(['active', 'paused', 'self_excluded', 'locked']),
  until: z.string().nullable(),
});

export const ProfileSchema = z.object({
  playerID: z.number().int(),
  externalEcrId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  screenName: z.string().nullable(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  country: z.string(),
  countryCode: z.string(),
  jurisdiction: z.string(),
  userCategory: z.string(),
  userStatus: z.enum(['play', 'real']),
  nationalId: z.string().nullable().describe('masked: only the last four characters are shown'),
  isVerified: z.boolean().describe('a contact channel was proven by a one-time code'),
  isKycBlocked: z.boolean(),
  userProfileCompleted: z.boolean(),
  missingProfileFields: z.array(z.string()),
  language: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  bYear: z.number().int().nullable(),
  bMonth: z.number().int().nullable(),
  bDay: z.number().int().nullable(),
  accountState: AccountStateSchema,
  registration: RegistrationProgressSchema,
  migrationRequired: z
    .boolean()
    .describe('an account from an earlier platform: complete the profile first; cleared when it is complete'),
  createdAt: z.string(),
  firstVisit: z
    .boolean()
    .describe(
      'the player signed up themselves (site or pay-and-play) and this session opened within an hour of it: greet them as new',
    ),
});

export const LevelTagsSchema = z.object({
  levelTags: z.array(z.enum(VIP_LEVELS)).describe("the VIP level as a one-element list, e.g. ['gold'], or []"),
});

export const CountriesSchema = z.object({
  countries: z.array(
    z.object({
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
    }),
  ),
});

/** Every client error of these routes comes in the one envelope. */
export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
