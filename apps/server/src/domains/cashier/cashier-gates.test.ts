import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashierConfig, cashierConfigOf } from './cashier-config';
import { depositGate, type GateFacts, withdrawalGate } from './cashier-gates';

const config: CashierConfig = cashierConfigOf({}, 'test');
const romanianSite: CashierConfig = { ...config, romanianKycSite: true, kycDepositThresholdMinor: 100_000 };

/** A German real-money player in good standing with a verified e-mail address. */
const good: GateFacts = {
  countryCode: 'DE',
  currency: 'EUR',
  jurisdiction: 'GGL',
  userCategory: 'c1',
  userStatus: 'real',
  accountState: 'active',
  otpChannel: 'email',
  verifiedChannels: ['email'],
  kyc: { documents: { identityStatus: 'not_started', addressStatus: 'not_started' }, thirdPartyRequired: false },
  lifetimeDepositsMinor: 0,
  hasPayAndPlayDetails: true,
  payAndPlayAccount: false,
};
const codeOf = (result: ReturnType<typeof depositGate>) => (result.ok ? 'OK' : result.code);

describe('the deposit gate', () => {
  it('lets a player in good standing deposit', () => {
    expect(depositGate(good, config)).toEqual({ ok: true });
  });

  it('refuses a paused, self-excluded or locked account', () => {
    for (const accountState of ['paused', 'self_excluded', 'locked'] as const) {
      expect(codeOf(depositGate({ ...good, accountState }, config))).toBe('ACCOUNT_BLOCKED');
    }
  });

  it('lets a paused or self-excluded player withdraw their cash, and refuses only a locked account', () => {
    expect(codeOf(withdrawalGate({ ...good, accountState: 'paused' }, config))).toBe('OK');
    expect(codeOf(withdrawalGate({ ...good, accountState: 'self_excluded' }, config))).toBe('OK');
    expect(codeOf(withdrawalGate({ ...good, accountState: 'locked' }, config))).toBe('ACCOUNT_BLOCKED');
  });

  it('refuses a Swedish category c3 player while the licence is pending, and no one else', () => {
    expect(codeOf(depositGate({ ...good, jurisdiction: 'SGA', userCategory: 'c3' }, config))).toBe('LICENCE_PENDING');
    expect(codeOf(depositGate({ ...good, jurisdiction: 'SGA', userCategory: 'c2' }, config))).toBe('OK');
    expect(codeOf(depositGate({ ...good, jurisdiction: 'MGA', userCategory: 'c3' }, config))).toBe('OK');
    expect(codeOf(withdrawalGate({ ...good, jurisdiction: 'SGA', userCategory: 'c3' }, config))).toBe('OK');
  });

  it('sends a player needing third-party KYC to verification', () => {
    const kyc = { ...good.kyc, thirdPartyRequired: true };
    expect(codeOf(depositGate({ ...good, kyc }, config))).toBe('KYC_REQUIRED');
    expect(codeOf(withdrawalGate({ ...good, kyc }, config))).toBe('KYC_REQUIRED');
  });

  it('asks for a verified channel unless the country is exempt or step 3 is switched off', () => {
    const unverified = { ...good, verifiedChannels: [] };
    expect(codeOf(depositGate(unverified, config))).toBe('CHANNEL_NOT_VERIFIED');
    expect(codeOf(depositGate({ ...unverified, countryCode: 'SE' }, config))).toBe('OK');
    expect(codeOf(depositGate(unverified, { ...config, registrationStep3Exempt: true }))).toBe('OK');
    expect(codeOf(depositGate(unverified, { ...config, channelVerificationExemptCountries: ['DE'] }))).toBe('OK');
  });

  it('lets a pay-and-play account in a pay-and-play country deposit without a verified channel', () => {
    const payAndPlay = { ...config, payAndPlayCountries: ['FI'] };
    const bankIdentified = {
      ...good,
      countryCode: 'FI',
      otpChannel: 'sms' as const,
      verifiedChannels: [],
      payAndPlayAccount: true,
    };
    expect(codeOf(depositGate(bankIdentified, payAndPlay))).toBe('OK');
    // Only pay-and-play accounts, only in pay-and-play countries, and only the channel check.
    expect(codeOf(depositGate({ ...bankIdentified, payAndPlayAccount: false }, payAndPlay))).toBe(
      'CHANNEL_NOT_VERIFIED',
    );
    expect(codeOf(depositGate(bankIdentified, { ...config, payAndPlayCountries: ['SE'] }))).toBe(
      'CHANNEL_NOT_VERIFIED',
    );
    expect(codeOf(depositGate({ ...bankIdentified, accountState: 'self_excluded' }, payAndPlay))).toBe(
      'ACCOUNT_BLOCKED',
    );
    expect(codeOf(withdrawalGate({ ...bankIdentified, hasPayAndPlayDetails: true }, payAndPlay))).toBe(
      'CHANNEL_NOT_VERIFIED',
    );
  });

  it('accepts the other channel when the country one is not verified', () => {
    expect(codeOf(depositGate({ ...good, verifiedChannels: ['sms'] }, config))).toBe('OK');
    expect(codeOf(withdrawalGate({ ...good, verifiedChannels: ['sms'] }, config))).toBe('OK');
  });
});

