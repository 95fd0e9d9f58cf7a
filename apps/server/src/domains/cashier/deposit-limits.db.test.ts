import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';
import { createTestPlayer, postDeposit } from './cashier-test-support';

/*
 * The ledger stamps transfers with the database's clock, so these tests run the application's clock
 * from the real present and move it forward to put posted deposits into the past.
 */

let testApp: IdentityTestApp;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(() => testApp.close());
beforeEach(() => testApp.clock.set(new Date()));

const limits = () => testApp.services.cashier.depositLimits;

describe('deposit limits against real ledger deposits', () => {
  it('refuses a deposit that would take the day over its limit, counting pending deposits', async () => {
    const { playerId } = await createTestPlayer(testApp);
    await limits().set(playerId, 'EUR', { daily: 10_000 });
    await postDeposit(testApp, playerId, 'EUR', 6_000);
    expect(await limits().check(playerId, 'EUR', 4_000, 0)).toEqual({ ok: true });
    expect(await limits().check(playerId, 'EUR', 4_001, 0)).toEqual({
      ok: false,
      period: 'daily',
      limitMinor: 10_000,
      usedMinor: 6_000,
    });
    expect(await limits().check(playerId, 'EUR', 1_000, 3_500)).toEqual({
      ok: false,
      period: 'daily',
      limitMinor: 10_000,
      usedMinor: 9_500,
    });
  });

  it('counts the rolling windows: 24 hours, 7 days, 30 days', async () => {
    const { playerId } = await createTestPlayer(testApp);
    await limits().set(playerId, 'EUR', { daily: 5_000, weekly: 8_000, monthly: 9_000 });
    await postDeposit(testApp, playerId, 'EUR', 5_000);
    expect((await limits().check(playerId, 'EUR', 1, 0)).ok).toBe(false);
    // A minute's margin: the database stamped the deposit a moment after the clock was set.
    testApp.clock.advance(DAY + MINUTE);
    expect(await limits().depositedInWindows(playerId, 'EUR')).toEqual({ daily: 0, weekly: 5_000, monthly: 5_000 });
    expect(await limits().check(playerId, 'EUR', 3_001, 0)).toMatchObject({ ok: false, period: 'weekly' });
    testApp.clock.advance(7 * DAY);
    expect(await limits().depositedInWindows(playerId, 'EUR')).toEqual({ daily: 0, weekly: 0, monthly: 5_000 });
    expect(await limits().check(playerId, 'EUR', 4_001, 0)).toMatchObject({ ok: false, period: 'monthly' });
    expect(await limits().check(playerId, 'EUR', 4_000, 0)).toEqual({ ok: true });
    testApp.clock.advance(22 * DAY);
    expect(await limits().depositedInWindows(playerId, 'EUR')).toEqual({ daily: 0, weekly: 0, monthly: 0 });
  });

  it('counts only deposits: a bet, a win and an operator adjustment are not deposits', async () => {
    const { playerId } = await createTestPlayer(testApp);
    await postDeposit(testApp, playerId, 'EUR', 2_000);
    const adjusted = await testApp.services.ledger.adjust({
      source: 'cashier-test',
      externalId: `adjust-${playerId}`,
      playerId,
      currency: 'EUR',
      amountMinor: 50_000,
      reason: 'test',
      operator: 'test',
    });
    expect(adjusted.ok).toBe(true);
    expect(await limits().depositedInWindows(playerId, 'EUR')).toEqual({ daily: 2_000, weekly: 2_000, monthly: 2_000 });
    expect(await limits().lifetimeDeposits(playerId, 'EUR')).toBe(2_000);
  });

  it('counts a deposit that repays debt in full (cash and debt together)', async () => {
    const { playerId } = await createTestPlayer(testApp);
    // A win rolled back after it was spent leaves debt; the next deposit repays it first.
    const ledger = testApp.services.ledger;
    const round = {
      source: 'cashier-test',
      playerId,
      currency: 'EUR',
      provider: 'test',
      product: 'casino' as const,
      gameCode: 'g',
      roundId: `r-${playerId}`,
    };
    expect((await ledger.win({ ...round, externalId: `win-${playerId}`, amountMinor: 3_000 })).ok).toBe(true);
    expect((await ledger.bet({ ...round, externalId: `bet-${playerId}`, amountMinor: 3_000 })).ok).toBe(true);
    expect(
      (
        await ledger.rollback({
          source: 'cashier-test',
          externalId: `rb-${playerId}`,
          referenceExternalId: `win-${playerId}`,
        })
      ).ok,
    ).toBe(true);
    await postDeposit(testApp, playerId, 'EUR', 5_000);
    expect(await limits().lifetimeDeposits(playerId, 'EUR')).toBe(5_000);
  });

  it('applies a decrease at once and an increase only after 24 hours, when it is next read', async () => {
    const { playerId } = await createTestPlayer(testApp);
    const start = testApp.clock.now();
    await limits().set(playerId, 'EUR', { weekly: 20_000 });
    await limits().set(playerId, 'EUR', { weekly: 10_000 });
    expect((await limits().read(playerId)).limits.weekly).toEqual({ valueMinor: 10_000, pending: null });
    const raised = await limits().set(playerId, 'EUR', { weekly: 30_000 });
    expect(raised.ok && raised.value.limits.weekly).toEqual({
      valueMinor: 10_000,
      pending: { valueMinor: 30_000, effectiveAt: new Date(start.getTime() + DAY) },
    });
    testApp.clock.advance(DAY - 1);
    expect((await limits().check(playerId, 'EUR', 10_001, 0)).ok).toBe(false);
    testApp.clock.advance(1);
    expect((await limits().check(playerId, 'EUR', 10_001, 0)).ok).toBe(true);
    const row = await testApp.database.kysely
      .selectFrom('deposit_limits')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ value_minor: 30_000, pending_value_minor: null, pending_effective_at: null });
  });

  it('removes a limit only after 24 hours', async () => {
    const { playerId } = await createTestPlayer(testApp);
    await limits().set(playerId, 'EUR', { monthly: 10_000 });
    await limits().set(playerId, 'EUR', { monthly: null });
    testApp.clock.advance(23 * HOUR);
    expect((await limits().check(playerId, 'EUR', 10_001, 0)).ok).toBe(false);
    testApp.clock.advance(HOUR);
    expect(await limits().check(playerId, 'EUR', 10_001, 0)).toEqual({ ok: true });
    expect(await limits().read(playerId)).toEqual({
      currency: null,
      limits: { daily: null, weekly: null, monthly: null },
    });
    const rows = await testApp.database.kysely
      .selectFrom('deposit_limits')
      .select('period')
      .where('player_id', '=', playerId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps limits in one currency and refuses an invalid value', async () => {
    const { playerId } = await createTestPlayer(testApp);
    await limits().set(playerId, 'EUR', { daily: 10_000 });
    const other = await limits().set(playerId, 'SEK', { daily: 10_000 });
    expect(!other.ok && other.error.code).toBe('CURRENCY_MISMATCH');
    const invalid = await limits().set(playerId, 'EUR', { weekly: -5 });
    expect(!invalid.ok && invalid.error).toMatchObject({ code: 'INVALID_LIMIT', details: { field: 'weekly' } });
    expect(await limits().check(playerId, 'SEK', 1_000_000, 0)).toEqual({ ok: true });
  });

  it('serialises concurrent changes: every request is applied in some order', async () => {
    const { playerId } = await createTestPlayer(testApp);
    const results = await Promise.all(
      [5_000, 4_000, 3_000, 2_000].map((daily) => limits().set(playerId, 'EUR', { daily })),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const final = (await limits().read(playerId)).limits.daily?.valueMinor;
    expect([5_000, 4_000, 3_000, 2_000]).toContain(final);
  });
});
