import { resolve } from 'node:path';
import type { LogLevel } from '@vauhti/server-kit';

/** The build output that server/app.ts serves, wherever the process was started from. */
export const WEB_DIST_DIR_DEFAULT = resolve(import.meta.dirname, '../dist');

const WEB_PORT_DEFAULT = 4173;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export type WebConfig = {
  host: string;
  port: number;
  distDir: string;
  logLevel: LogLevel;
};

/**
 * Reads the stand-alone web server's configuration from environment variables. It is parsed by
 * hand because the web workspace does not depend on Zod; there are only four values.
 * WEB_PORT, not PORT: the platform reads PORT, and both may start from one environment.
 */
export function loadWebConfig(environment: NodeJS.ProcessEnv = process.env): WebConfig {
  const port = Number(environment.WEB_PORT ?? WEB_PORT_DEFAULT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`WEB_PORT must be a port number, got ${environment.WEB_PORT}`);
  }
  const logLevel = (environment.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    host: environment.HOST ?? '0.0.0.0',
    port,
    distDir: environment.WEB_DIST_DIR ?? WEB_DIST_DIR_DEFAULT,
    logLevel,
  };
}
