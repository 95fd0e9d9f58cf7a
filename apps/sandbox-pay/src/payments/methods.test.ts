import { PAY_AND_PLAY_METHODS } from '@vauhti/contracts/payment-provider';
import { checkDepositAmount, feeFor, minorFromMajor } from '@vauhti/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availability, availableMethods, fieldsFor, METHODS, methodDefinition } from './methods';

/** The catalogue entry of a method the test names; a missing one fails the test. */
function definitionOf(method: string) {
  const definition = methodDefinition(method);
  if (!definition) throw new Error(`no method ${method}`);
  return definition;
}

describe('the method catalogue', () => {
  it('offers pay-and-play exactly for the pay-and-play methods of the provider API', () => {
    const payAndPlay = METHODS.filter((definition) => definition.payAndPlay).map((definition) => definition.method);
    expect(payAndPlay).toEqual([...PAY_AND_PLAY_METHODS]);
  });

  it('has every method of the brief, each with a name, logos and limits', () => {
    expect(METHODS.map((definition) => definition.method)).toEqual([
      'CREDITCARD',
      'TRUSTLY',
      'ZIMPLER',
      'BRITEPLAY',
      'SKRILL',
      'NETELLER',
      'IDEAL',
      'SOFORT',
      'WIRE_TRANSFER',
      'RAPID_TRANSFER',
      'VENUSPOINT_PIQ',
      'BANK_PIQ',
      'CREDITCARD_PIQ',
      'SOFORT_PIQ',
      'ECOPAYZ_PIQ',
    ]);
    for (const definition of METHODS) {
      expect(definition.displayName).not.toBe('');
      expect(definition.icons.length).toBeGreaterThan(0);
      for (const limits of Object.values(definition.limits)) {
        expect(limits.minTxnLimit).toBeGreaterThanOrEqual(1);
        expect(limits.maxTxnLimit).toBeGreaterThan(limits.minTxnLimit);
      }
    }
  });

  it('uses every fee type, and the PIQ group is exactly the _PIQ methods', () => {
    expect(new Set(METHODS.flatMap((d) => Object.values(d.limits).map((l) => l.feeType)))).toEqual(
      new Set(['none', 'absolute', 'percentage']),
    );
    for (const definition of METHODS) expect(definition.piqGroup).toBe(definition.method.endsWith('_PIQ'));
  });

  it('gives each method its own form', () => {
    const names = (method: string, kind: 'deposit' | 'withdrawal' = 'deposit') =>
      fieldsFor(definitionOf(method), kind).map((field) => field.name);
    expect(names('CREDITCARD')).toEqual(['cardNumber', 'expiryMonth', 'expiryYear', 'cvv', 'holderName']);
    expect(names('CREDITCARD', 'withdrawal')).not.toContain('cvv');
    expect(names('SKRILL')).toEqual(['email']);
    expect(names('NETELLER')).toEqual(['email']);
    expect(names('IDEAL')).toEqual(['bank']);
    expect(names('WIRE_TRANSFER')).toEqual(['accountHolder', 'iban']);
    expect(names('ZIMPLER')).toEqual(['phone']);
    expect(names('TRUSTLY')).toEqual([]);
  });

  it('opens each page its own way', () => {
    const shape = (method: string) => {
      const definition = methodDefinition(method);
      return [definition?.redirectKind, definition?.frameHeight];
    };
    expect(shape('CREDITCARD')).toEqual(['iframe', '600px']);
    expect(shape('TRUSTLY')).toEqual(['popup', '1000px']);
    expect(shape('BANK_PIQ')).toEqual(['popup', '75vh']);
    expect(shape('SKRILL')).toEqual(['window', '1185px']);
  });

  it('offers local methods only where they are local', () => {
    const offered = (method: string, currency: string, country: string, kind: 'deposit' | 'withdrawal' = 'deposit') =>
      availability(definitionOf(method), kind, currency, country).ok;
    expect(offered('IDEAL', 'EUR', 'NL')).toBe(true);
    expect(offered('IDEAL', 'EUR', 'DE')).toBe(false);
    expect(offered('IDEAL', 'EUR', 'NL', 'withdrawal')).toBe(false);
    expect(offered('SOFORT', 'EUR', 'DE')).toBe(true);
    expect(offered('SOFORT', 'EUR', 'AT')).toBe(true);
    expect(offered('SOFORT', 'EUR', 'FI')).toBe(false);
    expect(offered('ZIMPLER', 'EUR', 'FI')).toBe(true);
    expect(offered('ZIMPLER', 'SEK', 'SE')).toBe(true);
    expect(offered('ZIMPLER', 'NOK', 'NO')).toBe(false);
    expect(offered('TRUSTLY', 'EUR', 'fi')).toBe(true);
    expect(offered('TRUSTLY', 'USD', 'US')).toBe(false);
    expect(offered('CREDITCARD', 'USD', 'US')).toBe(true);
    expect(availableMethods('deposit', 'JPY', 'JP')).toEqual([]);
  });

  it('scales limits for currencies whose numbers run higher', () => {
    const card = methodDefinition('CREDITCARD');
    expect(card?.limits.SEK?.minTxnLimit).toBe(100);
    expect(card?.limits.EUR?.minTxnLimit).toBe(10);
  });

  it('charges the PIQ factor rule: 0.02 is two per cent, within the minimum and maximum fee', () => {
    const limits = methodDefinition('CREDITCARD_PIQ')?.limits.EUR;
    if (!limits) throw new Error('no EUR limits');
    expect(feeFor(10_000, limits, 'EUR', { piqGroup: true })).toBe(200);
    expect(feeFor(1_000, limits, 'EUR', { piqGroup: true })).toBe(50);
    expect(feeFor(500_000, limits, 'EUR', { piqGroup: true })).toBe(2_000);
  });

  it('property: every amount a method accepts has a fee within its minimum and maximum', () => {
    const priced = METHODS.flatMap((definition) =>
      Object.entries(definition.limits).map(([currency, limits]) => ({ definition, currency, limits })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...priced),
        fc.integer({ min: 0, max: 10_000_000 }),
        ({ definition, currency, limits }, amount) => {
          const accepted = checkDepositAmount(amount, currency, limits).ok;
          const min = minorFromMajor(limits.minTxnLimit, currency);
          const max = minorFromMajor(limits.maxTxnLimit, currency);
          expect(accepted).toBe(amount >= min && amount <= max);
          if (!accepted) return;
          const fee = feeFor(amount, limits, currency, { piqGroup: definition.piqGroup });
          expect(Number.isSafeInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(minorFromMajor(limits.minFeeAmount, currency));
          if (limits.maxFeeAmount > 0 && limits.feeType === 'percentage') {
            expect(fee).toBeLessThanOrEqual(minorFromMajor(limits.maxFeeAmount, currency));
          }
          if (limits.feeType === 'none') expect(fee).toBe(0);
        },
      ),
    );
  });
});
