import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASHIER_PARAMS,
  cashierRequestOf,
  DEPOSIT_STEPS,
  hasUnknownStep,
  pageUrlIdOf,
  queryNavigationOf,
  quickLoginDecisionOf,
  withoutCashierParams,
} from './query-params';

const guest = { pathname: '/fi/casino', language: 'fi', loggedIn: false };
const player = { ...guest, loggedIn: true };

describe('cashier requests in the query (spec 2.2)', () => {
  it('withdraw=true asks for the withdrawal modal', () => {
    expect(cashierRequestOf('?withdraw=true')).toEqual({ kind: 'withdraw' });
    expect(cashierRequestOf('?withdraw=false')).toBeNull();
  });

  it('pendingWithdrawal or withdrawHistory asks for the pending withdrawals', () => {
    expect(cashierRequestOf('?pendingWithdrawal=true')).toEqual({ kind: 'pendingWithdrawals' });
    expect(cashierRequestOf('?withdrawHistory')).toEqual({ kind: 'pendingWithdrawals' });
  });

  it('service=deposit asks for the deposit with amount, bonus and method', () => {
    expect(cashierRequestOf('?service=deposit&amount=50&bonus=WELCOME&method=card')).toEqual({
      kind: 'deposit',
      amount: '50',
      bonus: 'WELCOME',
      method: 'card',
    });
  });

  it('each deposit step asks for the deposit at that step', () => {
    for (const step of DEPOSIT_STEPS) {
      expect(cashierRequestOf(`?step=${step}&amount=20`)).toEqual({ kind: 'deposit', step, amount: '20' });
    }
  });

  it('passes the transaction a deposit-status step shows, and drops one that is not a transaction id', () => {
    expect(cashierRequestOf('?step=deposit-status&txnId=42&method=SKRILL')).toEqual({
      kind: 'deposit',
      step: 'deposit-status',
      txnId: '42',
      method: 'SKRILL',
    });
    expect(cashierRequestOf('?step=deposit-status&txnId=0x2a')).toEqual({ kind: 'deposit', step: 'deposit-status' });
  });

  it('exposes providerId and withdrawSuccess for the cashier', () => {
    expect(cashierRequestOf('?step=deposit-status&providerId=sandbox-bank&withdrawSuccess=true')).toEqual({
      kind: 'deposit',
      step: 'deposit-status',
      providerId: 'sandbox-bank',
      withdrawSuccess: true,
    });
    expect(cashierRequestOf('?withdraw=true&withdrawSuccess=false')).toEqual({
      kind: 'withdraw',
      withdrawSuccess: false,
    });
  });

  it('drops malformed amounts and codes instead of passing them on', () => {
    expect(cashierRequestOf('?service=deposit&amount=-5&bonus=<script>&method=a%20b')).toEqual({ kind: 'deposit' });
    expect(cashierRequestOf('?service=deposit&amount=0')).toEqual({ kind: 'deposit' });
    expect(cashierRequestOf('?service=deposit&amount=12.345')).toEqual({ kind: 'deposit' });
    expect(cashierRequestOf('?service=deposit&amount=12.34')).toEqual({ kind: 'deposit', amount: '12.34' });
  });

  it('an unknown step is not a cashier request but a broken link', () => {
    expect(cashierRequestOf('?step=checkout')).toBeNull();
    expect(hasUnknownStep('?step=checkout')).toBe(true);
    expect(hasUnknownStep('?step=select-bonus')).toBe(false);
    expect(hasUnknownStep('?affid=1')).toBe(false);
  });

  it('removing the cashier params keeps every other parameter', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CASHIER_PARAMS]),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/)),
        (cashier, others) => {
          const params = new URLSearchParams();
          for (const name of cashier) params.set(name, 'x');
          const kept = Object.entries(others).filter(([name]) => !(CASHIER_PARAMS as readonly string[]).includes(name));
          for (const [name, value] of kept) params.set(name, value);
          const rest = new URLSearchParams(withoutCashierParams(params));
          for (const name of CASHIER_PARAMS) expect(rest.has(name)).toBe(false);
          for (const [name, value] of kept) expect(rest.get(name)).toBe(value);
        },
      ),
    );
  });
});

