import { resolve } from 'node:path';
import { z } from 'zod';

const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Where the repository's .data folder is, whatever the working directory. */
export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');

const EnvironmentSchema = z.object({
  NODE_ENV: z.enum(ENVIRONMENTS).default('development'),
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
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type PlatformConfig = {
  environment: Environment;
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
  trustProxy: boolean;
};

/** Reads the platform's configuration from environment variables, with development defaults. */
export function loadPlatformConfig(environment: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const env = EnvironmentSchema.parse(environment);
  const siteUrl = env.SITE_URL.replace(/\/$/, '');
  const extraOrigins = env.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    siteUrl,
    allowedOrigins: [new URL(siteUrl).origin, ...extraOrigins],
    database: { url: env.PLATFORM_DATABASE_URL ?? env.DATABASE_URL, dataDir: resolve(env.DATA_DIR, 'platform') },
    logLevel: env.LOG_LEVEL,
    sessions: {
      idleMinutes: env.SESSION_IDLE_MINUTES,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
      secureCookie: siteUrl.startsWith('https://'),
    },
    login: { failuresMax: env.LOGIN_FAILURES_MAX, lockoutMinutes: env.LOGIN_LOCKOUT_MINUTES },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY,
  };
}

/** A configuration for tests: in-memory database unless a test passes one, quiet logs. */
export function testPlatformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return { ...loadPlatformConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' }), ...overrides };
}
