import { resolve } from 'node:path';
import { z } from 'zod';
import { DEVELOPMENT_SECRETS } from './development-secrets';
import { type CashierConfig, cashierConfigOf } from './domains/cashier/cashier-config';
import { GAME_PROVIDER_ADAPTERS, type GameProviderConfig } from './domains/games/provider/configured-game-provider';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { ENVIRONMENTS, type Environment } from './reference/environments';
import { type PaymentsConfig, paymentsConfigOf } from './workflows/payments/payments-config';

/** Where the repository's .data folder is, whatever the working directory. */
export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');

const EnvironmentSchema = z.object({
  /**
   * Unset means production, so a deployment that forgets it fails the preflight (preflight.ts)
   * instead of running with the public development secrets and tools. `npm start` and the test
   * kits choose development or test (ADR 0021).
   */
  NODE_ENV: z.enum(ENVIRONMENTS).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Comma-separated origins allowed to send state-changing requests, besides SITE_URL. */
  ALLOWED_ORIGINS: z.string().default(''),
  DATABASE_URL: z.string().optional(),
  PLATFORM_DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(resolve(REPOSITORY_ROOT, '.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_FAILURES_MAX: z.coerce.number().int().positive().default(5),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().positive().default(15),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Vauhti <no-reply@vauhti.test>'),
  /** Serve the built site from this folder (apps/web/dist) when it exists. */
  WEB_DIST_DIR: z.string().default(resolve(REPOSITORY_ROOT, 'apps/web/dist')),
  /** Which proxies may name the client in X-Forwarded-For: false, a hop count or addresses (ADR 0020). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, context) => {
      try {
        return parseTrustProxy(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The request header a trusted edge (CDN, load balancer) puts the visitor's country in. */
  COUNTRY_HEADER: z.string().min(1).default('cf-ipcountry'),
  /** Defaults to true in development only: elsewhere only a known edge that strips it from visitors may set it. */
  TRUST_COUNTRY_HEADER: z.enum(['true', 'false']).optional(),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'an ISO 3166-1 alpha-2 code')
    .default('FI')
    .transform((code) => code.toUpperCase()),
  LANDING_PAGE_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Comma-separated ISO codes of the countries whose logged-out visitors may see the landing page. */
  LANDING_PAGE_COUNTRIES: z.string().default('FI,NO,DE,CA,NZ,IE'),
  SUPPORT_EMAIL: z.email().default('support@vauhti.test'),
  /** Which GameProvider adapter the games domain talks through (ADR 0026); any other name is refused. */
  GAME_PROVIDER: z
    .enum(GAME_PROVIDER_ADAPTERS, { error: `GAME_PROVIDER must be one of: ${GAME_PROVIDER_ADAPTERS.join(', ')}` })
    .default('sandbox'),
  /** The game provider's operator API and game pages (docs/games-integration.md sections 1 and 2). */
  GAME_PROVIDER_URL: z.url().default('http://localhost:5100'),
  GAME_PROVIDER_OPERATOR_ID: z.string().min(1).default('vauhti'),
  /** Must be set in production; outside it defaults to the sandbox provider's development secret. */
  GAME_PROVIDER_SECRET: z.string().min(1).optional(),
  /** Import the catalogue and follow the live tables while running; off by default in tests. */
  GAME_PROVIDER_SYNC: z.enum(['true', 'false']).optional(),
  /** JSON map of seamless-wallet provider id to HMAC secret; in development and tests the sandboxes' defaults. */
  WALLET_PROVIDERS: z.string().optional(),
  /** Comma-separated wallet provider ids that sell sports bets (their stakes go to sportsbook revenue). */
  WALLET_SPORTSBOOK_PROVIDERS: z.string().default('sandbox-sports'),
});

export type PlatformConfig = {
  environment: Environment;
  /**
   * The development tools: the dev mailbox, the embed demo, the site's Dev panel (country and
   * cashier-type overrides) and the demo seed. On in development only, unless a test kit chooses
   * them; the production preflight refuses them.
   */
  devTools: boolean;
  host: string;
  port: number;
  siteUrl: string;
  allowedOrigins: string[];
  database: { url: string | undefined; dataDir: string };
  logLevel: z.infer<typeof EnvironmentSchema>['LOG_LEVEL'];
  sessions: { idleMinutes: number; absoluteHours: number; secureCookie: boolean };
  login: { failuresMax: number; lockoutMinutes: number };
  mail: { smtpUrl: string | undefined; from: string };
  webDistDir: string;
  trustProxy: TrustProxy;
  country: { headerName: string; trustHeader: boolean; defaultCode: string };
  site: { landingPageEnabled: boolean; landingPageCountries: string[]; supportEmail: string };
  /**
   * The game provider's adapter and its settings; secret is null in production until configured,
   * and the platform then never calls the provider.
   */
  gameProvider: GameProviderConfig;
  /** Who may call the seamless wallet (/api/wallet/v1): provider id to secret and product. */
  walletProviders: Record<string, { secret: string; product: 'casino' | 'sportsbook' }>;
  /** The cashier domain's settings (cashier type per country, amounts, campaign ids, ...). */
  cashier: CashierConfig;
  /** The payment provider: its address, merchant id and the secrets of both directions. */
  payments: PaymentsConfig;
};

