import type { AccountStateName, UserStatus } from '../../reference/account-states';
import { type OtpChannel, otherChannel } from '../../reference/countries';
import type { CashierConfig } from './cashier-config';
import type { DepositLimits } from './deposit-limits';
import type { KycState, PlayerKyc } from './player-kyc';

export type GateCode =
  | 'KYC_REQUIRED'
  | 'CHANNEL_NOT_VERIFIED'
  | 'LICENCE_PENDING'
  | 'ACCOUNT_BLOCKED'
  | 'NOT_REAL_ACCOUNT';
export type GateResult = { ok: true } | { ok: false; code: GateCode; message: string };

/** The regulator of Swedish accounts, and the category whose licence application is still pending. */
const SWEDISH_JURISDICTION = 'SGA';
const LICENCE_PENDING_CATEGORY = 'c3';
const ROMANIAN_CURRENCY = 'RON';

/** Everything the gates decide on, read once per check. */
export type GateFacts = {
  countryCode: string;
  currency: string;
  jurisdiction: string;
  userCategory: string;
  userStatus: UserStatus;
  accountState: AccountStateName;
  /** The country's one-time-code channel: a withdrawal checks it first, then the other. */
  otpChannel: OtpChannel;
  verifiedChannels: readonly OtpChannel[];
  kyc: KycState;
  /** Lifetime posted deposits in the player's currency; only the Romanian rule reads it. */
  lifetimeDepositsMinor: number;
  /** The player has a pay-and-play bank account on file (the profile's payAndPlayUserDetails). */
  hasPayAndPlayDetails: boolean;
  /** The account was registered from a bank's identity at a pay-and-play deposit (origin 'paynplay'). */
  payAndPlayAccount: boolean;
};

type Refusal = Extract<GateResult, { ok: false }>;
const OK: GateResult = { ok: true };

function refuse(code: GateCode, message: string): Refusal {
  return { ok: false, code, message };
}

/** Spec part 1 sections 4 and 5: may the player open the deposit cashier now? The first rule that refuses wins. */
export function depositGate(facts: GateFacts, config: CashierConfig): GateResult {
  return (
    accountBlocked(facts) ??
    licencePending(facts) ??
    (romanianKycApplies(facts, config) ? romanianDepositKyc(facts, config) : thirdPartyKyc(facts)) ??
    (payAndPlayDeposit(facts, config) ? undefined : channelNotVerified(facts, config, { payAndPlaySkip: false })) ??
    OK
  );
}

/**
 * Spec part 1 section 5 (withdrawal modal and amount): may the player withdraw now? A break or a
 * self-exclusion stops money going in and play, never the player's own cash going out (ADR 0022);
 * only a lock stops a withdrawal.
 */
export function withdrawalGate(facts: GateFacts, config: CashierConfig): GateResult {
  return (
    accountLocked(facts) ??
    notRealAccount(facts) ??
    (romanianKycApplies(facts, config) ? romanianWithdrawalKyc(facts) : thirdPartyKyc(facts)) ??
    channelNotVerified(facts, config, { payAndPlaySkip: true }) ??
    OK
  );
}

function accountBlocked(facts: GateFacts): Refusal | undefined {
  if (facts.accountState === 'active') return undefined;
  const why = { paused: 'paused', self_excluded: 'self-excluded', locked: 'locked' }[facts.accountState];
  return refuse('ACCOUNT_BLOCKED', `the account is ${why}: no deposits`);
}

function accountLocked(facts: GateFacts): Refusal | undefined {
  if (facts.accountState !== 'locked') return undefined;
  return refuse('ACCOUNT_BLOCKED', 'the account is locked: no withdrawals; contact support');
}

function notRealAccount(facts: GateFacts): Refusal | undefined {
  if (facts.userStatus !== 'play') return undefined;
  return refuse('NOT_REAL_ACCOUNT', 'a withdrawal needs a real-money account: make a first deposit');
}

/** Spec part 1 sections 2 and 8: Swedish category c3 waits for the licence (registration, deposit and play). */
function licencePending(facts: GateFacts): Refusal | undefined {
  if (facts.jurisdiction !== SWEDISH_JURISDICTION || facts.userCategory !== LICENCE_PENDING_CATEGORY) return undefined;
  return refuse(
    'LICENCE_PENDING',
    'the application for the Swedish gambling licence is being processed; deposits are blocked until it is approved',
  );
}

function thirdPartyKyc(facts: GateFacts): Refusal | undefined {
  if (!facts.kyc.thirdPartyRequired) return undefined;
  return refuse('KYC_REQUIRED', 'verify your identity with our verification partner first');
}

/** RON players on the Romanian-licensed site follow the document rules, and the KYC-blocked state is ignored for them. */
function romanianKycApplies(facts: GateFacts, config: CashierConfig): boolean {
  return config.romanianKycSite && facts.currency === ROMANIAN_CURRENCY;
}

