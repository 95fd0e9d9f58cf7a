import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASHIER_PARAMS, cashierRequestOf, DEPOSIT_STEPS } from './query-params';
import { asksForCashier, isGameplayPath } from './url-checks';

/** Values a cashier parameter may carry in a link, well-formed or not. */
const cashierValue = fc.oneof(
  fc.constantFrom('true', 'false', '0', '', 'deposit', 'withdraw', '20', '25.50', 'WELCOME', ...DEPOSIT_STEPS),
  fc.stringMatching(/^[a-z0-9.-]{0,8}$/),
);

describe('the app shell’s url checks', () => {
  it('asksForCashier gives the same answer as cashierRequestOf(search) !== null, for any query of cashier and other parameters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...CASHIER_PARAMS, 'lang', 'quicklogin', 'pageurlid'), cashierValue), {
          maxLength: 6,
        }),
        (entries) => {
          const search = `?${new URLSearchParams(entries).toString()}`;
          expect(asksForCashier(search)).toBe(cashierRequestOf(search) !== null);
          expect(asksForCashier(new URLSearchParams(search))).toBe(cashierRequestOf(search) !== null);
        },
      ),
    );
  });

  it('asksForCashier is false for an empty query and for an unknown deposit step', () => {
    expect(asksForCashier('')).toBe(false);
    expect(asksForCashier('?step=unknown&amount=20')).toBe(false);
    expect(asksForCashier('?withdraw=false')).toBe(false);
  });

  it('isGameplayPath is true only for a game under a language', () => {
    expect(isGameplayPath('/en/gameplay/book-of-dead')).toBe(true);
    expect(isGameplayPath('/en/gameplay/')).toBe(false);
    expect(isGameplayPath('/en/casino/slots')).toBe(false);
  });
});