describe('where the query sends the visitor (spec 2.2)', () => {
  it('a guest asking for the withdrawal is sent to login with the page remembered', () => {
    expect(queryNavigationOf({ ...guest, search: '?withdraw=true' })).toEqual({
      kind: 'login',
      to: '/fi/login',
      previousUrl: '/fi/casino?withdraw=true',
      pendingDeposit: null,
    });
  });

  it('a guest asking for the pending withdrawals is sent to login too', () => {
    expect(queryNavigationOf({ ...guest, search: '?withdrawHistory=1' })).toMatchObject({
      kind: 'login',
      previousUrl: '/fi/casino?withdrawHistory=1',
    });
  });

  it('a guest asking for a deposit is sent to login with the deposit remembered', () => {
    expect(queryNavigationOf({ ...guest, search: '?service=deposit&amount=25&bonus=SPIN' })).toEqual({
      kind: 'login',
      to: '/fi/login',
      previousUrl: '/fi/casino?service=deposit&amount=25&bonus=SPIN',
      pendingDeposit: { amount: '25', bonus: 'SPIN' },
    });
    expect(queryNavigationOf({ ...guest, search: '?step=select-bonus' })).toMatchObject({
      kind: 'login',
      pendingDeposit: null,
    });
  });

  it('a logged-in player stays on the page with the cashier request (the cashier host opens the modal)', () => {
    for (const search of [
      '?withdraw=true',
      '?pendingWithdrawal',
      '?service=deposit&amount=5',
      '?step=3d-verification',
    ]) {
      expect(queryNavigationOf({ ...player, search })).toEqual({ kind: 'stay' });
    }
  });

  it('the login page itself is not sent to login again', () => {
    expect(queryNavigationOf({ ...guest, pathname: '/fi/login', search: '?withdraw=true' })).toEqual({ kind: 'stay' });
  });

  it('any other step removes the cashier params and goes home', () => {
    expect(queryNavigationOf({ ...player, search: '?step=oops&amount=5&affid=9' })).toEqual({
      kind: 'go',
      to: '/fi?affid=9',
    });
    expect(queryNavigationOf({ ...guest, search: '?step=oops' })).toEqual({ kind: 'go', to: '/fi' });
  });

  it('pageurlid redirects to a site path and ignores anything else', () => {
    expect(queryNavigationOf({ ...guest, search: '?pageurlid=/fi/promotions' })).toEqual({
      kind: 'go',
      to: '/fi/promotions',
    });
    expect(pageUrlIdOf('?pageurlid=https://evil.example')).toBeNull();
    expect(pageUrlIdOf('?pageurlid=//evil.example/x')).toBeNull();
    expect(pageUrlIdOf('?pageurlid=/\\evil.example')).toBeNull();
    expect(queryNavigationOf({ ...guest, search: '?pageurlid=javascript:alert(1)' })).toEqual({ kind: 'stay' });
  });

  it('never redirects off the site, whatever pageurlid holds', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const search = `?${new URLSearchParams({ pageurlid: value })}`;
        const plan = queryNavigationOf({ ...guest, search });
        if (plan.kind === 'go') {
          expect(plan.to.startsWith('/')).toBe(true);
          expect(plan.to.startsWith('//')).toBe(false);
          expect(plan.to.includes('\\')).toBe(false);
        }
      }),
    );
  });

  it('a query without these parameters changes nothing', () => {
    expect(queryNavigationOf({ ...guest, search: '?affid=1&utm_source=x' })).toEqual({ kind: 'stay' });
  });
});

describe('quicklogin (spec 2.2)', () => {
  const base = { pathname: '/fi/casino', loggedIn: false, mobile: false };

  it('opens the quick login for a guest', () => {
    expect(quickLoginDecisionOf({ ...base, search: '?quicklogin=true' })).toBe('open');
    expect(quickLoginDecisionOf({ ...base, search: '?quicklogin' })).toBe('open');
  });

  it('does nothing for a logged-in player or without the parameter', () => {
    expect(quickLoginDecisionOf({ ...base, loggedIn: true, search: '?quicklogin=true' })).toBe('none');
    expect(quickLoginDecisionOf({ ...base, search: '?quicklogin=false' })).toBe('none');
    expect(quickLoginDecisionOf({ ...base, search: '' })).toBe('none');
  });

  it('is removed on mobile at game launch', () => {
    const gameplay = { ...base, pathname: '/fi/gameplay/book-of-vauhti', search: '?quicklogin=true' };
    expect(quickLoginDecisionOf({ ...gameplay, mobile: true })).toBe('strip');
    expect(quickLoginDecisionOf({ ...gameplay, mobile: false })).toBe('open');
    expect(quickLoginDecisionOf({ ...base, mobile: true, search: '?quicklogin=true' })).toBe('open');
  });
});
