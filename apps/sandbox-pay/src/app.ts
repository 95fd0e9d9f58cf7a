import { pingDatabase } from '@vauhti/db';
import { createLogger, createServiceApp } from '@vauhti/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxPayConfig } from './config';
import { hostedCashierRoutes } from './hosted-cashier/hosted-cashier.routes';
import { identityVerificationRoutes } from './identity-verification/identity-verification.routes';
import { lookupRoutes } from './lookup/lookup.routes';
import { openPaymentsCore, type PaymentsCore, type PaymentsCoreOptions } from './payments/payments-core';
import { providerApiRoutes } from './provider-api/provider-api.routes';
import { providerPagesRoutes } from './provider-pages/provider-pages.routes';

export type ServiceLogger = ReturnType<typeof createLogger>;

export type SandboxPayAppOptions = PaymentsCoreOptions & {
  /** A logger to share (the one-process orchestrator passes its own); otherwise one is made from config. */
  logger?: ServiceLogger;
  /**
   * The core to use: startSandboxPay gives both apps one. Without it the app opens its own and
   * closes it with itself.
   */
  core?: PaymentsCore;
};

/**
 * The cashier host on port 5000: the hosted cashier at `/`, the provider API under /api/v1, the
 * provider's own pages (3-D Secure, bank, e-wallet, pay-and-play, payouts), and the identity
 * verification product (its API and page). It runs the worker.
 */
export async function createApp(config: SandboxPayConfig, options: SandboxPayAppOptions = {}) {
  const logger = options.logger ?? createLogger({ name: 'sandbox-pay', level: config.logLevel });
  const core = options.core ?? (await openPaymentsCore(config, logger as FastifyBaseLogger, options));
  const app = createServiceApp({ logger, checkHealth: () => pingDatabase(core.database) });
  if (!options.core) app.addHook('onClose', () => core.close());
  await app.register(hostedCashierRoutes, { cashier: core.service.cashier, config });
  await app.register(providerPagesRoutes, { pages: core.service.pages, config });
  await app.register(providerApiRoutes, {
    prefix: '/api/v1',
    payments: core.service,
    config,
    now: core.context.now,
  });
  await app.register(identityVerificationRoutes, { context: core.context, config });
  return app;
}

/** The customer-lookup app on port 4000, a separate origin as in PaymentIQ's own deployment. */
export async function createLookupApp(config: SandboxPayConfig, options: SandboxPayAppOptions = {}) {
  const logger =
    options.logger?.child({ app: 'lookup' }) ?? createLogger({ name: 'sandbox-pay-lookup', level: config.logLevel });
  // A lookup app on its own (tests) has its own core without a worker: the cashier host runs that.
  const core =
    options.core ?? (await openPaymentsCore(config, logger as FastifyBaseLogger, { ...options, startWorker: false }));
  const app = createServiceApp({ logger });
  if (!options.core) app.addHook('onClose', () => core.close());
  await app.register(lookupRoutes, { cashier: core.service.cashier, config });
  return app;
}

export type SandboxPayApp = Awaited<ReturnType<typeof createApp>>;
