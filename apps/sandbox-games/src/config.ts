import { resolve } from 'node:path';
import { localAddressProblem, refuseUnsafeProduction } from '@vauhti/server-kit';
import { z } from 'zod';

const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Where the repository's .data folder and the client sources are, whatever the working directory. */
export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');
export const CLIENT_ENTRIES_DIR = resolve(import.meta.dirname, '../client/entries');

/** The provider id the platform's seamless wallet knows this sandbox by. */
export const WALLET_PROVIDER_ID = 'sandbox-games';
/**
 * The secrets this sandbox and the platform share in development and tests; public, so the
 * production preflight refuses them.
 */
export const DEVELOPMENT_SECRETS = {
  wallet: 'dev-games-secret',
  operators: { vauhti: 'dev-operator-secret' },
} as const;
const KNOWN_DEVELOPMENT_SECRETS = new Set<string>([
  DEVELOPMENT_SECRETS.wallet,
  ...Object.values(DEVELOPMENT_SECRETS.operators),
]);

const OperatorSecretsSchema = z.record(z.string().min(1), z.string().min(8));

// The port has a system-prefixed name because `npm start` runs every system in one process with one
// environment: a plain PORT would move the platform and every sandbox onto the same port.
const EnvironmentSchema = z.object({
  /** Unset means production: development is chosen explicitly (`npm start`, the test kits; ADR 0021). */
  NODE_ENV: z.enum(ENVIRONMENTS).default('production'),
  HOST: z.string().default('0.0.0.0'),
  SANDBOX_GAMES_PORT: z.coerce.number().int().min(0).max(65_535).default(5100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The platform whose seamless wallet (/api/wallet/v1) this sandbox calls for every stake and payout. */
  PLATFORM_URL: z.url().default('http://localhost:3000'),
  /** The address browsers and the platform reach this sandbox at; by default taken from each request's Host. */
  SANDBOX_GAMES_PUBLIC_URL: z.url().optional(),
  /** PostgreSQL for the provider's own schema `sandbox_games`; without it PGlite under DATA_DIR. */
  SANDBOX_GAMES_DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(resolve(REPOSITORY_ROOT, '.data')),
  WALLET_SECRET: z.string().min(8).optional(),
  OPERATOR_SECRETS: z.string().optional(),
  /** Extra origins allowed to frame the game pages, comma-separated, besides PLATFORM_URL's. */
  FRAME_ANCESTORS: z.string().default(''),
  WALLET_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  LIVE_BETTING_MS: z.coerce.number().int().positive().default(15_000),
  LIVE_PLAYING_MS: z.coerce.number().int().positive().default(8_000),
  LIVE_RESULT_MS: z.coerce.number().int().positive().default(5_000),
});

export type LiveScheduleConfig = { bettingMs: number; playingMs: number; resultMs: number };

export type SandboxGamesConfig = {
  environment: Environment;
  host: string;
  port: number;
  logLevel: z.infer<typeof EnvironmentSchema>['LOG_LEVEL'];
  platformUrl: string;
  publicUrl: string | undefined;
  /** url: PostgreSQL; otherwise PGlite in dataDir, or in memory when dataDir is undefined (tests). */
  database: { url: string | undefined; dataDir: string | undefined };
  /** Rendered artwork is cached here; undefined keeps it in memory only (tests). */
  artCacheDir: string | undefined;
  wallet: { providerId: string; secret: string; timeoutMs: number };
  /** Operator id → HMAC secret for the operator API (section 1 of docs/games-integration.md). */
  operatorSecrets: Record<string, string>;
  frameAncestors: string[];
  clientEntriesDir: string;
  live: LiveScheduleConfig;
};

/**
 * Reads sandbox-games's configuration from environment variables, with development defaults; in
 * production it refuses, listing every problem at once (productionProblemsOf), before anything starts.
 */
export function loadSandboxGamesConfig(environment: NodeJS.ProcessEnv = process.env): SandboxGamesConfig {
  const config = configOf(EnvironmentSchema.parse(environment));
  if (config.environment === 'production') refuseUnsafeProduction('sandbox-games', productionProblemsOf(config));
  return config;
}

/**
 * What makes a configuration unfit for production: a public development secret (also what an
 * unset WALLET_SECRET or OPERATOR_SECRETS falls back to), the platform left at localhost.
 */
export function productionProblemsOf(config: SandboxGamesConfig): string[] {
  const operatorProblems = Object.entries(config.operatorSecrets)
    .filter(([, secret]) => KNOWN_DEVELOPMENT_SECRETS.has(secret))
    .map(([operatorId]) => `OPERATOR_SECRETS gives ${operatorId} a public development secret (or is not set)`);
  const problems = [
    KNOWN_DEVELOPMENT_SECRETS.has(config.wallet.secret)
      ? 'WALLET_SECRET is not set, or is a public development secret'
      : null,
    ...operatorProblems,
    localAddressProblem('PLATFORM_URL', config.platformUrl),
  ];
  return problems.filter((problem) => problem !== null);
}

function configOf(env: z.infer<typeof EnvironmentSchema>): SandboxGamesConfig {
  const platformUrl = env.PLATFORM_URL.replace(/\/$/, '');
  const dataDir = resolve(env.DATA_DIR, 'sandbox-games');
  const extraAncestors = env.FRAME_ANCESTORS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.SANDBOX_GAMES_PORT,
    logLevel: env.LOG_LEVEL,
    platformUrl,
    publicUrl: env.SANDBOX_GAMES_PUBLIC_URL?.replace(/\/$/, ''),
    database: {
      url: env.SANDBOX_GAMES_DATABASE_URL,
      dataDir: env.SANDBOX_GAMES_DATABASE_URL ? undefined : resolve(dataDir, 'db'),
    },
    artCacheDir: resolve(dataDir, 'art'),
    wallet: {
      providerId: WALLET_PROVIDER_ID,
      secret: env.WALLET_SECRET ?? DEVELOPMENT_SECRETS.wallet,
      timeoutMs: env.WALLET_TIMEOUT_MS,
    },
    operatorSecrets: env.OPERATOR_SECRETS
      ? OperatorSecretsSchema.parse(JSON.parse(env.OPERATOR_SECRETS))
      : { ...DEVELOPMENT_SECRETS.operators },
    frameAncestors: [new URL(platformUrl).origin, ...extraAncestors],
    clientEntriesDir: CLIENT_ENTRIES_DIR,
    live: { bettingMs: env.LIVE_BETTING_MS, playingMs: env.LIVE_PLAYING_MS, resultMs: env.LIVE_RESULT_MS },
  };
}

/**
 * A configuration for tests: a free port on the loopback interface, quiet logs, an in-memory
 * database and no art cache on disk.
 */
export function testSandboxGamesConfig(overrides: Partial<SandboxGamesConfig> = {}): SandboxGamesConfig {
  const defaults = loadSandboxGamesConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SANDBOX_GAMES_PORT: '0',
  });
  return { ...defaults, database: { url: undefined, dataDir: undefined }, artCacheDir: undefined, ...overrides };
}
