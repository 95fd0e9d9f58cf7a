import { ProductionPreflightError } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { loadSandboxPayConfig } from './config';

const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  MERCHANT_SECRET: 'a-real-merchant-secret',
  PLATFORM_URL: 'https://casino.example.com',
  SANDBOX_PAY_PUBLIC_URL: 'https://pay.example.com',
  SANDBOX_PAY_LOOKUP_PUBLIC_URL: 'https://lookup.example.com',
};

function refusal(environment: NodeJS.ProcessEnv): ProductionPreflightError {
  try {
    loadSandboxPayConfig(environment);
  } catch (error) {
    if (error instanceof ProductionPreflightError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the production preflight of sandbox-pay', () => {
  it('takes an unset NODE_ENV for production and lists every problem at once', () => {
    expect(refusal({}).problems).toEqual([
      'MERCHANT_SECRET is not set, or is the public development secret',
      'PLATFORM_URL is http://localhost:3000, this machine (the development default): set the real address',
      'SANDBOX_PAY_PUBLIC_URL is http://localhost:5000, this machine (the development default): set the real address',
      'SANDBOX_PAY_LOOKUP_PUBLIC_URL is http://localhost:4000, this machine (the development default): set the real address',
      'SANDBOX_PAY_PUBLIC_URL is http://localhost:5000: production needs https',
      'SANDBOX_PAY_LOOKUP_PUBLIC_URL is http://localhost:4000: production needs https',
    ]);
    expect(refusal({}).message).toMatch(/^sandbox-pay refuses to start in production:\n {2}- MERCHANT_SECRET/);
  });

  it('refuses the public development secret set on purpose', () => {
    expect(refusal({ ...PRODUCTION, MERCHANT_SECRET: 'dev-pay-secret' }).problems).toEqual([
      'MERCHANT_SECRET is not set, or is the public development secret',
    ]);
  });

  it('accepts a complete production configuration', () => {
    expect(loadSandboxPayConfig(PRODUCTION)).toMatchObject({
      environment: 'production',
      merchant: { secret: 'a-real-merchant-secret' },
    });
  });

  it('keeps the development defaults for development and tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadSandboxPayConfig({ NODE_ENV }).merchant.secret, NODE_ENV).toBe('dev-pay-secret');
    }
  });
});
