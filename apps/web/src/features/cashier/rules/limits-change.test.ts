import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliesAtOnce,
  classifyLimitChange,
  LIMIT_MAJOR_MAX,
  limitBodyValue,
  limitsOf,
  type PeriodLimit,
  parseLimitInput,
} from './limits-change';

const none: PeriodLimit = { valueMinor: null, pending: null };
const fifty: PeriodLimit = { valueMinor: 5_000, pending: null };
const fiftyRising: PeriodLimit = {
  valueMinor: 5_000,
  pending: { valueMinor: 9_000, effectiveAt: '2026-03-15T10:00:00Z' },
};

describe('classifyLimitChange', () => {
  it.each([
    ['a first limit applies at once', none, 2_000, 'first'],
    ['a lower limit is a decrease', fifty, 2_000, 'decrease'],
    ['a higher limit is an increase', fifty, 9_000, 'increase'],
    ['no limit instead of one is a removal', fifty, null, 'removal'],
    ['the same limit changes nothing', fifty, 5_000, 'unchanged'],
    ['no limit again changes nothing', none, null, 'unchanged'],
    ['the limit in force while a rise waits withdraws the rise', fiftyRising, 5_000, 'withdrawPending'],
    ['a lower one while a rise waits is a decrease', fiftyRising, 1_000, 'decrease'],
  ] as const)('%s', (_case, current, next, expected) => {
    expect(classifyLimitChange(current, next)).toBe(expected);
  });

  it('applies at once exactly when the new limit is not looser than the one in force', () => {
    const limit = fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null });
    fc.assert(
      fc.property(limit, limit, fc.boolean(), (current, next, pending) => {
        const change = classifyLimitChange(
          { valueMinor: current, pending: pending && current !== null ? { valueMinor: null, effectiveAt: 'x' } : null },
          next,
        );
        const looser = current !== null && (next === null || next > current);
        expect(appliesAtOnce(change)).toBe(!looser);
      }),
    );
  });
});

describe('parseLimitInput', () => {
  it.each([
    ['50', 'EUR', '.', 5_000],
    ['50.5', 'EUR', '.', 5_050],
    ['12,345.50', 'EUR', '.', 1_234_550],
    ['12,345', 'EUR', '.', 1_234_500],
    ['1 000,50', 'EUR', ',', 100_050],
    ['1.000,50', 'EUR', ',', 100_050],
    ['50.50', 'EUR', ',', 5_050],
    ['1\u00a0000', 'NOK', ',', 100_000],
    ['3000', 'JPY', '.', 3_000],
  ] as const)('reads %s %s with the decimal %s as %i minor units', (text, currency, separator, minor) => {
    expect(parseLimitInput(text, currency, separator)).toEqual({ ok: true, valueMinor: minor });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['fifty', 'invalid'],
    ['-10', 'invalid'],
    ['1e3', 'invalid'],
    ['10.', 'invalid'],
    ['1,000,50', 'invalid'],
    ['10.505', 'decimals'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    [String(LIMIT_MAJOR_MAX + 1), 'tooLarge'],
    ['9'.repeat(30), 'tooLarge'],
  ])('refuses %j as %s in a comma-decimal language', (text, error) => {
    expect(parseLimitInput(text, 'EUR', ',')).toEqual({ ok: false, error });
  });

  it('refuses decimals for a currency without them', () => {
    expect(parseLimitInput('10.5', 'JPY')).toEqual({ ok: false, error: 'decimals' });
  });

  it('round-trips every amount of the currency through the body value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (minor) => {
        const body = limitBodyValue(minor, 'EUR');
        const parsed = parseLimitInput(String(body), 'EUR');
        expect(parsed).toEqual({ ok: true, valueMinor: minor });
      }),
    );
  });
});

describe('limitsOf', () => {
  it('turns the platform’s major units into minor units, pending changes included', () => {
    expect(
      limitsOf({
        currency: 'EUR',
        limits: {
          deposit: {
            daily: { value: 50, pending: null },
            weekly: { value: 200.5, pending: { value: 400, effectiveAt: '2026-03-15T10:00:00Z' } },
            monthly: { value: 1000, pending: { value: null, effectiveAt: '2026-03-15T10:00:00Z' } },
          },
        },
      }),
    ).toEqual({
      daily: { valueMinor: 5_000, pending: null },
      weekly: { valueMinor: 20_050, pending: { valueMinor: 40_000, effectiveAt: '2026-03-15T10:00:00Z' } },
      monthly: { valueMinor: 100_000, pending: { valueMinor: null, effectiveAt: '2026-03-15T10:00:00Z' } },
    });
  });
});
