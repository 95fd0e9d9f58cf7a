import { createLogger, createServiceApp, renderDeveloperLandingPage } from '@vauhti/server-kit';
import type { SandboxGamesConfig } from './config';
import { landingContent } from './landing-content';

export type ServiceLogger = ReturnType<typeof createLogger>;

export type SandboxGamesAppOptions = {
  /** A logger to share (the one-process orchestrator passes its own); otherwise one is made from config. */
  logger?: ServiceLogger;
};

/**
 * The game provider on port 5100: game clients for the game window iframe, the game server
 * with its RNG, demo mode and live tables. For now it serves its landing page.
 */
export async function createApp(config: SandboxGamesConfig, options: SandboxGamesAppOptions = {}) {
  const logger = options.logger ?? createLogger({ name: 'sandbox-games', level: config.logLevel });
  const app = createServiceApp({ logger });
  const page = renderDeveloperLandingPage(landingContent({ platformUrl: config.platformUrl }));
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  return app;
}

export type SandboxGamesApp = Awaited<ReturnType<typeof createApp>>;
