import { ProductionPreflightError } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { loadSandboxGamesConfig } from './config';

const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  WALLET_SECRET: 'a-real-wallet-secret',
  OPERATOR_SECRETS: '{"vauhti":"a-real-operator-secret"}',
  PLATFORM_URL: 'https://casino.example.com',
};

function refusal(environment: NodeJS.ProcessEnv): ProductionPreflightError {
  try {
    loadSandboxGamesConfig(environment);
  } catch (error) {
    if (error instanceof ProductionPreflightError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the production preflight of sandbox-games', () => {
  it('takes an unset NODE_ENV for production and lists every problem at once', () => {
    const error = refusal({});
    expect(error.problems).toEqual([
      'WALLET_SECRET is not set, or is a public development secret',
      'OPERATOR_SECRETS gives vauhti a public development secret (or is not set)',
      'PLATFORM_URL is http://localhost:3000, this machine (the development default): set the real address',
    ]);
    expect(error.message).toMatch(/^sandbox-games refuses to start in production:\n {2}- WALLET_SECRET/);
  });

  it('refuses a public development secret under any operator, set on purpose', () => {
    expect(
      refusal({
        ...PRODUCTION,
        WALLET_SECRET: 'dev-operator-secret',
        OPERATOR_SECRETS: '{"vauhti":"a-real-operator-secret","brand2":"dev-games-secret"}',
      }).problems,
    ).toEqual([
      'WALLET_SECRET is not set, or is a public development secret',
      'OPERATOR_SECRETS gives brand2 a public development secret (or is not set)',
    ]);
  });

  it('accepts a complete production configuration', () => {
    expect(loadSandboxGamesConfig(PRODUCTION)).toMatchObject({
      environment: 'production',
      wallet: { secret: 'a-real-wallet-secret' },
      operatorSecrets: { vauhti: 'a-real-operator-secret' },
    });
  });

  it('keeps the development defaults for development and tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadSandboxGamesConfig({ NODE_ENV });
      expect(config.wallet.secret, NODE_ENV).toBe('dev-games-secret');
      expect(config.operatorSecrets, NODE_ENV).toEqual({ vauhti: 'dev-operator-secret' });
    }
  });
});
