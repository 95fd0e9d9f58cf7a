import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refuseFeeAboveAmount, refuseUnlessAuthorizedAmount } from './amount-checks';
import { methodOf } from './authorize';

const kind = fc.constantFrom('deposit' as const, 'withdrawal' as const);
const positiveMinor = fc.integer({ min: 1, max: 999_999_999_999 });
const feeMinor = fc.integer({ min: 0, max: 999_999_999_999 });

describe('refuseFeeAboveAmount', () => {
  it('lets through every fee up to the amount, the amount itself included', () => {
    fc.assert(
      fc.property(kind, positiveMinor, feeMinor, (k, amount, fee) => {
        fc.pre(fee <= amount);
        expect(refuseFeeAboveAmount(k, amount, fee)).toBeUndefined();
      }),
    );
  });

  it('refuses every fee larger than the amount with INVALID_AMOUNT naming the kind', () => {
    fc.assert(
      fc.property(kind, positiveMinor, fc.integer({ min: 1, max: 1_000_000 }), (k, amount, excess) => {
        expect(refuseFeeAboveAmount(k, amount, amount + excess)).toEqual({
          code: 'INVALID_AMOUNT',
          message: `fee is larger than the ${k}`,
        });
      }),
    );
  });
});

describe('refuseUnlessAuthorizedAmount', () => {
  it('lets through exactly the authorized amount', () => {
    fc.assert(
      fc.property(kind, positiveMinor, (k, amount) => {
        expect(refuseUnlessAuthorizedAmount(k, amount, amount)).toBeUndefined();
      }),
    );
  });

  it('refuses any other amount, one minor unit off included, with INVALID_AMOUNT', () => {
    fc.assert(
      fc.property(kind, positiveMinor, positiveMinor, (k, amount, authorized) => {
        fc.pre(amount !== authorized);
        expect(refuseUnlessAuthorizedAmount(k, amount, authorized)).toEqual({
          code: 'INVALID_AMOUNT',
          message: `txAmount differs from the authorized ${k} amount`,
        });
      }),
    );
    expect(refuseUnlessAuthorizedAmount('deposit', 10_001, 10_000)?.code).toBe('INVALID_AMOUNT');
    expect(refuseUnlessAuthorizedAmount('withdrawal', 9_999, 10_000)?.code).toBe('INVALID_AMOUNT');
  });
});

describe('methodOf', () => {
  it('drops the kind from txName to give the method key', () => {
    expect(methodOf('CREDITCARDDeposit', 'deposit')).toBe('CREDITCARD');
    expect(methodOf('TRUSTLYWithdrawal', 'withdrawal')).toBe('TRUSTLY');
  });

  it('keeps a txName that does not end with its kind, or is only the kind, and cuts it to 64 characters', () => {
    expect(methodOf('CREDITCARDWithdrawal', 'deposit')).toBe('CREDITCARDWithdrawal');
    expect(methodOf('Deposit', 'deposit')).toBe('Deposit');
    expect(methodOf(`${'X'.repeat(80)}Deposit`, 'deposit')).toBe('X'.repeat(64));
  });
});