/** Identity verified before a deposit, except while lifetime deposits stay below KYC_DEPOSIT_THRESHOLD_MINOR. */
function romanianDepositKyc(facts: GateFacts, config: CashierConfig): Refusal | undefined {
  if (facts.kyc.documents.identityStatus === 'verified') return undefined;
  if (facts.lifetimeDepositsMinor < config.kycDepositThresholdMinor) return undefined;
  return refuse('KYC_REQUIRED', 'your deposits have reached the limit for unverified accounts: verify your identity');
}

function romanianWithdrawalKyc(facts: GateFacts): Refusal | undefined {
  const { identityStatus, addressStatus } = facts.kyc.documents;
  if (identityStatus === 'verified' && addressStatus === 'verified') return undefined;
  return refuse('KYC_REQUIRED', 'a withdrawal needs your identity and your address verified');
}

/**
 * A pay-and-play account in a pay-and-play country deposits without a verified contact channel: the
 * bank identified the player, and the account has no phone and perhaps no real e-mail address to
 * verify (spec part 1 section 5: pay-and-play country users skip the channel checks).
 */
function payAndPlayDeposit(facts: GateFacts, config: CashierConfig): boolean {
  return facts.payAndPlayAccount && config.payAndPlayCountries.includes(facts.countryCode);
}

/**
 * A verified contact channel: the country's one first, then the other. Skipped in exempt countries
 * and when registration step 3 is switched off (no player could have verified one then); for a
 * withdrawal also for a pay-and-play country's player without pay-and-play details, who is shown
 * the activation-by-deposit screen instead.
 */
function channelNotVerified(
  facts: GateFacts,
  config: CashierConfig,
  options: { payAndPlaySkip: boolean },
): Refusal | undefined {
  if (config.channelVerificationExemptCountries.includes(facts.countryCode)) return undefined;
  if (config.registrationStep3Exempt) return undefined;
  if (options.payAndPlaySkip && config.payAndPlayCountries.includes(facts.countryCode) && !facts.hasPayAndPlayDetails) {
    return undefined;
  }
  const verified = (channel: OtpChannel) => facts.verifiedChannels.includes(channel);
  if (verified(facts.otpChannel) || verified(otherChannel(facts.otpChannel))) return undefined;
  return refuse(
    'CHANNEL_NOT_VERIFIED',
    `verify your ${facts.otpChannel === 'sms' ? 'phone number' : 'e-mail address'} first`,
  );
}

export type GateOptions = {
  /**
   * Whether the player has pay-and-play bank details on file (the payments workflow knows their
   * saved instruments). Left out, the channel check applies as for anyone else.
   */
  hasPayAndPlayDetails?: boolean;
};

/** The profile facts the gates read from identity. */
export type GateProfile = {
  countryCode: string;
  currency: { code: string };
  jurisdiction: string;
  userCategory: string;
  userStatus: UserStatus;
  accountState: { state: AccountStateName };
  registration: { otpChannel: OtpChannel; verifiedChannels: readonly OtpChannel[] };
};

/**
 * What the gates ask the identity domain, which owns the players: the identity service answers it,
 * handed in at wiring (services.ts), so the cashier never reads identity's tables or code.
 */
export type GatePlayers = {
  readProfile(playerId: number): Promise<{ ok: true; value: GateProfile } | { ok: false; error: { message: string } }>;
  getPlayer(playerId: number): Promise<{ origin: string } | undefined>;
};

/** The gates with their facts read from identity, KYC and the ledger. */
export class CashierGates {
  constructor(
    private readonly deps: {
      identity: GatePlayers;
      kyc: PlayerKyc;
      depositLimits: DepositLimits;
      config: CashierConfig;
    },
  ) {}

  async deposit(playerId: number, options: GateOptions = {}): Promise<GateResult> {
    return depositGate(await this.facts(playerId, options), this.deps.config);
  }

  async withdrawal(playerId: number, options: GateOptions = {}): Promise<GateResult> {
    return withdrawalGate(await this.facts(playerId, options), this.deps.config);
  }

  /** A missing player is a bug in the caller (every caller found the player first), so it throws. */
  private async facts(playerId: number, options: GateOptions): Promise<GateFacts> {
    const [profile, summary] = await Promise.all([
      this.deps.identity.readProfile(playerId),
      this.deps.identity.getPlayer(playerId),
    ]);
    if (!profile.ok) throw new Error(`cashier gates: ${profile.error.message}`);
    const player = profile.value;
    const kyc = await this.deps.kyc.status(playerId);
    const currency = player.currency.code;
    const romanian = this.deps.config.romanianKycSite && currency === ROMANIAN_CURRENCY;
    return {
      countryCode: player.countryCode,
      currency,
      jurisdiction: player.jurisdiction,
      userCategory: player.userCategory,
      userStatus: player.userStatus,
      accountState: player.accountState.state,
      otpChannel: player.registration.otpChannel,
      verifiedChannels: player.registration.verifiedChannels,
      kyc,
      lifetimeDepositsMinor: romanian ? await this.deps.depositLimits.lifetimeDeposits(playerId, currency) : 0,
      hasPayAndPlayDetails: options.hasPayAndPlayDetails ?? true,
      payAndPlayAccount: summary?.origin === 'paynplay',
    };
  }
}