/**
 * Reads the platform's configuration from environment variables. Development defaults (secrets,
 * localhost providers, dev tools) apply only when NODE_ENV chooses development or test; reading
 * never refuses a production configuration (the operator CLI and the migrations read it too), the
 * preflight at start does.
 */
export function loadPlatformConfig(environment: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const env = EnvironmentSchema.parse(environment);
  const siteUrl = env.SITE_URL.replace(/\/$/, '');
  const extraOrigins = env.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    environment: env.NODE_ENV,
    devTools: env.NODE_ENV === 'development',
    host: env.HOST,
    port: env.PORT,
    siteUrl,
    allowedOrigins: [new URL(siteUrl).origin, ...extraOrigins],
    database: { url: env.PLATFORM_DATABASE_URL ?? env.DATABASE_URL, dataDir: resolve(env.DATA_DIR, 'platform') },
    logLevel: env.LOG_LEVEL,
    sessions: {
      idleMinutes: env.SESSION_IDLE_MINUTES,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
      // Production always marks the session cookie Secure; the preflight also refuses an http SITE_URL.
      secureCookie: env.NODE_ENV === 'production' || siteUrl.startsWith('https://'),
    },
    login: { failuresMax: env.LOGIN_FAILURES_MAX, lockoutMinutes: env.LOGIN_LOCKOUT_MINUTES },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY,
    country: {
      headerName: env.COUNTRY_HEADER.trim().toLowerCase(),
      trustHeader: (env.TRUST_COUNTRY_HEADER ?? String(env.NODE_ENV === 'development')) === 'true',
      defaultCode: env.DEFAULT_COUNTRY,
    },
    site: {
      landingPageEnabled: env.LANDING_PAGE_ENABLED,
      landingPageCountries: codeList(env.LANDING_PAGE_COUNTRIES),
      supportEmail: env.SUPPORT_EMAIL.toLowerCase(),
    },
    gameProvider: gameProviderOf(env),
    walletProviders: walletProvidersOf(env),
    cashier: cashierConfigOf(environment, env.NODE_ENV),
    payments: paymentsConfigOf(environment, env.NODE_ENV),
  };
}

const WalletSecretsSchema = z.record(z.string().min(1), z.string().min(8));

/** Production brings its own wallet secrets: without WALLET_PROVIDERS no provider may call the wallet. */
function walletProvidersOf(env: z.infer<typeof EnvironmentSchema>): PlatformConfig['walletProviders'] {
  let secrets: Record<string, string> = env.NODE_ENV === 'production' ? {} : DEVELOPMENT_SECRETS.walletProviders;
  if (env.WALLET_PROVIDERS !== undefined) {
    const parsed = WalletSecretsSchema.safeParse(safeJson(env.WALLET_PROVIDERS));
    if (!parsed.success)
      throw new Error('WALLET_PROVIDERS must be a JSON object of provider id to a secret of 8+ characters');
    secrets = parsed.data;
  }
  const sportsbook = new Set(env.WALLET_SPORTSBOOK_PROVIDERS.split(',').map((id) => id.trim()));
  return Object.fromEntries(
    Object.entries(secrets).map(([id, secret]) => [
      id,
      { secret, product: sportsbook.has(id) ? 'sportsbook' : 'casino' },
    ]),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A production platform never signs provider calls with the public development secret. */
function gameProviderOf(env: z.infer<typeof EnvironmentSchema>): PlatformConfig['gameProvider'] {
  const secret = env.GAME_PROVIDER_SECRET ?? (env.NODE_ENV === 'production' ? null : DEVELOPMENT_SECRETS.gameOperator);
  return {
    adapter: env.GAME_PROVIDER,
    url: env.GAME_PROVIDER_URL.replace(/\/+$/, ''),
    operatorId: env.GAME_PROVIDER_OPERATOR_ID,
    secret,
    sync: secret !== null && (env.GAME_PROVIDER_SYNC ?? String(env.NODE_ENV !== 'test')) === 'true',
  };
}

/** Upper-cased, de-duplicated codes of a comma-separated list; blanks are dropped. */
function codeList(text: string): string[] {
  return [...new Set(text.split(',').map((code) => code.trim().toUpperCase()))].filter(Boolean);
}

/**
 * A configuration for tests: in-memory database unless a test passes one, quiet logs. The test kit
 * chooses the development tools and the trusted country header that its suites exercise; a test
 * that overrides the environment to production gets neither tool (pass devTools to say otherwise).
 */
export function testPlatformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  const base = loadPlatformConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', TRUST_COUNTRY_HEADER: 'true' });
  return { ...base, devTools: overrides.environment !== 'production', ...overrides };
}
