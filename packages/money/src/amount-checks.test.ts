import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDepositAmount,
  checkWithdrawalAmount,
  depositAmountBounds,
  withdrawalAmountBounds,
} from './amount-checks';
import type { MethodLimits } from './fees';

function methodLimits(minTxnLimit: number, maxTxnLimit: number): MethodLimits {
  return { minTxnLimit, maxTxnLimit, feeType: 'none', feeAmount: 0, minFeeAmount: 0, maxFeeAmount: 0 };
}

describe('checkDepositAmount', () => {
  it('accepts amounts within the method limits, inclusive', () => {
    const limits = methodLimits(10, 5000);
    expect(checkDepositAmount(1000, 'EUR', limits)).toEqual({ ok: true });
    expect(checkDepositAmount(500000, 'EUR', limits)).toEqual({ ok: true });
  });

  it('names the bounds when the amount is outside them', () => {
    const limits = methodLimits(10, 5000);
    expect(checkDepositAmount(999, 'EUR', limits)).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_SMALL',
      minMinor: 1000,
      maxMinor: 500000,
    });
    expect(checkDepositAmount(500001, 'EUR', limits)).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_LARGE',
      minMinor: 1000,
      maxMinor: 500000,
    });
  });

  it('requires at least 1 even when the method allows less', () => {
    expect(checkDepositAmount(99, 'EUR', methodLimits(0.5, 100))).toMatchObject({
      code: 'AMOUNT_TOO_SMALL',
      minMinor: 100,
    });
    expect(checkDepositAmount(100, 'EUR', methodLimits(0.5, 100))).toEqual({ ok: true });
  });

  it('has no maximum without limits, but still requires 1', () => {
    expect(checkDepositAmount(900_000_000_000_000, 'EUR', null)).toEqual({ ok: true });
    expect(checkDepositAmount(0, 'EUR', null)).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_SMALL',
      minMinor: 100,
      maxMinor: null,
    });
  });

  it('uses the play-money minimum when it is the larger one', () => {
    const limits = methodLimits(10, 5000);
    expect(checkDepositAmount(4999, 'EUR', limits, { playMoneyMinimumMinor: 5000 })).toMatchObject({
      code: 'AMOUNT_TOO_SMALL',
      minMinor: 5000,
    });
    expect(checkDepositAmount(5000, 'EUR', limits, { playMoneyMinimumMinor: 5000 })).toEqual({ ok: true });
    expect(depositAmountBounds('EUR', methodLimits(100, 5000), { playMoneyMinimumMinor: 5000 }).minMinor).toBe(10000);
    expect(depositAmountBounds('EUR', limits, { playMoneyMinimumMinor: null }).minMinor).toBe(1000);
  });

  it('follows the currency exponent', () => {
    expect(checkDepositAmount(1, 'JPY', null)).toEqual({ ok: true });
    expect(checkDepositAmount(999, 'KWD', null)).toMatchObject({ code: 'AMOUNT_TOO_SMALL', minMinor: 1000 });
    expect(depositAmountBounds('KWD', methodLimits(5.5, 1000.125))).toEqual({ minMinor: 5500, maxMinor: 1000125 });
  });

  it('rounds limits finer than the minor unit inward', () => {
    expect(depositAmountBounds('JPY', methodLimits(10.5, 99.5))).toEqual({ minMinor: 11, maxMinor: 99 });
  });

  it('calls a fractional or unsafe amount invalid', () => {
    expect(checkDepositAmount(100.5, 'EUR', null)).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(checkDepositAmount(Number.NaN, 'EUR', null)).toMatchObject({ code: 'INVALID_AMOUNT' });
    expect(checkDepositAmount(2 ** 53, 'EUR', null)).toMatchObject({ code: 'INVALID_AMOUNT' });
  });

  it('is ok exactly when the amount is within the bounds it reports', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 2_000_000 }),
        fc.option(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }))),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        (amount, range, playMoneyMinimumMinor) => {
          const limits = range ? methodLimits(range[0], range[1]) : null;
          const check = checkDepositAmount(amount, 'EUR', limits, { playMoneyMinimumMinor });
          const minMinor = Math.max(100, (range?.[0] ?? 0) * 100, playMoneyMinimumMinor ?? 0);
          const maxMinor = range ? range[1] * 100 : Number.POSITIVE_INFINITY;
          expect(check.ok).toBe(amount >= minMinor && amount <= maxMinor);
          if (!check.ok) expect(check.code).toBe(amount < minMinor ? 'AMOUNT_TOO_SMALL' : 'AMOUNT_TOO_LARGE');
        },
      ),
    );
  });
});

describe('checkWithdrawalAmount', () => {
  it('caps the amount at the smaller of maxTxnLimit and the withdrawable balance', () => {
    const limits = methodLimits(10, 5000);
    expect(checkWithdrawalAmount(30000, 'EUR', limits, 30000)).toEqual({ ok: true });
    expect(checkWithdrawalAmount(30001, 'EUR', limits, 30000)).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_LARGE',
      minMinor: 1000,
      maxMinor: 30000,
    });
    expect(checkWithdrawalAmount(500001, 'EUR', limits, 900000)).toMatchObject({
      code: 'AMOUNT_TOO_LARGE',
      maxMinor: 500000,
    });
  });

  it('requires at least 1 and the method minimum', () => {
    expect(checkWithdrawalAmount(99, 'EUR', null, 10000)).toMatchObject({ code: 'AMOUNT_TOO_SMALL', minMinor: 100 });
    expect(checkWithdrawalAmount(999, 'EUR', methodLimits(10, 100), 10000)).toMatchObject({
      code: 'AMOUNT_TOO_SMALL',
      minMinor: 1000,
    });
  });

  it('caps at the balance even without limits', () => {
    expect(checkWithdrawalAmount(10000, 'EUR', null, 10000)).toEqual({ ok: true });
    expect(checkWithdrawalAmount(10001, 'EUR', null, 10000)).toMatchObject({
      code: 'AMOUNT_TOO_LARGE',
      maxMinor: 10000,
    });
  });

  it('refuses everything when less than the minimum is withdrawable', () => {
    expect(checkWithdrawalAmount(100, 'EUR', null, 50)).toMatchObject({ code: 'AMOUNT_TOO_LARGE' });
    expect(withdrawalAmountBounds('EUR', methodLimits(10, 100), 500)).toEqual({ minMinor: 1000, maxMinor: 500 });
  });

  it('is ok exactly when min ≤ amount ≤ min(maxTxnLimit, withdrawable)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 2_000_000 }),
        fc.option(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }))),
        fc.integer({ min: 0, max: 2_000_000 }),
        (amount, range, withdrawable) => {
          const limits = range ? methodLimits(range[0], range[1]) : null;
          const minMinor = Math.max(100, (range?.[0] ?? 0) * 100);
          const maxMinor = Math.min(range ? range[1] * 100 : Number.POSITIVE_INFINITY, withdrawable);
          const check = checkWithdrawalAmount(amount, 'EUR', limits, withdrawable);
          expect(check.ok).toBe(amount >= minMinor && amount <= maxMinor);
        },
      ),
    );
  });
});
