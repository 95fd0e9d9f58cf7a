import { checkWithdrawalAmount, withdrawalQuickAmounts } from '@vauhti/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { methods } from '../test-support/withdrawal-fixtures';
import {
  AMOUNT_DIGITS_MAX,
  amountBoundsOf,
  amountInputFromMinor,
  amountInputOf,
  amountMinorOf,
  quickAmountsOf,
  withdrawalAmountProblem,
  withdrawalBreakdown,
} from './withdrawal-amount';

describe('the amount field', () => {
  it('keeps digits only, without leading zeros, at most AMOUNT_DIGITS_MAX of them', () => {
    expect(amountInputOf('1 000,50 €')).toBe('100050');
    expect(amountInputOf('0050')).toBe('50');
    expect(amountInputOf('0')).toBe('0');
    expect(amountInputOf('12345678901234')).toHaveLength(AMOUNT_DIGITS_MAX);
  });

  it('reads whole major units into minor units, and nothing from an empty field', () => {
    expect(amountMinorOf('50', 'EUR')).toBe(5_000);
    expect(amountMinorOf('3000', 'JPY')).toBe(3_000);
    expect(amountMinorOf('', 'EUR')).toBeNull();
    expect(amountMinorOf('abc', 'EUR')).toBeNull();
    expect(amountInputFromMinor(12_500, 'EUR')).toBe('125');
  });
});

describe('quick amounts', () => {
  it("are @vauhti/money's 50, 75 and 100 % of the whole balance, the first being the one preselected", () => {
    expect(quickAmountsOf(25_075, 'EUR')).toEqual([12_500, 18_800, 25_000]);
    expect(quickAmountsOf(25_075, 'EUR')).toEqual(withdrawalQuickAmounts(25_075, 'EUR'));
    expect(quickAmountsOf(99, 'EUR')).toEqual([]);
    expect(quickAmountsOf(-500, 'EUR')).toEqual([]);
  });

  it('are whole units, ordered, and never more than the withdrawable balance (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (withdrawable) => {
        const amounts = quickAmountsOf(withdrawable, 'EUR');
        expect(amounts.every((amount) => amount % 100 === 0 && amount <= withdrawable)).toBe(true);
        expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
      }),
    );
  });
});

describe('withdrawalAmountProblem', () => {
  const skrill = { currency: 'EUR', limits: methods.skrill.limits, piqGroup: false };

  it('asks for an amount, then bounds it by the method limits and the withdrawable balance', () => {
    expect(withdrawalAmountProblem({ ...skrill, amountMinor: null, withdrawableMinor: 25_000 })).toEqual({
      code: 'REQUIRED',
    });
    expect(withdrawalAmountProblem({ ...skrill, amountMinor: 900, withdrawableMinor: 25_000 })).toEqual({
      code: 'AMOUNT_TOO_SMALL',
      minMinor: 1_000,
      maxMinor: 25_000,
    });
    expect(withdrawalAmountProblem({ ...skrill, amountMinor: 26_000, withdrawableMinor: 25_000 })).toEqual({
      code: 'AMOUNT_TOO_LARGE',
      minMinor: 1_000,
      maxMinor: 25_000,
    });
    expect(withdrawalAmountProblem({ ...skrill, amountMinor: 25_000, withdrawableMinor: 25_000 })).toBeNull();
  });

  it('bounds the amount by the balance alone while no method is chosen', () => {
    const none = { currency: 'EUR', limits: null, piqGroup: false, withdrawableMinor: 5_000 };
    expect(withdrawalAmountProblem({ ...none, amountMinor: 5_100 })).toMatchObject({ code: 'AMOUNT_TOO_LARGE' });
    expect(withdrawalAmountProblem({ ...none, amountMinor: 100 })).toBeNull();
  });

  it('refuses an amount the fee would take whole', () => {
    const feeOfFive = { ...methods.skrill.limits, minTxnLimit: 1, feeAmount: 5 };
    expect(
      withdrawalAmountProblem({
        currency: 'EUR',
        limits: feeOfFive,
        piqGroup: false,
        amountMinor: 500,
        withdrawableMinor: 25_000,
      }),
    ).toEqual({ code: 'FEE_EXCEEDS_AMOUNT', feeMinor: 500 });
  });

  it('accepts exactly the amounts within the bounds it states, as @vauhti/money checks them (property)', () => {
    const limits = fc.record({
      minTxnLimit: fc.integer({ min: 0, max: 500 }),
      maxTxnLimit: fc.integer({ min: 1, max: 20_000 }),
      feeType: fc.constant('none' as const),
      feeAmount: fc.constant(0),
      minFeeAmount: fc.constant(0),
      maxFeeAmount: fc.constant(0),
    });
    fc.assert(
      fc.property(
        limits,
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (methodLimits, amount, balance) => {
          const problem = withdrawalAmountProblem({
            currency: 'EUR',
            limits: methodLimits,
            piqGroup: false,
            amountMinor: amount,
            withdrawableMinor: balance,
          });
          const bounds = amountBoundsOf('EUR', methodLimits, balance);
          const within = amount >= bounds.minMinor && (bounds.maxMinor === null || amount <= bounds.maxMinor);
          expect(problem === null).toBe(within);
          expect(problem === null).toBe(checkWithdrawalAmount(amount, 'EUR', methodLimits, balance).ok);
          if (problem === null) expect(amount).toBeGreaterThanOrEqual(100);
        },
      ),
    );
  });
});

describe('withdrawalBreakdown', () => {
  it('charges the method fee (PIQ percentages as factors) and pays out the amount less the fee', () => {
    expect(withdrawalBreakdown(5_000, 'EUR', methods.skrill.limits, false)).toEqual({
      feeMinor: 100,
      receivesMinor: 4_900,
    });
    expect(withdrawalBreakdown(5_000, 'EUR', methods.trustly.limits, false)).toEqual({
      feeMinor: 0,
      receivesMinor: 5_000,
    });
    const piqPercentage = { ...methods.card.limits, feeAmount: 0.02, minFeeAmount: 0, maxFeeAmount: 0 };
    expect(withdrawalBreakdown(10_000, 'EUR', piqPercentage, true)).toEqual({ feeMinor: 200, receivesMinor: 9_800 });
  });

  it('always adds up: received plus fee is the amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (amount) => {
        const { feeMinor, receivesMinor } = withdrawalBreakdown(amount, 'EUR', methods.neteller.limits, false);
        expect(feeMinor + receivesMinor).toBe(amount);
        expect(feeMinor).toBeGreaterThanOrEqual(30);
        expect(feeMinor).toBeLessThanOrEqual(1_500);
      }),
    );
  });
});
