import type { RegistrationProgress } from '@vauhti/contracts/accounts';
import type { AccountStateName } from '../../reference/account-states';
import { type CountryConfig, type OtpChannel, otherChannel } from '../../reference/countries';
import type { PlayerRecord } from './player-repository';

export type AccountState = { state: AccountStateName; until: Date | null; reason: string | null };

/** The restrictions on an account, as its row keeps them. */
export type AccountRestrictionDates = Pick<
  PlayerRecord,
  'lockedAt' | 'lockedReason' | 'selfExcludedUntil' | 'pausedUntil'
>;

/**
 * What an account may do now. A lock outranks a self-exclusion, which outranks a pause; a pause
 * or exclusion whose end has passed no longer counts.
 */
export function accountStateOf(player: AccountRestrictionDates, now: Date): AccountState {
  if (player.lockedAt) return { state: 'locked', until: null, reason: player.lockedReason };
  if (player.selfExcludedUntil && player.selfExcludedUntil > now) {
    return { state: 'self_excluded', until: player.selfExcludedUntil, reason: null };
  }
  if (player.pausedUntil && player.pausedUntil > now)
    return { state: 'paused', until: player.pausedUntil, reason: null };
  return { state: 'active', until: null, reason: null };
}

export type RegistrationStep = 2 | 3;

export function verifiedChannelsOf(player: PlayerRecord): OtpChannel[] {
  const channels: OtpChannel[] = [];
  if (player.emailVerifiedAt) channels.push('email');
  if (player.phoneVerifiedAt) channels.push('sms');
  return channels;
}

/**
 * Step 1 is done when the account exists; step 2 when the personal details are in; step 3 when a
 * channel is verified, or at once in an OTP-exempt country. Derived rather than stored, so a
 * country that becomes exempt (or stops being) takes effect for every account.
 */
export function registrationProgressOf(player: PlayerRecord, country: CountryConfig): RegistrationProgress {
  const verifiedChannels = verifiedChannelsOf(player);
  const otpRequired = !country.otpExempt;
  const stepTwoDone = player.detailsCompletedAt !== null;
  const stepThreeDone = !otpRequired || verifiedChannels.length > 0;
  const nextStep: RegistrationStep | null = !stepTwoDone ? 2 : !stepThreeDone ? 3 : null;
  return {
    complete: nextStep === null,
    nextStep,
    otpRequired,
    otpChannel: country.otpChannel,
    fallbackChannel: otherChannel(country.otpChannel),
    verifiedChannels,
  };
}

export type ProfileField = 'firstName' | 'lastName' | 'birthDate' | 'street' | 'city' | 'zip' | 'phone' | 'nationalId';

/** The details the site's complete-profile page still has to ask for (spec part 2, login order). */
export function missingProfileFieldsOf(player: PlayerRecord, country: CountryConfig): ProfileField[] {
  const present: Record<ProfileField, boolean> = {
    firstName: player.firstName !== null,
    lastName: player.lastName !== null,
    birthDate: player.birthDate !== null,
    street: player.street !== null,
    city: player.city !== null,
    zip: player.zip !== null,
    phone: player.phone !== null,
    nationalId: !country.requiresNationalId || player.nationalId !== null,
  };
  return (Object.keys(present) as ProfileField[]).filter((field) => !present[field]);
}
