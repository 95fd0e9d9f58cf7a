import { z } from 'zod';
import { SITE_LANGUAGES } from '../languages';
import { KYC_STATUSES } from './cashier-state';

/*
 * Third-party identity verification (spec part 1 sections 2 and 4: {lang}/amlverification and
 * {lang}/amlinformation). The player's side: the site starts a verification at the provider and
 * reads how it stands. The provider's side (docs/payments-integration.md section 7): the signed
 * call that starts a verification session, its status, and the signed result the provider sends
 * the platform when the player has finished.
 */

/** The player's view of one verification: waiting for the player or the provider, or decided. */
export const AML_VERIFICATION_STATES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type AmlVerificationState = (typeof AML_VERIFICATION_STATES)[number];

export const AmlVerificationStartBodySchema = z
  .object({
    language: z
      .enum(SITE_LANGUAGES, { error: 'must be a site language such as en or fi' })
      .optional()
      .describe("the site edition the provider returns the player to; left out: the player's own language"),
  })
  .strict();

export const AmlVerificationStartSchema = z.object({
  verificationId: z.string(),
  /** The provider's verification page: the site sends the player there in the same window. */
  url: z.string(),
  expiresAt: z.string(),
});

export const AmlVerificationStatusSchema = z.object({
  /** Compliance asks for a third-party check before the cashier opens (the gate's KYC_REQUIRED). */
  thirdPartyRequired: z.boolean(),
  identityStatus: z.enum(KYC_STATUSES),
  latest: z
    .object({
      verificationId: z.string(),
      state: z.enum(AML_VERIFICATION_STATES),
      startedAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable()
    .describe("the player's most recent verification, null when they never started one"),
});

export type AmlVerificationStartBody = z.infer<typeof AmlVerificationStartBodySchema>;
export type AmlVerificationStart = z.infer<typeof AmlVerificationStartSchema>;
export type AmlVerificationStatus = z.infer<typeof AmlVerificationStatusSchema>;

/** The provider's states of a verification session. */
export const IDENTITY_VERIFICATION_STATES = ['WAITING_INPUT', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export type IdentityVerificationState = (typeof IDENTITY_VERIFICATION_STATES)[number];

const ProviderId = z.string().min(1).max(100);

/** POST /api/v1/identity-verifications (the platform to the provider, signed). */
export const IdentityVerificationStartRequestSchema = z.object({
  /** The player's public id (players.external_id), as in the payment calls. */
  userId: ProviderId,
  /** What the platform knows of the player; null when the account has no name or birth date yet. */
  firstName: z.string().trim().min(1).max(80).nullable(),
  lastName: z.string().trim().min(1).max(80).nullable(),
  birthDate: z.iso.date('must be a date YYYY-MM-DD').nullable(),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166 code'),
  locale: z.string().min(2).max(10),
  /** Where the provider's page sends the player when they are done, with verificationId and state added. */
  returnUrl: z.url({ protocol: /^https?$/ }),
});

/** The provider's answer to the start and to GET /api/v1/identity-verifications/{verificationId}. */
export const IdentityVerificationViewSchema = z.object({
  verificationId: ProviderId,
  userId: ProviderId,
  state: z.enum(IDENTITY_VERIFICATION_STATES),
  /** The verification page; only while the state is WAITING_INPUT is it of use. */
  url: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  expiresAt: z.string(),
});

/** POST {PLATFORM_URL}/api/payments/identity-verification/result (the provider to the platform, signed). */
export const IdentityVerificationResultSchema = z.object({
  verificationId: ProviderId,
  userId: ProviderId,
  state: z.enum(['APPROVED', 'REJECTED']),
  reason: z.string().max(200).nullable(),
  decidedAt: z.iso.datetime({ offset: true }),
  ts: z.int().min(0),
});

/** The platform's answer: HTTP 200 with success, or success false with a code that retrying will not change. */
export const IdentityVerificationResultAnswerSchema = z.object({
  success: z.boolean(),
  verificationId: z.string(),
  errCode: z.string().optional(),
  errMsg: z.string().optional(),
});

export type IdentityVerificationStartRequest = z.infer<typeof IdentityVerificationStartRequestSchema>;
export type IdentityVerificationView = z.infer<typeof IdentityVerificationViewSchema>;
export type IdentityVerificationResult = z.infer<typeof IdentityVerificationResultSchema>;
export type IdentityVerificationResultAnswer = z.infer<typeof IdentityVerificationResultAnswerSchema>;