describe('the withdrawal gate', () => {
  it('lets a real-money player withdraw and refuses a play-money one', () => {
    expect(withdrawalGate(good, config)).toEqual({ ok: true });
    expect(codeOf(withdrawalGate({ ...good, userStatus: 'play' }, config))).toBe('NOT_REAL_ACCOUNT');
    expect(codeOf(depositGate({ ...good, userStatus: 'play' }, config))).toBe('OK');
  });

  it('skips the channel check for a pay-and-play country player without pay-and-play details', () => {
    const finn = { ...good, countryCode: 'FI', otpChannel: 'sms' as const, verifiedChannels: [] };
    expect(codeOf(withdrawalGate({ ...finn, hasPayAndPlayDetails: false }, config))).toBe('OK');
    expect(codeOf(withdrawalGate({ ...finn, hasPayAndPlayDetails: true }, config))).toBe('CHANNEL_NOT_VERIFIED');
    expect(codeOf(withdrawalGate({ ...finn, countryCode: 'DE', hasPayAndPlayDetails: false }, config))).toBe(
      'CHANNEL_NOT_VERIFIED',
    );
  });
});

describe('RON players on the Romanian KYC site', () => {
  const romanian: GateFacts = { ...good, countryCode: 'RO', currency: 'RON', otpChannel: 'sms' };
  const documents = (identityStatus: 'verified' | 'pending', addressStatus: 'verified' | 'pending') => ({
    ...romanian,
    kyc: { documents: { identityStatus, addressStatus }, thirdPartyRequired: false },
  });

  it('may deposit without verified identity only while lifetime deposits are below the threshold', () => {
    expect(codeOf(depositGate({ ...romanian, lifetimeDepositsMinor: 99_999 }, romanianSite))).toBe('OK');
    expect(codeOf(depositGate({ ...romanian, lifetimeDepositsMinor: 100_000 }, romanianSite))).toBe('KYC_REQUIRED');
    expect(
      codeOf(depositGate({ ...documents('verified', 'pending'), lifetimeDepositsMinor: 500_000 }, romanianSite)),
    ).toBe('OK');
  });

  it('needs identity and address verified to withdraw', () => {
    expect(codeOf(withdrawalGate(documents('verified', 'pending'), romanianSite))).toBe('KYC_REQUIRED');
    expect(codeOf(withdrawalGate(documents('pending', 'verified'), romanianSite))).toBe('KYC_REQUIRED');
    expect(codeOf(withdrawalGate(documents('verified', 'verified'), romanianSite))).toBe('OK');
  });

  it('ignores the KYC-blocked state (third-party requirement) for them', () => {
    const blocked = {
      ...documents('verified', 'verified'),
      kyc: { ...documents('verified', 'verified').kyc, thirdPartyRequired: true },
    };
    expect(codeOf(depositGate(blocked, romanianSite))).toBe('OK');
    expect(codeOf(withdrawalGate(blocked, romanianSite))).toBe('OK');
    expect(codeOf(depositGate(blocked, config))).toBe('KYC_REQUIRED');
  });

  it('applies only to RON and only on that site', () => {
    expect(codeOf(withdrawalGate({ ...romanian, currency: 'EUR' }, romanianSite))).toBe('OK');
    expect(codeOf(withdrawalGate(romanian, config))).toBe('OK');
  });
});

describe('gate precedence (property)', () => {
  const facts = fc.record({
    accountState: fc.constantFrom('active', 'paused', 'self_excluded', 'locked' as const),
    userStatus: fc.constantFrom('play', 'real' as const),
    userCategory: fc.constantFrom('c1', 'c3'),
    jurisdiction: fc.constantFrom('SGA', 'MGA'),
    thirdPartyRequired: fc.boolean(),
    verified: fc.boolean(),
  });

  it('a blocked account is refused a deposit first, a locked one a withdrawal, and an open gate means every rule passed', () => {
    fc.assert(
      fc.property(facts, (drawn) => {
        const subject: GateFacts = {
          ...good,
          accountState: drawn.accountState,
          userStatus: drawn.userStatus,
          userCategory: drawn.userCategory,
          jurisdiction: drawn.jurisdiction,
          verifiedChannels: drawn.verified ? ['email'] : [],
          kyc: { ...good.kyc, thirdPartyRequired: drawn.thirdPartyRequired },
        };
        const deposit = depositGate(subject, config);
        const withdrawal = withdrawalGate(subject, config);
        if (drawn.accountState !== 'active') expect(codeOf(deposit)).toBe('ACCOUNT_BLOCKED');
        if (drawn.accountState === 'locked') expect(codeOf(withdrawal)).toBe('ACCOUNT_BLOCKED');
        const licencePending = drawn.jurisdiction === 'SGA' && drawn.userCategory === 'c3';
        expect(deposit.ok).toBe(
          drawn.accountState === 'active' && !licencePending && !drawn.thirdPartyRequired && drawn.verified,
        );
        expect(withdrawal.ok).toBe(
          drawn.accountState !== 'locked' && drawn.userStatus === 'real' && !drawn.thirdPartyRequired && drawn.verified,
        );
      }),
    );
  });
});
