import { createLogger, createServiceApp, renderDeveloperLandingPage } from '@vauhti/server-kit';
import type { FastifyRequest } from 'fastify';
import type { SandboxPayConfig } from './config';
import { cashierLandingContent, lookupLandingContent } from './landing-content';

export type ServiceLogger = ReturnType<typeof createLogger>;

export type SandboxPayAppOptions = {
  /** A logger to share (the one-process orchestrator passes its own); otherwise one is made from config. */
  logger?: ServiceLogger;
};

/**
 * The cashier host on port 5000: the hosted cashier, the merchant-facing API and the provider's
 * own pages (3-D Secure, bank and e-wallet screens). For now it serves its landing page.
 */
export async function createApp(config: SandboxPayConfig, options: SandboxPayAppOptions = {}) {
  const logger = options.logger ?? createLogger({ name: 'sandbox-pay', level: config.logLevel });
  const app = createServiceApp({ logger });
  app.get('/', async (request, reply) => {
    const lookupUrl = siblingUrl(request, config.lookupPort);
    const links = lookupUrl ? [{ label: 'Customer lookup', href: lookupUrl }] : [];
    const page = renderDeveloperLandingPage(cashierLandingContent({ platformUrl: config.platformUrl, links }));
    return reply.type('text/html; charset=utf-8').send(page);
  });
  return app;
}

/** The customer-lookup app on port 4000, a separate origin as in PaymentIQ's own deployment. */
export async function createLookupApp(config: SandboxPayConfig, options: SandboxPayAppOptions = {}) {
  const logger =
    options.logger?.child({ app: 'lookup' }) ?? createLogger({ name: 'sandbox-pay-lookup', level: config.logLevel });
  const app = createServiceApp({ logger });
  app.get('/', async (request, reply) => {
    const cashierUrl = siblingUrl(request, config.port);
    const links = cashierUrl ? [{ label: 'Hosted cashier', href: cashierUrl }] : [];
    return reply.type('text/html; charset=utf-8').send(renderDeveloperLandingPage(lookupLandingContent({ links })));
  });
  return app;
}

export type SandboxPayApp = Awaited<ReturnType<typeof createApp>>;

/**
 * The other app's address on the host name the browser used, so links keep working whether the
 * page was opened as localhost or through a forwarded name. Port 0 (tests) has no fixed address.
 */
function siblingUrl(request: FastifyRequest, port: number): string | undefined {
  return port === 0 ? undefined : `${request.protocol}://${request.hostname}:${port}/`;
}
