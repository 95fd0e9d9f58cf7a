import { localAddressProblem, refuseUnsafeProduction } from '@vauhti/server-kit';
import { z } from 'zod';

const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

// The port has a system-prefixed name because `npm start` runs every system in one process with one
// environment: a plain PORT would move the platform and every sandbox onto the same port.
const EnvironmentSchema = z.object({
  /** Unset means production: development is chosen explicitly (`npm start`, the test kits; ADR 0021). */
  NODE_ENV: z.enum(ENVIRONMENTS).default('production'),
  HOST: z.string().default('0.0.0.0'),
  SANDBOX_SPORTS_PORT: z.coerce.number().int().min(0).max(65_535).default(5200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The platform whose seamless wallet (/api/wallet/v1) this sandbox calls to place and settle bets. */
  PLATFORM_URL: z.url().default('http://localhost:3000'),
});

export type SandboxSportsConfig = {
  environment: Environment;
  host: string;
  port: number;
  logLevel: z.infer<typeof EnvironmentSchema>['LOG_LEVEL'];
  platformUrl: string;
};

/**
 * Reads sandbox-sports's configuration from environment variables, with development defaults; in
 * production it refuses, listing every problem at once (productionProblemsOf), before anything starts.
 */
export function loadSandboxSportsConfig(environment: NodeJS.ProcessEnv = process.env): SandboxSportsConfig {
  const env = EnvironmentSchema.parse(environment);
  const config: SandboxSportsConfig = {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.SANDBOX_SPORTS_PORT,
    logLevel: env.LOG_LEVEL,
    platformUrl: env.PLATFORM_URL.replace(/\/$/, ''),
  };
  if (config.environment === 'production') refuseUnsafeProduction('sandbox-sports', productionProblemsOf(config));
  return config;
}

/** What makes a configuration unfit for production: the platform left at its localhost default. */
export function productionProblemsOf(config: SandboxSportsConfig): string[] {
  const problems = [localAddressProblem('PLATFORM_URL', config.platformUrl)];
  return problems.filter((problem) => problem !== null);
}

/** A configuration for tests: a free port on the loopback interface, quiet logs. */
export function testSandboxSportsConfig(overrides: Partial<SandboxSportsConfig> = {}): SandboxSportsConfig {
  const defaults = loadSandboxSportsConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SANDBOX_SPORTS_PORT: '0',
  });
  return { ...defaults, ...overrides };
}
