import { describe, expect, it } from 'vitest';
import { paymentsConfigOf } from './payments-config';

describe('paymentsConfigOf', () => {
  it('has development defaults', () => {
    expect(paymentsConfigOf({}, 'development')).toEqual({
      providerUrl: 'http://localhost:5000',
      merchantId: 'vauhti',
      cashierEnvironment: 'development',
      secret: 'dev-pay-secret',
      providerTimeoutMs: 10_000,
      reconcileIntervalMs: 60_000,
      withdrawalExpiryMs: 3_600_000,
      providerAddresses: null,
    });
  });

  it('allows merchant calls from no address in production unless PAYMENT_PROVIDER_ADDRESSES names them', () => {
    expect(paymentsConfigOf({}, 'production').providerAddresses).toEqual([]);
    expect(
      paymentsConfigOf({ PAYMENT_PROVIDER_ADDRESSES: '203.0.113.7, 198.51.100.0/24' }, 'production').providerAddresses,
    ).toEqual(['203.0.113.7', '198.51.100.0/24']);
    expect(() => paymentsConfigOf({ PAYMENT_PROVIDER_ADDRESSES: 'pay.example.com' }, 'test')).toThrow(
      'PAYMENT_PROVIDER_ADDRESSES',
    );
  });

  it('has no secret in production unless one is set: no payments', () => {
    expect(paymentsConfigOf({}, 'production').secret).toBeNull();
    expect(paymentsConfigOf({ PAYMENT_SECRET: '  ' }, 'production').secret).toBeNull();
    expect(paymentsConfigOf({ PAYMENT_SECRET: 's3cret' }, 'production').secret).toBe('s3cret');
  });

  it('reads every setting', () => {
    expect(
      paymentsConfigOf(
        {
          PAYMENT_PROVIDER_URL: 'https://pay.example.com/',
          PAYMENT_MERCHANT_ID: 'vauhti-prod',
          PAYMENT_CASHIER_ENVIRONMENT: 'test',
          PAYMENT_SECRET: 'x',
          PAYMENT_PROVIDER_TIMEOUT_MS: '5000',
          RECONCILE_INTERVAL_MS: '120000',
          WITHDRAWAL_EXPIRY_MS: '900000',
        },
        'test',
      ),
    ).toEqual({
      providerUrl: 'https://pay.example.com',
      merchantId: 'vauhti-prod',
      cashierEnvironment: 'test',
      secret: 'x',
      providerTimeoutMs: 5_000,
      reconcileIntervalMs: 120_000,
      withdrawalExpiryMs: 900_000,
      providerAddresses: null,
    });
  });

  it('refuses a time that is not a positive whole number, naming the variable', () => {
    expect(() => paymentsConfigOf({ RECONCILE_INTERVAL_MS: '0' }, 'test')).toThrow('RECONCILE_INTERVAL_MS');
    expect(() => paymentsConfigOf({ WITHDRAWAL_EXPIRY_MS: '-1' }, 'test')).toThrow('WITHDRAWAL_EXPIRY_MS');
    expect(() => paymentsConfigOf({ PAYMENT_PROVIDER_TIMEOUT_MS: '1.5' }, 'test')).toThrow(
      'PAYMENT_PROVIDER_TIMEOUT_MS',
    );
  });

  it("loads the site's hosted cashier from the sandbox outside production and from PaymentIQ's production in it", () => {
    expect(paymentsConfigOf({}, 'development').cashierEnvironment).toBe('development');
    expect(paymentsConfigOf({}, 'production').cashierEnvironment).toBe('production');
    expect(paymentsConfigOf({ PAYMENT_CASHIER_ENVIRONMENT: 'test' }, 'production').cashierEnvironment).toBe('test');
  });

  it('refuses a cashier environment that is not a bootstrapper environment name, naming the variable', () => {
    expect(() => paymentsConfigOf({ PAYMENT_CASHIER_ENVIRONMENT: 'https://evil.example' }, 'test')).toThrow(
      'PAYMENT_CASHIER_ENVIRONMENT',
    );
  });
});
