// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cashierAddress, lookupAddress } from './environments';
import { allowedOrigins, environmentOrigins, isAllowedOrigin, targetOrigins } from './origins';

describe('environments', () => {
  it('loads the cashier per environment, production by default and for unknown names', () => {
    expect(cashierAddress('production')).toBe('https://api.paymentiq.io/paymentiq/cashier/');
    expect(cashierAddress(undefined)).toBe('https://api.paymentiq.io/paymentiq/cashier/');
    expect(cashierAddress('nonsense')).toBe('https://api.paymentiq.io/paymentiq/cashier/');
    expect(cashierAddress('toString')).toBe('https://api.paymentiq.io/paymentiq/cashier/');
    expect(cashierAddress('test')).toBe('https://test-api.paymentiq.io/paymentiq/cashier/');
    expect(cashierAddress('mrgreen')).toBe('https://mrgreen-api.paymentiq.io/paymentiq/cashier/');
    expect(cashierAddress('silvercurrent')).toBe('https://api.silvercurrent.zone/ui/cashier/');
    expect(cashierAddress('development')).toBe('http://localhost:5000/');
  });

  it('loads the lookup from the checkout client with a version path (master by default)', () => {
    expect(lookupAddress('production')).toBe('https://checkout.paymentiq.io/checkout-client/master/');
    expect(lookupAddress('test', 'v2.4')).toBe('https://checkout.paymentiq.io/checkout-client/v2.4/');
    expect(lookupAddress('production', undefined, true)).toBe('https://static.paymentiq.io/checkout-client/master/');
    expect(lookupAddress('ecom')).toBe('https://checkout.ecomtransactions.io/checkout-client/master/');
    expect(lookupAddress('development', 'v9', true)).toBe('http://localhost:4000/');
  });
});

describe('origins', () => {
  it('trusts the provider hosts and the local ports 5000 and 4000', () => {
    for (const origin of [
      'https://api.paymentiq.io',
      'https://test-api.paymentiq.io',
      'https://mrgreen-api.paymentiq.io',
      'https://pay.paymentiq.io',
      'https://checkout.paymentiq.io',
      'https://static.paymentiq.io',
      'https://checkout.sunpetal.xyz',
      'http://localhost:5000',
      'http://localhost:4000',
    ]) {
      expect(isAllowedOrigin(origin), origin).toBe(true);
    }
    for (const origin of ['http://127.0.0.1:5000', 'http://localhost:3000', 'https://evil.example', 'null']) {
      expect(isAllowedOrigin(origin), origin).toBe(false);
    }
    expect(new Set(allowedOrigins()).size).toBe(allowedOrigins().length);
  });

  it("gives a cashier only its own environment's origins (production for unknown names)", () => {
    const paymentIq = ['https://checkout.paymentiq.io', 'https://pay.paymentiq.io', 'https://static.paymentiq.io'];
    expect(environmentOrigins('production')).toEqual(['https://api.paymentiq.io', ...paymentIq]);
    expect(environmentOrigins('nonsense')).toEqual(environmentOrigins('production'));
    expect(environmentOrigins('test')).toEqual(['https://test-api.paymentiq.io', ...paymentIq]);
    expect(environmentOrigins('sunpetal')).toEqual(['https://api.sunpetal.xyz', 'https://checkout.sunpetal.xyz']);
    expect(environmentOrigins('development')).toEqual(['http://localhost:5000']);
  });

  it('targets the pay host with a copy to the checkout host behind the API and test hosts', () => {
    expect(targetOrigins('https://api.paymentiq.io/paymentiq/cashier/?a=1')).toEqual([
      'https://pay.paymentiq.io',
      'https://checkout.paymentiq.io',
    ]);
    expect(targetOrigins('https://test-api.paymentiq.io/paymentiq/cashier/')).toEqual([
      'https://pay.paymentiq.io',
      'https://checkout.paymentiq.io',
    ]);
    expect(targetOrigins('https://api.softember.tools/ui/cashier/')).toEqual(['https://checkout.softember.tools']);
  });

  it('targets every other iframe at its own origin', () => {
    expect(targetOrigins('http://localhost:5000/?x=1')).toEqual(['http://localhost:5000']);
    expect(targetOrigins('http://localhost:4000/')).toEqual(['http://localhost:4000']);
    expect(targetOrigins('https://checkout.paymentiq.io/checkout-client/master/')).toEqual([
      'https://checkout.paymentiq.io',
    ]);
  });
});
