import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASHIER_PARAMS, cashierRequestOf, DEPOSIT_STEPS } from './query-params';
import { asksForCashier, cashierLinkOf, isGameplayPath } from './url-checks';

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

  it('cashierLinkOf keeps the page’s own parameters, drops every earlier cashier parameter and sets the asked ones, for any query', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...CASHIER_PARAMS, 'tab', 'page', 'q'), cashierValue), { maxLength: 6 }),
        fc.constantFrom<Record<string, string>>(
          { service: 'deposit' },
          { withdraw: 'true' },
          { pendingWithdrawal: 'true' },
        ),
        (entries, asked) => {
          const search = `?${new URLSearchParams(entries).toString()}`;
          const link = new URL(cashierLinkOf('/en/casino', search, asked), 'https://vauhti.test');
          expect(link.pathname).toBe('/en/casino');
          const cashierNames = [...link.searchParams.keys()].filter((name) =>
            (CASHIER_PARAMS as readonly string[]).includes(name),
          );
          expect(cashierNames).toEqual(Object.keys(asked));
          for (const [name, value] of Object.entries(asked)) expect(link.searchParams.get(name)).toBe(value);
          const pageParams = (params: URLSearchParams) =>
            [...params].filter(([name]) => !(CASHIER_PARAMS as readonly string[]).includes(name));
          expect(pageParams(link.searchParams)).toEqual(pageParams(new URLSearchParams(search)));
        },
      ),
    );
  });

  it('cashierLinkOf turns a page already showing the pending withdrawals into a plain deposit link', () => {
    expect(cashierLinkOf('/en', '?pendingWithdrawal=true&withdrawSuccess=true&tab=all', { service: 'deposit' })).toBe(
      '/en?tab=all&service=deposit',
    );
  });
});
