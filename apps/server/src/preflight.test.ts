import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductionPreflightError } from '@vauhti/server-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from './config';
import { startPlatform } from './main';
import { assertReadyForProduction, productionProblemsOf } from './preflight';

/** Everything a production platform needs, none of it a development default. */
const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SITE_URL: 'https://casino.example.com',
  GAME_PROVIDER_URL: 'https://games.example.com',
  GAME_PROVIDER_SECRET: 'a-real-operator-secret',
  WALLET_PROVIDERS: '{"games-live":"a-real-wallet-secret"}',
  PAYMENT_PROVIDER_URL: 'https://pay.example.com',
  PAYMENT_SECRET: 'a-real-payment-secret',
  PAYMENT_PROVIDER_ADDRESSES: '203.0.113.7',
  SMTP_URL: 'smtp://mail.example.com:587',
};

/** Every problem of a deployment that set nothing at all. */
const NOTHING_SET = [
  'SITE_URL is http://localhost:3000: production needs https, or the session cookie loses its Secure flag',
  'GAME_PROVIDER_SECRET is not set',
  'GAME_PROVIDER_URL is http://localhost:5100, this machine (the development default): set the real address',
  'WALLET_PROVIDERS is not set: no game or sportsbook provider could call the wallet',
  'PAYMENT_SECRET is not set',
  'PAYMENT_PROVIDER_URL is http://localhost:5000, this machine (the development default): set the real address',
  'PAYMENT_PROVIDER_ADDRESSES is not set: the merchant API would take calls from no address',
  'SMTP_URL is not set: one-time codes and reset links would never be sent',
];

describe('an unset NODE_ENV', () => {
  it('is production: no development secret, tool, trusted header or insecure cookie', () => {
    const config = loadPlatformConfig({});
    expect(config.environment).toBe('production');
    expect(config.devTools).toBe(false);
    expect(config.country.trustHeader).toBe(false);
    expect(config.sessions.secureCookie).toBe(true);
    expect(config.gameProvider).toMatchObject({ secret: null, sync: false });
    expect(config.walletProviders).toEqual({});
    expect(config.payments).toMatchObject({ secret: null, providerAddresses: [], cashierEnvironment: 'production' });
  });

  it('gives the development defaults only when development is chosen', () => {
    const development = loadPlatformConfig({ NODE_ENV: 'development' });
    expect(development.devTools).toBe(true);
    expect(development.country.trustHeader).toBe(true);
    expect(development.gameProvider.secret).toBe('dev-operator-secret');
    expect(development.payments.secret).toBe('dev-pay-secret');
    // Tests keep the development secrets but not the tools, unless their kit chooses them.
    expect(loadPlatformConfig({ NODE_ENV: 'test' }).devTools).toBe(false);
  });
});

describe('the production preflight', () => {
  it('lists every problem of an empty environment at once', () => {
    expect(productionProblemsOf(loadPlatformConfig({}))).toEqual(NOTHING_SET);
    expect(() => assertReadyForProduction(loadPlatformConfig({}))).toThrow(
      new ProductionPreflightError('the platform', NOTHING_SET),
    );
  });

  it('passes a complete production configuration', () => {
    expect(productionProblemsOf(loadPlatformConfig(PRODUCTION))).toEqual([]);
  });

  it('refuses each public development secret, whichever variable it was set in', () => {
    const config = loadPlatformConfig({
      ...PRODUCTION,
      GAME_PROVIDER_SECRET: 'dev-operator-secret',
      WALLET_PROVIDERS:
        '{"sandbox-games":"dev-games-secret","sandbox-sports":"dev-sports-secret","ok":"a-real-secret"}',
      PAYMENT_SECRET: 'dev-pay-secret',
    });
    expect(productionProblemsOf(config)).toEqual([
      'GAME_PROVIDER_SECRET is a public development secret',
      'WALLET_PROVIDERS gives sandbox-games a public development secret',
      'WALLET_PROVIDERS gives sandbox-sports a public development secret',
      'PAYMENT_SECRET is a public development secret',
    ]);
  });

  it('refuses the development tools, a cookie without Secure and a development hosted cashier', () => {
    const config = loadPlatformConfig({ ...PRODUCTION, PAYMENT_CASHIER_ENVIRONMENT: 'development' });
    expect(
      productionProblemsOf({ ...config, devTools: true, sessions: { ...config.sessions, secureCookie: false } }),
    ).toEqual([
      'the development tools (dev mailbox, embed demo, Dev panel, demo seed) are on',
      'the session cookie is not marked Secure',
      'PAYMENT_CASHIER_ENVIRONMENT is development: the hosted cashier would load from localhost',
    ]);
  });

  it('checks production only: development and tests run on their defaults', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadPlatformConfig({ NODE_ENV });
      expect(productionProblemsOf(config).length, NODE_ENV).toBeGreaterThan(0);
      expect(assertReadyForProduction(config), NODE_ENV).toBeUndefined();
    }
  });
});

describe('startPlatform in production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vauhti-preflight-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses before it creates the database or listens, listing every problem', async () => {
    const config = loadPlatformConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
    await expect(startPlatform(config)).rejects.toThrow(new ProductionPreflightError('the platform', NOTHING_SET));
    expect(existsSync(config.database.dataDir)).toBe(false);
  });
});
