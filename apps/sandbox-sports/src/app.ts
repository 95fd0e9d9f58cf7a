import { createLogger, createServiceApp, renderDeveloperLandingPage } from '@vauhti/server-kit';
import type { SandboxSportsConfig } from './config';
import { landingContent } from './landing-content';

export type ServiceLogger = ReturnType<typeof createLogger>;

export type SandboxSportsAppOptions = {
  /** A logger to share (the one-process orchestrator passes its own); otherwise one is made from config. */
  logger?: ServiceLogger;
};

/**
 * The sportsbook vendor on port 5200: the sportsbook page the site frames, fixtures, markets,
 * live odds, bet placement and settlement. For now it serves its landing page.
 */
export async function createApp(config: SandboxSportsConfig, options: SandboxSportsAppOptions = {}) {
  const logger = options.logger ?? createLogger({ name: 'sandbox-sports', level: config.logLevel });
  const app = createServiceApp({ logger });
  const page = renderDeveloperLandingPage(landingContent({ platformUrl: config.platformUrl }));
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  return app;
}

export type SandboxSportsApp = Awaited<ReturnType<typeof createApp>>;
