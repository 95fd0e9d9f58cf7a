import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorFromPayloadAmount, payloadAmountOf } from './player-cashier-amounts';

describe('payload amounts (exactly two decimals, spec part 1 section 5)', () => {
  it('reads two-decimal amounts exactly in minor units', () => {
    expect(minorFromPayloadAmount('10.00', 'EUR')).toEqual({ ok: true, minor: 1000 });
    expect(minorFromPayloadAmount('0.01', 'EUR')).toEqual({ ok: true, minor: 1 });
    expect(minorFromPayloadAmount('1234.56', 'SEK')).toEqual({ ok: true, minor: 123_456 });
  });

  it.each(['10', '10.0', '10.000', '1e3', ' 10.00', '+10.00', '-10.00', '10,00', '', 'abc', '010.00', '0.00'])(
    'refuses %j',
    (text) => {
      expect(minorFromPayloadAmount(text, 'EUR').ok).toBe(false);
    },
  );

  it('keeps a zero-decimal currency exact and refuses fractions of it', () => {
    expect(minorFromPayloadAmount('1000.00', 'JPY')).toEqual({ ok: true, minor: 1000 });
    expect(minorFromPayloadAmount('1000.50', 'JPY').ok).toBe(false);
  });

  it('pads a three-decimal currency', () => {
    expect(minorFromPayloadAmount('1.25', 'KWD')).toEqual({ ok: true, minor: 1250 });
  });

  it('round-trips every two-decimal amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (minor) => {
        const text = payloadAmountOf(minor, 'EUR');
        expect(minorFromPayloadAmount(text, 'EUR')).toEqual({ ok: true, minor });
      }),
    );
  });
});
