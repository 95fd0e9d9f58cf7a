import { createLogger, createServiceApp } from '@vauhti/server-kit';
import type { WebConfig } from './config';
import { registerSite } from './site-plugin';

/** Paths the site never answers with a page: the platform's APIs and tools, absent here. */
const API_PREFIXES = ['/api/', '/dev/', '/health'];

/**
 * The built site on its own, without the platform: for checking a build, or serving it from a
 * separate host in front of the API. In development the platform serves the same files itself.
 */
export async function createApp(config: WebConfig) {
  const logger = createLogger({ name: 'web', level: config.logLevel });
  const app = createServiceApp({ logger });
  await registerSite(app, { distDir: config.distDir, apiPrefixes: API_PREFIXES });
  return app;
}

export type WebApp = Awaited<ReturnType<typeof createApp>>;
