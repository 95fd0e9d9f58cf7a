import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VerifiedUser } from '../payments/cashier-facade';
import { createCashierTokens, verifiedUserOf } from './cashier-token';

const user: VerifiedUser = {
  merchantId: 'vauhti',
  userId: 'p-1',
  sessionId: 's-1',
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino@example.com',
  country: 'FI',
  currency: 'EUR',
  locale: 'fi_FI',
  balance: 12_345,
  kycStatus: 'VERIFIED',
  userCat: 'standard',
};

describe('cashier tokens', () => {
  it('round-trips the verified user it signed and adds the expiry', () => {
    const tokens = createCashierTokens(undefined, 1_000);
    const { token, expiresAt } = tokens.issue(user, 5_000);
    const check = tokens.check(token, 5_500);
    expect(check.ok && verifiedUserOf(check.claims)).toEqual(user);
    expect(check.ok && check.claims.exp).toBe(6_000);
    expect(expiresAt).toBe(new Date(6_000).toISOString());
  });

  it('refuses a missing, expired, foreign, forged or malformed token', () => {
    const tokens = createCashierTokens(Buffer.alloc(32, 1), 1_000);
    const { token } = tokens.issue(user, 0);
    expect(tokens.check(undefined)).toEqual({ ok: false, code: 'TOKEN_MISSING' });
    expect(tokens.check(token, 1_000)).toEqual({ ok: false, code: 'TOKEN_EXPIRED' });
    expect(createCashierTokens(Buffer.alloc(32, 2)).check(token, 10)).toEqual({ ok: false, code: 'TOKEN_INVALID' });
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...user, userId: 'p-2', exp: 1_000 })).toString('base64url');
    expect(tokens.check(`${forged}.${signature}`, 10)).toEqual({ ok: false, code: 'TOKEN_INVALID' });
    expect(tokens.check(`${body}.${signature}.x`, 10)).toEqual({ ok: false, code: 'TOKEN_INVALID' });
    expect(tokens.check('not-a-token', 10)).toEqual({ ok: false, code: 'TOKEN_INVALID' });
  });

  it('never accepts a token that differs from the issued one in any character', () => {
    const tokens = createCashierTokens(Buffer.alloc(32, 3));
    const { token } = tokens.issue(user, 0);
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'ABCxyz019-_.'), (index, character) => {
        fc.pre(token[index] !== character);
        const altered = token.slice(0, index) + character + token.slice(index + 1);
        expect(tokens.check(altered, 10).ok).toBe(false);
      }),
    );
  });
});
