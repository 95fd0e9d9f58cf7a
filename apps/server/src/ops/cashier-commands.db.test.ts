import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatformConfig } from '../config';
import { systemClock } from '../infra/time/clock';
import type { PlatformTables } from '../platform-tables';
import { createPlatformServices, type PlatformServices } from '../services';
import { openPlatformTestDatabase } from '../test-support/platform-test-database';
import { type OpsOutcome, runOpsCommand } from './commands';

let database: Database<PlatformTables>;
let services: PlatformServices;
const PLAYER = 'cashier.ops@example.test';

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  services = createPlatformServices({
    database,
    config: testPlatformConfig(),
    clock: systemClock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  const created = await runOpsCommand(services, 'create-player', {
    email: PLAYER,
    password: 'Ops-Test-Pass-1',
    country: 'FI',
    currency: 'EUR',
    verified: true,
    operator: 'ops-test',
  });
  expect(created.ok, created.text).toBe(true);
});
afterAll(() => database.close());

const run = (name: string, options: Record<string, unknown>) =>
  runOpsCommand(services, name, { operator: 'ops-test', ...options });
const errorCode = (outcome: OpsOutcome) => (outcome.data as { error?: { code: string } }).error?.code;
const playerId = async () => (await services.identity.findPlayerByEmail(PLAYER))?.playerId ?? 0;

describe('ops cashier-session', () => {
  it("prints the merchant, the player's external id, a working session id and the hosted cashier URL", async () => {
    const outcome = await run('cashier-session', { player: PLAYER });
    expect(outcome.ok, outcome.text).toBe(true);
    const data = outcome.data as { merchantId: string; userId: string; sessionId: string; url: string };
    const player = await services.identity.findPlayerByEmail(PLAYER);
    expect(data.userId).toBe(player?.externalId);
    expect(outcome.text).toContain(data.sessionId);
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5000/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      merchantId: data.merchantId,
      userId: data.userId,
      sessionId: data.sessionId,
      locale: 'fi',
      environment: 'development',
    });
    expect(await services.cashier.sessions.lookup(data.sessionId)).toEqual({ ok: true, playerId: player?.playerId });
  });

  it('takes the locale from --language when given', async () => {
    const outcome = await run('cashier-session', { player: PLAYER, language: 'de' });
    expect(new URL((outcome.data as { url: string }).url).searchParams.get('locale')).toBe('de');
    expect(errorCode(await run('cashier-session', { player: PLAYER, language: 'xx' }))).toBe('INVALID_OPTIONS');
  });

  it('refuses an unknown player', async () => {
    expect(errorCode(await run('cashier-session', { player: 'nobody@example.test' }))).toBe('PLAYER_NOT_FOUND');
    expect(errorCode(await run('cashier-session', {}))).toBe('INVALID_OPTIONS');
  });
});

describe('ops deposit-limit', () => {
  it('sets a limit, holds an increase for 24 hours and removes with none', async () => {
    const set = await run('deposit-limit', { player: PLAYER, type: 'daily', amount: '50.00' });
    expect(set.ok, set.text).toBe(true);
    expect(set.text).toContain('daily: 50.00 EUR');
    const raised = await run('deposit-limit', { player: PLAYER, type: 'daily', amount: '80' });
    expect(raised.text).toMatch(/daily: 50\.00 EUR \(from .*: 80\.00\)/);
    const removed = await run('deposit-limit', { player: PLAYER, type: 'daily', amount: 'none' });
    expect(removed.text).toMatch(/daily: 50\.00 EUR \(from .*: none\)/);
    expect((await services.cashier.depositLimits.read(await playerId())).limits.daily?.valueMinor).toBe(5_000);
  });

  it('refuses a bad amount or period', async () => {
    expect(errorCode(await run('deposit-limit', { player: PLAYER, type: 'daily', amount: '1.234' }))).toBe(
      'INVALID_AMOUNT',
    );
    expect(errorCode(await run('deposit-limit', { player: PLAYER, type: 'daily', amount: '-5' }))).toBe(
      'INVALID_AMOUNT',
    );
    expect(errorCode(await run('deposit-limit', { player: PLAYER, type: 'hourly', amount: '5' }))).toBe(
      'INVALID_OPTIONS',
    );
  });
});

describe('ops kyc', () => {
  it('records identity and address decisions and the third-party requirement', async () => {
    const identity = await run('kyc', { player: PLAYER, type: 'identity', decision: 'verified' });
    expect(identity.ok, identity.text).toBe(true);
    await run('kyc', { player: PLAYER, type: 'address', decision: 'rejected' });
    const thirdParty = await run('kyc', { player: PLAYER, type: 'third-party', decision: 'required' });
    expect(thirdParty.text).toContain('identity verified, address rejected, third-party check required');
    expect(await services.cashier.kyc.status(await playerId())).toEqual({
      documents: { identityStatus: 'verified', addressStatus: 'rejected' },
      thirdPartyRequired: true,
    });
    expect(await services.cashier.gates.deposit(await playerId())).toMatchObject({ ok: false, code: 'KYC_REQUIRED' });
    await run('kyc', { player: PLAYER, type: 'third-party', decision: 'cleared' });
    expect(await services.cashier.gates.deposit(await playerId())).toEqual({ ok: true });
  });

  it('refuses a decision that does not fit the type', async () => {
    expect(errorCode(await run('kyc', { player: PLAYER, type: 'identity', decision: 'required' }))).toBe(
      'INVALID_OPTIONS',
    );
    expect(errorCode(await run('kyc', { player: PLAYER, type: 'third-party', decision: 'verified' }))).toBe(
      'INVALID_OPTIONS',
    );
  });
});

describe('ops affiliate', () => {
  it('records the link and shows the play-money minimum it gives a campaign player', async () => {
    const campaign = services.config.cashier.campaignAffiliateIds[3] ?? '';
    const outcome = await run('affiliate', { player: PLAYER, key: campaign });
    expect(outcome.ok, outcome.text).toBe(true);
    expect(outcome.text).toContain('minimum deposit 50.00 EUR');
    expect(await services.cashier.affiliateLinks.of(await playerId())).toBe(campaign);
    const other = await run('affiliate', { player: PLAYER, key: 'spring-newsletter' });
    expect(other.text).toContain('no play-money minimum applies');
  });
});
