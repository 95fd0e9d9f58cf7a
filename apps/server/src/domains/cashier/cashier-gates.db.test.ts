import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finnishNationalId, type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';
import { CashierGates } from './cashier-gates';
import { createTestPlayer, postDeposit } from './cashier-test-support';

let testApp: IdentityTestApp;

beforeAll(async () => {
  testApp = await startIdentityApp();
  // The ledger stamps deposits with the database's clock; keep the application's in step with it.
  testApp.clock.set(new Date());
});
afterAll(() => testApp.close());

const cashier = () => testApp.services.cashier;
const codeOf = (result: { ok: true } | { ok: false; code: string }) => (result.ok ? 'OK' : result.code);

describe('cashier gates on real players', () => {
  it('opens both gates for a verified real-money player', async () => {
    const { playerId } = await createTestPlayer(testApp);
    expect(await cashier().gates.deposit(playerId)).toEqual({ ok: true });
    expect(await cashier().gates.withdrawal(playerId)).toEqual({ ok: true });
  });

  it('ACCOUNT_BLOCKED for a deposit by a paused, self-excluded or locked player; a withdrawal only for the locked one', async () => {
    const identity = testApp.services.identity;
    const until = new Date(testApp.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000);
    const paused = await createTestPlayer(testApp);
    expect((await identity.pauseAccount(paused.playerId, until)).ok).toBe(true);
    const excluded = await createTestPlayer(testApp);
    expect((await identity.selfExclude(excluded.playerId, until)).ok).toBe(true);
    const locked = await createTestPlayer(testApp);
    expect((await identity.lock(locked.playerId, 'fraud review', 'operator')).ok).toBe(true);
    for (const { playerId } of [paused, excluded, locked]) {
      expect(codeOf(await cashier().gates.deposit(playerId))).toBe('ACCOUNT_BLOCKED');
    }
    expect(codeOf(await cashier().gates.withdrawal(paused.playerId))).toBe('OK');
    expect(codeOf(await cashier().gates.withdrawal(excluded.playerId))).toBe('OK');
    expect(codeOf(await cashier().gates.withdrawal(locked.playerId))).toBe('ACCOUNT_BLOCKED');
  });

  it('NOT_REAL_ACCOUNT for a withdrawal by a play-money player, who may still deposit', async () => {
    const { playerId } = await createTestPlayer(testApp, { real: false });
    expect(codeOf(await cashier().gates.withdrawal(playerId))).toBe('NOT_REAL_ACCOUNT');
    expect(codeOf(await cashier().gates.deposit(playerId))).toBe('OK');
  });

  it('LICENCE_PENDING for a deposit by a Swedish category c3 player', async () => {
    const { playerId } = await createTestPlayer(testApp, { country: 'SE', currency: 'SEK', userCategory: 'c3' });
    expect(codeOf(await cashier().gates.deposit(playerId))).toBe('LICENCE_PENDING');
    expect(codeOf(await cashier().gates.withdrawal(playerId))).toBe('OK');
  });

  it('KYC_REQUIRED when compliance asks for a third-party check, until it is cleared', async () => {
    const { playerId } = await createTestPlayer(testApp);
    await cashier().kyc.set(playerId, { thirdPartyRequired: true });
    expect(codeOf(await cashier().gates.deposit(playerId))).toBe('KYC_REQUIRED');
    expect(codeOf(await cashier().gates.withdrawal(playerId))).toBe('KYC_REQUIRED');
    await cashier().kyc.set(playerId, { thirdPartyRequired: false });
    expect(codeOf(await cashier().gates.deposit(playerId))).toBe('OK');
  });

  it('CHANNEL_NOT_VERIFIED without a verified channel, except in an exempt country', async () => {
    const german = await createTestPlayer(testApp, { verified: false });
    expect(codeOf(await cashier().gates.deposit(german.playerId))).toBe('CHANNEL_NOT_VERIFIED');
    expect(codeOf(await cashier().gates.withdrawal(german.playerId))).toBe('CHANNEL_NOT_VERIFIED');
    const swede = await createTestPlayer(testApp, { country: 'SE', currency: 'SEK', verified: false });
    expect(codeOf(await cashier().gates.deposit(swede.playerId))).toBe('OK');
  });

  it('skips the withdrawal channel check for a pay-and-play country player without pay-and-play details', async () => {
    const { playerId } = await createTestPlayer(testApp, { country: 'FI', verified: false });
    expect(codeOf(await cashier().gates.withdrawal(playerId, { hasPayAndPlayDetails: false }))).toBe('OK');
    expect(codeOf(await cashier().gates.withdrawal(playerId))).toBe('CHANNEL_NOT_VERIFIED');
  });

  it('lets a pay-and-play player of a pay-and-play country deposit without a verified channel', async () => {
    const registered = await testApp.services.identity.findOrRegisterFromBankIdentity({
      nationalId: finnishNationalId('1984-10-10'),
      country: 'FI',
      firstName: 'Pekka',
      lastName: 'Pankki',
      birthDate: '1984-10-10',
      street: 'Pankkikuja 3',
      city: 'Espoo',
      zip: '02100',
      currency: 'EUR',
      language: 'fi',
    });
    if (!registered.ok) throw new Error(registered.error.message);
    expect(codeOf(await cashier().gates.deposit(registered.value.playerId))).toBe('OK');
    // A site-registered Finn without a verified channel is still asked to verify one.
    const finn = await createTestPlayer(testApp, { country: 'FI', verified: false });
    expect(codeOf(await cashier().gates.deposit(finn.playerId))).toBe('CHANNEL_NOT_VERIFIED');
  });

  it('on the Romanian KYC site, counts lifetime deposits of RON players against the threshold', async () => {
    const services = testApp.services;
    const gates = new CashierGates({
      identity: services.identity,
      kyc: services.cashier.kyc,
      depositLimits: services.cashier.depositLimits,
      config: { ...services.config.cashier, romanianKycSite: true, kycDepositThresholdMinor: 10_000 },
    });
    const { playerId } = await createTestPlayer(testApp, { country: 'RO', currency: 'RON' });
    await postDeposit(testApp, playerId, 'RON', 9_999);
    expect(codeOf(await gates.deposit(playerId))).toBe('OK');
    await postDeposit(testApp, playerId, 'RON', 1);
    expect(codeOf(await gates.deposit(playerId))).toBe('KYC_REQUIRED');
    await services.cashier.kyc.set(playerId, { identityStatus: 'verified' });
    expect(codeOf(await gates.deposit(playerId))).toBe('OK');
    expect(codeOf(await gates.withdrawal(playerId))).toBe('KYC_REQUIRED');
    await services.cashier.kyc.set(playerId, { addressStatus: 'verified', thirdPartyRequired: true });
    expect(codeOf(await gates.withdrawal(playerId))).toBe('OK');
  });
});

describe('the play-money minimum deposit', () => {
  it('applies to a play-money player of a campaign affiliate link only', async () => {
    const campaign = cashier().config.campaignAffiliateIds[0] ?? '';
    const newcomer = await createTestPlayer(testApp, { real: false });
    expect(await cashier().playMoneyMinimumMinor(newcomer.playerId)).toBeNull();
    await cashier().affiliateLinks.record(newcomer.playerId, campaign);
    expect(await cashier().playMoneyMinimumMinor(newcomer.playerId)).toBe(5_000);
    const norwegian = await createTestPlayer(testApp, { country: 'NO', currency: 'NOK', real: false });
    await cashier().affiliateLinks.record(norwegian.playerId, campaign);
    expect(await cashier().playMoneyMinimumMinor(norwegian.playerId)).toBe(50_000);
    const other = await createTestPlayer(testApp, { real: false });
    await cashier().affiliateLinks.record(other.playerId, 'not-a-campaign');
    expect(await cashier().playMoneyMinimumMinor(other.playerId)).toBeNull();
    const real = await createTestPlayer(testApp, { real: true });
    await cashier().affiliateLinks.record(real.playerId, campaign);
    expect(await cashier().playMoneyMinimumMinor(real.playerId)).toBeNull();
  });
});
