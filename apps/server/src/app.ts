import websocket from '@fastify/websocket';
import { type Database, pingDatabase } from '@vauhti/db';
import { createLogger, createServiceApp } from '@vauhti/server-kit';
import { registerSite } from '@vauhti/web/site-plugin';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { PlatformConfig } from './config';
import { embedDemoRoutes } from './dev-tools/embed-demo.routes';
import { cashierRoutes } from './domains/cashier/cashier.routes';
import { devCashierTypeRoutes } from './domains/cashier/dev-cashier-type.routes';
import { complianceRoutes, countryCluesOf } from './domains/compliance/compliance.routes';
import { registerContent } from './domains/content/content.routes';
import { gamesRoutes } from './domains/games/games.routes';
import { registerIdentity } from './domains/identity/identity.routes';
import { walletRoutes } from './domains/wallet/wallet.routes';
import { refuseNulCharacters } from './http/nul-characters';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { fastifyTrustProxy } from './http/trust-proxy';
import { liveRoutes } from './infra/live/live.routes';
import { devMailboxRoutes } from './infra/messaging/dev-mailbox.routes';
import { MailDispatcher } from './infra/messaging/mail-dispatcher';
import { RateLimitCounters } from './infra/rate-limit/rate-limit-store';
import { type Clock, systemClock } from './infra/time/clock';
import { opsRoutes } from './ops/ops.routes';
import { openPlatformDatabase } from './platform-database';
import type { PlatformTables } from './platform-tables';
import { createPlatformServices } from './services';
import { cashierCallbackRoutes } from './workflows/payments/cashier-callback.routes';
import { cashierHistoryRoutes } from './workflows/payments/cashier-history.routes';
import {
  identityVerificationCallbackRoutes,
  identityVerificationRoutes,
} from './workflows/payments/identity-verification.routes';
import { merchantApiRoutes } from './workflows/payments/merchant-api.routes';
import { paymentsRoutes } from './workflows/payments/payments.routes';
import { seamlessWalletRoutes } from './workflows/seamless-wallet/seamless-wallet.routes';

export type PlatformAppOptions = {
  /** An open, migrated database (tests); without it the app opens and owns its own. */
  database?: Database<PlatformTables>;
  clock?: Clock;
  logDestination?: DestinationStream;
  /** Enables the operator command endpoint for the CLI on this machine. */
  opsToken?: string;
  /** How often live sockets are checked against their web sessions; tests shorten it. */
  liveSessionCheckIntervalMs?: number;
};

/** Path prefixes that are APIs or tools, never pages of the site (so /embed-demo 404s without the dev tools). */
const API_PREFIXES = ['/api/', '/dev/', '/health', '/embed-demo'];

/**
 * The platform: the player API under /api/v1, the dev tools, and the React site. Load order:
 * external plugins (security, OpenAPI), then the session hook, then routes by domain, then the
 * site's catch-all.
 */
