import { describe, expect, it } from 'vitest';
import { closedCashierUrl, depositStepUrl, depositUrl, withdrawalUrl, withdrawSuccessUrl } from './cashier-url';

describe('cashier urls', () => {
  it('closing removes every cashier parameter and keeps the page and its own query', () => {
    expect(
      closedCashierUrl({
        pathname: '/en/casino/slots',
        search: '?tab=new&service=deposit&step=deposit-status&amount=20',
      }),
    ).toBe('/en/casino/slots?tab=new');
    expect(closedCashierUrl({ pathname: '/en', search: '?withdraw=true' })).toBe('/en');
  });

  it('a deposit step replaces service=deposit with step in its place and keeps amount, bonus and method', () => {
    expect(
      depositStepUrl(
        { pathname: '/en', search: '?service=deposit&amount=20&method=CREDITCARD' },
        'select-deposit-method',
      ),
    ).toBe('/en?step=select-deposit-method&amount=20&method=CREDITCARD');
    expect(
      depositStepUrl({ pathname: '/en', search: '?tab=new&service=deposit&amount=20' }, 'select-deposit-method'),
    ).toBe('/en?tab=new&step=select-deposit-method&amount=20');
    expect(depositStepUrl({ pathname: '/en', search: '?tab=new' }, 'select-deposit-method')).toBe(
      '/en?tab=new&step=select-deposit-method',
    );
  });

  it('gives the same url for a step whether or not the url was corrected from service=deposit first', () => {
    const changes = { method: 'CREDITCARD', amount: '50' };
    expect(depositStepUrl({ pathname: '/en', search: '?service=deposit' }, 'deposit-status', changes)).toBe(
      depositStepUrl({ pathname: '/en', search: '?step=select-deposit-method' }, 'deposit-status', changes),
    );
  });

  it('a deposit step sets and removes details in the same move', () => {
    expect(
      depositStepUrl(
        { pathname: '/en', search: '?step=select-bonus&bonus=WELCOME&amount=20' },
        'select-deposit-method',
        {
          bonus: null,
          amount: '50',
        },
      ),
    ).toBe('/en?step=select-deposit-method&amount=50');
  });

  it('asks for the deposit from any page, dropping another cashier request', () => {
    expect(depositUrl({ pathname: '/en/casino', search: '?withdraw=true' }, { amount: '30' })).toBe(
      '/en/casino?service=deposit&amount=30',
    );
  });

  it('asks for the withdrawal from any page, keeping its own parameters and dropping another cashier request', () => {
    expect(withdrawalUrl({ pathname: '/en/myaccount/cashier', search: '?service=deposit&page=2' })).toBe(
      '/en/myaccount/cashier?page=2&withdraw=true',
    );
  });

  it('after a withdrawal the url carries pendingWithdrawal=true and withdrawSuccess=true', () => {
    expect(withdrawSuccessUrl({ pathname: '/en', search: '?withdraw=true' })).toBe(
      '/en?pendingWithdrawal=true&withdrawSuccess=true',
    );
  });
});
