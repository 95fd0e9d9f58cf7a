/*
 * The enumerations of the account calls, without Zod, so the site can read a list at run time
 * (a guard, a form's choices) without bundling the schemas.
 */

/** The channels a one-time code is sent over (registration step 3). */
export const OTP_CHANNELS = ['sms', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** The VIP levels an operator sets (`ops set-vip`); the profile's level tags name one of them. */
export const VIP_LEVELS = ['bronze', 'gold', 'platinum', 'diamond'] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];

/** The reasons the suspend-account form offers: a break (a pause) or a self-exclusion. */
export const SUSPENSION_REASONS = ['Self Exclusion', 'Take a Break'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

/** What an account may do now: a lock, a self-exclusion or a pause (a break) restricts it. */
export const ACCOUNT_STATES = ['active', 'paused', 'self_excluded', 'locked'] as const;
export type AccountStateName = (typeof ACCOUNT_STATES)[number];

/** A play-money account has never deposited; a real one has. */
export const USER_STATUSES = ['play', 'real'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