export async function createApp(config: PlatformConfig, options: PlatformAppOptions = {}) {
  const logger = createLogger({ name: 'platform', level: config.logLevel, destination: options.logDestination });
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openPlatformDatabase(config));
  const services = createPlatformServices({ database, config, clock: options.clock ?? systemClock, logger });
  const { db } = services;

  const app = createServiceApp({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    checkHealth: () => pingDatabase(database),
  });
  await registerSecurity(app, config, {
    rateLimitCounters: new RateLimitCounters(database, options.clock ?? systemClock),
  });
  refuseNulCharacters(app);
  await registerOpenApi(app);
  // Before any route, so it can take the upgrade of GET /api/v1/live. The site sends nothing that
  // needs more than a few bytes over the live socket.
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const mailDispatcher = config.mail.smtpUrl
    ? MailDispatcher.fromSmtpUrl(db, config.mail.smtpUrl, config.mail.from, logger)
    : undefined;

  app.decorateRequest('player', null);
  /** Where a request comes from, and whether the site is closed there (compliance). */
  const requestCountry = (request: FastifyRequest) => {
    const clues = countryCluesOf(request, config.country.headerName);
    const blocked = services.compliance.blockedCountry(clues) !== null;
    return { code: services.compliance.requestCountry(clues).code, blocked };
  };

  await app.register(
    async (api) => {
      await registerIdentity(api, {
        identity: services.identity,
        secureCookie: config.sessions.secureCookie,
        // A sign-up accepts the current policies (the acceptTerms box of step 1).
        onPlayerRegistered: (playerId) => services.content.acceptCurrentPolicies(playerId),
        blockedRequestCountry: (request) =>
          services.compliance.blockedCountry(countryCluesOf(request, config.country.headerName)),
      });
      await registerContent(api, { content: services.content });
      await api.register(gamesRoutes, {
        games: services.games,
        requestCountry,
      });
      await api.register(liveRoutes, {
        live: services.live,
        allowedOrigins: config.allowedOrigins,
        sessionCheckIntervalMs: options.liveSessionCheckIntervalMs,
      });
      await api.register(walletRoutes, { db });
      await api.register(cashierRoutes, {
        cashier: services.cashier,
        hostedCashier: { merchantId: config.payments.merchantId, environment: config.payments.cashierEnvironment },
        requestCountry,
        cashierTypeOverride: config.devTools,
      });
      // The Dev panel's cashier switch, like the dev country override: only with the dev tools.
      if (config.devTools) {
        await api.register(devCashierTypeRoutes, {
          cashier: services.cashier,
          secureCookie: config.sessions.secureCookie,
          requestCountry,
        });
      }
      await api.register(paymentsRoutes, {
        payments: services.payments,
        secureCookie: config.sessions.secureCookie,
        requestCountry,
      });
      await api.register(cashierHistoryRoutes, { db });
      await api.register(identityVerificationRoutes, {
        identityVerifications: services.payments.identityVerifications,
      });
      await api.register(complianceRoutes, {
        compliance: services.compliance,
        countryHeaderName: config.country.headerName,
        secureCookie: config.sessions.secureCookie,
        devTools: config.devTools,
      });
    },
    { prefix: '/api/v1' },
  );
  // Server to server, signed per provider (contracts/seamless-wallet.md): not under /api/v1, so
  // neither the session cookie nor the Origin check applies.
  await app.register(seamlessWalletRoutes, {
    prefix: '/api/wallet/v1',
    wallet: services.seamlessWallet,
    providers: new Map(Object.entries(config.walletProviders)),
    clock: services.clock,
  });

  // The payment provider's merchant API (contracts/payments.md section 1): signed, server to server.
  await app.register(merchantApiRoutes, { prefix: '/api/payments/piq', payments: services.payments });
  // The provider's signed result of a third-party identity verification (same trust as the merchant API).
  await app.register(identityVerificationCallbackRoutes, {
    prefix: '/api/payments/identity-verification',
    identityVerifications: services.payments.identityVerifications,
    config: config.payments,
    clock: services.clock,
  });
  // The provider's return page runs on the server first (it settles what it can), then the site.
  await app.register(cashierCallbackRoutes, { payments: services.payments });

  if (options.opsToken) {
    await app.register(opsRoutes, { services, token: options.opsToken });
  }
  // Development only (ADR 0021): the mailbox shows every one-time code and reset link, and the
  // embed demo issues cashier sessions without a login.
  if (config.devTools) {
    await app.register(devMailboxRoutes, { db });
    await app.register(embedDemoRoutes, {
      identity: services.identity,
      cashierSessions: services.cashier.sessions,
      merchantId: config.payments.merchantId,
    });
  }
  await registerSite(app, {
    distDir: config.webDistDir,
    apiPrefixes: API_PREFIXES,
    // An info page the page store does not have is a 404, as the site shows page-not-found there.
    readStaticPage: (language, urlPath) => services.content.readSitePage(language, urlPath),
  });

  // The lobby seed, and with GAME_PROVIDER_SYNC (off in tests) the catalogue import, retried in
  // the background while the provider is down, and the live tables' poll.
  app.addHook('onReady', async () => services.games.start({ followProvider: config.gameProvider.sync }));
  app.addHook('onClose', async () => services.games.stop());
  app.addHook('onReady', async () => mailDispatcher?.start());
  // Background work of every domain and workflow: one queue in the database (ADR 0027).
  app.addHook('onReady', async () => services.jobWorker.start());
  app.addHook('onClose', async () => services.jobWorker.stop());
  app.addHook('onClose', async () => {
    await mailDispatcher?.stop();
    if (ownsDatabase) await database.close();
  });
  return app;
}

export type PlatformApp = Awaited<ReturnType<typeof createApp>>;
