import { z } from 'zod';

const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

// The port has a system-prefixed name because `npm start` runs every system in one process with one
// environment: a plain PORT would move the platform and every sandbox onto the same port.
const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(ENVIRONMENTS).default('development'),
  HOST: z.string().default('0.0.0.0'),
  SANDBOX_GAMES_PORT: z.coerce.number().int().min(0).max(65_535).default(5100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The platform whose seamless wallet (/api/wallet/v1) this sandbox calls for every stake and payout. */
  PLATFORM_URL: z.url().default('http://localhost:3000'),
});

export type SandboxGamesConfig = {
  environment: Environment;
  host: string;
  port: number;
  logLevel: z.infer<typeof EnvironmentSchema>['LOG_LEVEL'];
  platformUrl: string;
};

/** Reads sandbox-games's configuration from environment variables, with development defaults. */
export function loadSandboxGamesConfig(environment: NodeJS.ProcessEnv = process.env): SandboxGamesConfig {
  const env = EnvironmentSchema.parse(environment);
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.SANDBOX_GAMES_PORT,
    logLevel: env.LOG_LEVEL,
    platformUrl: env.PLATFORM_URL.replace(/\/$/, ''),
  };
}

/** A configuration for tests: a free port on the loopback interface, quiet logs. */
export function testSandboxGamesConfig(overrides: Partial<SandboxGamesConfig> = {}): SandboxGamesConfig {
  const defaults = loadSandboxGamesConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SANDBOX_GAMES_PORT: '0',
  });
  return { ...defaults, ...overrides };
}
