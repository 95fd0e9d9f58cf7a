import { z } from 'zod';

const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const PortSchema = z.coerce.number().int().min(0).max(65_535);

// Ports have system-prefixed names because `npm start` runs every system in one process with one
// environment: a plain PORT would move the platform and every sandbox onto the same port.
const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(ENVIRONMENTS).default('development'),
  HOST: z.string().default('0.0.0.0'),
  SANDBOX_PAY_PORT: PortSchema.default(5000),
  /** The customer-lookup app; 4000 is the port PaymentIQ's bootstrapper loads in `development`. */
  SANDBOX_PAY_LOOKUP_PORT: PortSchema.default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The platform whose merchant API (verifyuser, authorize, transfer, cancel) this sandbox calls. */
  PLATFORM_URL: z.url().default('http://localhost:3000'),
});

export type SandboxPayConfig = {
  environment: Environment;
  host: string;
  /** The hosted cashier, merchant-facing API and provider pages. */
  port: number;
  lookupPort: number;
  logLevel: z.infer<typeof EnvironmentSchema>['LOG_LEVEL'];
  platformUrl: string;
};

/** Reads sandbox-pay's configuration from environment variables, with development defaults. */
export function loadSandboxPayConfig(environment: NodeJS.ProcessEnv = process.env): SandboxPayConfig {
  const env = EnvironmentSchema.parse(environment);
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.SANDBOX_PAY_PORT,
    lookupPort: env.SANDBOX_PAY_LOOKUP_PORT,
    logLevel: env.LOG_LEVEL,
    platformUrl: env.PLATFORM_URL.replace(/\/$/, ''),
  };
}

/** A configuration for tests: free ports on the loopback interface, quiet logs. */
export function testSandboxPayConfig(overrides: Partial<SandboxPayConfig> = {}): SandboxPayConfig {
  const defaults = loadSandboxPayConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SANDBOX_PAY_PORT: '0',
    SANDBOX_PAY_LOOKUP_PORT: '0',
  });
  return { ...defaults, ...overrides };
}
