import { resolve } from 'node:path';
import { localAddressProblem, refuseUnsafeProduction } from '@vauhti/server-kit';
import { z } from 'zod';

const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Where the repository's .data folder is, whatever the working directory. */
export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');

/**
 * The merchant secret both sides know in development and tests (docs/payments-integration.md
 * section 1); public, so the production preflight refuses it.
 */
export const DEVELOPMENT_MERCHANT_SECRET = 'dev-pay-secret';

const PortSchema = z.coerce.number().int().min(0).max(65_535);

// Ports have system-prefixed names because `npm start` runs every system in one process with one
// environment: a plain PORT would move the platform and every sandbox onto the same port.
const EnvironmentSchema = z.object({
  /** Unset means production: development is chosen explicitly (`npm start`, the test kits; ADR 0021). */
  NODE_ENV: z.enum(ENVIRONMENTS).default('production'),
  HOST: z.string().default('0.0.0.0'),
  SANDBOX_PAY_PORT: PortSchema.default(5000),
  /** The customer-lookup app; 4000 is the port PaymentIQ's bootstrapper loads in `development`. */
  SANDBOX_PAY_LOOKUP_PORT: PortSchema.default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The platform whose merchant API (verifyuser, authorize, transfer, cancel) this sandbox calls. */
  PLATFORM_URL: z.url().default('http://localhost:3000'),
  /** The address browsers reach the cashier host at: provider pages and redirects are built on it. */
  SANDBOX_PAY_PUBLIC_URL: z.url().default('http://localhost:5000'),
  SANDBOX_PAY_LOOKUP_PUBLIC_URL: z.url().default('http://localhost:4000'),
  /** PostgreSQL for the provider's own schema `sandbox_pay`; without it PGlite under DATA_DIR. */
  SANDBOX_PAY_DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(resolve(REPOSITORY_ROOT, '.data')),
  MERCHANT_ID: z.string().min(1).default('vauhti'),
  MERCHANT_SECRET: z.string().min(8).optional(),
  /** How long a payout waits before it is approved automatically; 0 leaves approval to the operator. */
  PAYOUT_APPROVAL_DELAY_MS: z.coerce.number().int().min(0).default(60_000),
  MERCHANT_CALL_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
});

export type SandboxPayConfig = {
  environment: Environment;
  host: string;
  /** The hosted cashier, merchant-facing API and provider pages. */
  port: number;
  lookupPort: number;
  logLevel: z.infer<typeof EnvironmentSchema>['LOG_LEVEL'];
  platformUrl: string;
  publicUrl: string;
  lookupPublicUrl: string;
  /** url: PostgreSQL; otherwise PGlite in dataDir, or in memory when dataDir is undefined (tests). */
  database: { url: string | undefined; dataDir: string | undefined };
  merchant: { merchantId: string; secret: string; callTimeoutMs: number };
  payouts: { approvalDelayMs: number };
  timing: PaymentTimingConfig;
};

/** The provider's own clocks; fixed in production, shortened by tests. */
export type PaymentTimingConfig = {
  /** How long a synchronous authorize is retried before the transaction fails MERCHANT_UNAVAILABLE. */
  authorizeDeadlineMs: number;
  /** A provider page the player never finishes expires after this long (FAILED 'TIMEOUT'). */
  pageExpiryMs: number;
  /** A processing time-out (the time-out test card, a page's time-out button) gives up after this long. */
  processingTimeoutMs: number;
  /** The worker's pass interval. */
  workerIntervalMs: number;
};

export const DEFAULT_TIMING: PaymentTimingConfig = {
  authorizeDeadlineMs: 10_000,
  pageExpiryMs: 15 * 60_000,
  processingTimeoutMs: 120_000,
  workerIntervalMs: 1_000,
};

/**
 * Reads sandbox-pay's configuration from environment variables, with development defaults; in
 * production it refuses, listing every problem at once (productionProblemsOf), before anything starts.
 */
export function loadSandboxPayConfig(environment: NodeJS.ProcessEnv = process.env): SandboxPayConfig {
  const config = configOf(EnvironmentSchema.parse(environment));
  if (config.environment === 'production') refuseUnsafeProduction('sandbox-pay', productionProblemsOf(config));
  return config;
}

/**
 * What makes a configuration unfit for production: the public development secret (also what an
 * unset MERCHANT_SECRET falls back to), the platform or its own pages left at localhost, pages
 * where players type card details served over http.
 */
export function productionProblemsOf(config: SandboxPayConfig): string[] {
  const problems = [
    config.merchant.secret === DEVELOPMENT_MERCHANT_SECRET
      ? 'MERCHANT_SECRET is not set, or is the public development secret'
      : null,
    localAddressProblem('PLATFORM_URL', config.platformUrl),
    localAddressProblem('SANDBOX_PAY_PUBLIC_URL', config.publicUrl),
    localAddressProblem('SANDBOX_PAY_LOOKUP_PUBLIC_URL', config.lookupPublicUrl),
    httpsProblem('SANDBOX_PAY_PUBLIC_URL', config.publicUrl),
    httpsProblem('SANDBOX_PAY_LOOKUP_PUBLIC_URL', config.lookupPublicUrl),
  ];
  return problems.filter((problem) => problem !== null);
}

function httpsProblem(variable: string, url: string): string | null {
  return url.startsWith('https://') ? null : `${variable} is ${url}: production needs https`;
}

function configOf(env: z.infer<typeof EnvironmentSchema>): SandboxPayConfig {
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.SANDBOX_PAY_PORT,
    lookupPort: env.SANDBOX_PAY_LOOKUP_PORT,
    logLevel: env.LOG_LEVEL,
    platformUrl: env.PLATFORM_URL.replace(/\/$/, ''),
    publicUrl: env.SANDBOX_PAY_PUBLIC_URL.replace(/\/$/, ''),
    lookupPublicUrl: env.SANDBOX_PAY_LOOKUP_PUBLIC_URL.replace(/\/$/, ''),
    database: {
      url: env.SANDBOX_PAY_DATABASE_URL,
      dataDir: env.SANDBOX_PAY_DATABASE_URL ? undefined : resolve(env.DATA_DIR, 'sandbox-pay', 'db'),
    },
    merchant: {
      merchantId: env.MERCHANT_ID,
      secret: env.MERCHANT_SECRET ?? DEVELOPMENT_MERCHANT_SECRET,
      callTimeoutMs: env.MERCHANT_CALL_TIMEOUT_MS,
    },
    payouts: { approvalDelayMs: env.PAYOUT_APPROVAL_DELAY_MS },
    timing: DEFAULT_TIMING,
  };
}

/** A configuration for tests: free ports on the loopback interface, quiet logs, an in-memory database. */
export function testSandboxPayConfig(overrides: Partial<SandboxPayConfig> = {}): SandboxPayConfig {
  const defaults = loadSandboxPayConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SANDBOX_PAY_PORT: '0',
    SANDBOX_PAY_LOOKUP_PORT: '0',
  });
  return { ...defaults, database: { url: undefined, dataDir: undefined }, ...overrides };
}
