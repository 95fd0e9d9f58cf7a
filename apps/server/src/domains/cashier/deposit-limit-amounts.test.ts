import { currencyExponent } from '@vauhti/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositLimitChangesOf, depositLimitsInMajorUnits } from './deposit-limit-amounts';

const currency = fc.constantFrom('EUR', 'SEK', 'JPY', 'KRW', 'CLP');
const limitMinor = fc.integer({ min: 1, max: 10_000_000_000 });

describe('depositLimitChangesOf', () => {
  it('turns every positive major amount the currency can hold into its exact minor units', () => {
    fc.assert(
      fc.property(currency, limitMinor, (cy, minor) => {
        const major = minor / 10 ** currencyExponent(cy);
        expect(depositLimitChangesOf({ daily: major }, cy)).toEqual({ ok: true, value: { daily: minor } });
      }),
    );
  });

  it('keeps null (remove the limit) and leaves out the periods the body leaves out', () => {
    expect(depositLimitChangesOf({ weekly: null, monthly: 250.5 }, 'EUR')).toEqual({
      ok: true,
      value: { weekly: null, monthly: 25_050 },
    });
  });

  it('refuses more decimals than the currency has, or no positive amount, as FIELD_INVALID naming the period', () => {
    for (const [body, field] of [
      [{ daily: 10.001 }, 'daily'],
      [{ weekly: 1.5 }, 'weekly'],
      [{ monthly: 0 }, 'monthly'],
    ] as const) {
      const cy = field === 'weekly' ? 'JPY' : 'EUR';
      expect(depositLimitChangesOf(body, cy)).toEqual({
        ok: false,
        error: {
          code: 'FIELD_INVALID',
          message: `${field}: not an amount in ${cy} (at most its decimals)`,
          details: { field, location: 'body' },
        },
      });
    }
  });
});

describe('depositLimitsInMajorUnits', () => {
  it('answers the limits and a pending change in major units, null for none', () => {
    const effectiveAt = new Date('2026-01-02T03:04:05.000Z');
    const view = depositLimitsInMajorUnits(
      {
        currency: 'EUR',
        limits: {
          daily: { valueMinor: 10_050, pending: { valueMinor: null, effectiveAt } },
          weekly: null,
          monthly: { valueMinor: 100_000, pending: null },
        },
      },
      'SEK',
    );
    expect(view).toEqual({
      currency: 'EUR',
      limits: {
        deposit: {
          daily: { value: 100.5, pending: { value: null, effectiveAt: '2026-01-02T03:04:05.000Z' } },
          weekly: { value: null, pending: null },
          monthly: { value: 1000, pending: null },
        },
      },
    });
  });

  it("uses the player's currency while no limit has set one, and round-trips any limit", () => {
    fc.assert(
      fc.property(currency, limitMinor, (cy, minor) => {
        const view = depositLimitsInMajorUnits(
          { currency: null, limits: { daily: { valueMinor: minor, pending: null }, weekly: null, monthly: null } },
          cy,
        );
        expect(view.currency).toBe(cy);
        const daily = view.limits.deposit.daily.value;
        expect(daily).not.toBeNull();
        expect(depositLimitChangesOf({ daily }, cy)).toEqual({ ok: true, value: { daily: minor } });
      }),
    );
  });
});
