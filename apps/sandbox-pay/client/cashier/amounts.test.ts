import { feeFor } from '@vauhti/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountFromInput,
  checkAmount,
  depositQuickAmounts,
  feeBreakdown,
  formatMoney,
  inputFromAmount,
  quickAmounts,
} from './amounts';
import { methodView } from './test-support';

const percentage = methodView({
  limits: {
    minTxnLimit: 10,
    maxTxnLimit: 1000,
    feeType: 'percentage',
    feeAmount: 2.5,
    minFeeAmount: 1,
    maxFeeAmount: 20,
  },
});

describe('amount input', () => {
  it('reads digits as whole major units and nothing as null', () => {
    expect(amountFromInput('25', 'EUR')).toBe(2_500);
    expect(amountFromInput('1 000', 'SEK')).toBe(100_000);
    expect(amountFromInput('007', 'EUR')).toBe(700);
    expect(amountFromInput('', 'EUR')).toBeNull();
    expect(amountFromInput('abc', 'EUR')).toBeNull();
    expect(amountFromInput('500', 'JPY')).toBe(500);
    expect(amountFromInput('3', 'KWD')).toBe(3_000);
  });

  it('round-trips whole amounts for every exponent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('EUR', 'JPY', 'KWD', 'SEK'),
        (major, currency) => {
          const minor = amountFromInput(String(major), currency);
          expect(minor).not.toBeNull();
          expect(inputFromAmount(minor ?? 0, currency)).toBe(String(major));
        },
      ),
    );
  });
});

describe('quick amounts', () => {
  it("offer per-currency deposit amounts within the method's limits", () => {
    expect(depositQuickAmounts('EUR', null)).toEqual([2_000, 5_000, 10_000, 20_000]);
    expect(depositQuickAmounts('SEK', null)).toEqual([20_000, 50_000, 100_000, 200_000]);
    const narrow = methodView({ limits: { ...methodView().limits, minTxnLimit: 30, maxTxnLimit: 150 } });
    expect(depositQuickAmounts('EUR', narrow)).toEqual([5_000, 10_000]);
  });

  it('offer 50, 75 and 100 % of the withdrawable whole amount for a withdrawal', () => {
    expect(quickAmounts('withdrawal', 'EUR', null, 10_099)).toEqual([5_000, 7_500, 10_000]);
    expect(quickAmounts('withdrawal', 'EUR', null, 0)).toEqual([]);
  });
});

describe('checks and fees', () => {
  it("check deposits against the method's limits and withdrawals also against the balance", () => {
    expect(checkAmount('deposit', 500, 'EUR', methodView(), 0)).toMatchObject({ ok: false, code: 'AMOUNT_TOO_SMALL' });
    expect(checkAmount('deposit', 100_001, 'EUR', methodView(), 0)).toMatchObject({
      ok: false,
      code: 'AMOUNT_TOO_LARGE',
    });
    expect(checkAmount('deposit', 2_500, 'EUR', methodView(), 0)).toEqual({ ok: true });
    expect(checkAmount('withdrawal', 6_000, 'EUR', methodView({ kind: 'withdrawal' }), 5_000)).toMatchObject({
      ok: false,
      code: 'AMOUNT_TOO_LARGE',
      maxMinor: 5_000,
    });
  });

  it('show a deposit as amount + fee and a withdrawal as amount − fee', () => {
    expect(feeBreakdown('deposit', 10_000, 'EUR', percentage)).toEqual({
      amount: 10_000,
      fee: 250,
      bottomLine: 10_250,
      bottomLineKind: 'total',
    });
    expect(feeBreakdown('withdrawal', 10_000, 'EUR', percentage)).toMatchObject({
      fee: 250,
      bottomLine: 9_750,
      bottomLineKind: 'receive',
    });
  });

  it("always show the provider's fee and lines that add up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('deposit' as const, 'withdrawal' as const),
        (amount, kind) => {
          const breakdown = feeBreakdown(kind, amount, 'EUR', percentage);
          expect(breakdown.fee).toBe(feeFor(amount, percentage.limits, 'EUR', { piqGroup: false }));
          const sum = kind === 'deposit' ? breakdown.amount + breakdown.fee : breakdown.amount - breakdown.fee;
          expect(breakdown.bottomLine).toBe(sum);
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it("puts the symbol where the player's market expects it", () => {
    expect(formatMoney(2_550, 'EUR', 'en_GB')).toBe('€25.50');
    expect(formatMoney(2_550, 'EUR', 'fi_FI')).toBe('€25,50');
    expect(formatMoney(100_000, 'SEK', 'sv_SE')).toMatch(/^1\s000,00\u00a0kr$/);
    expect(formatMoney(100_000, 'NOK', 'nb_NO')).toMatch(/^1\s000,00\u00a0kr$/);
    expect(formatMoney(500, 'JPY', 'en_GB')).toBe('¥500');
  });
});
