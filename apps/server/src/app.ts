import { type Database, pingDatabase } from '@vauhti/db';
import { createLogger, createServiceApp } from '@vauhti/server-kit';
import { registerSite } from '@vauhti/web/site-plugin';
import type { DestinationStream } from 'pino';
import type { PlatformConfig } from './config';
import { complianceRoutes, countryCluesOf } from './domains/compliance/compliance.routes';
import { registerContent } from './domains/content/content.routes';
import { registerIdentity } from './domains/identity/identity.routes';
import { walletRoutes } from './domains/wallet/wallet.routes';
import { refuseNulCharacters } from './http/nul-characters';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { devMailboxRoutes } from './infra/messaging/dev-mailbox.routes';
import { MailDispatcher } from './infra/messaging/mail-dispatcher';
import { type Clock, systemClock } from './infra/time/clock';
import { opsRoutes } from './ops/ops.routes';
import { openPlatformDatabase } from './platform-database';
import type { PlatformTables } from './platform-tables';
import { createPlatformServices } from './services';

export type PlatformAppOptions = {
  /** An open, migrated database (tests); without it the app opens and owns its own. */
  database?: Database<PlatformTables>;
  clock?: Clock;
  logDestination?: DestinationStream;
  /** Enables the operator command endpoint for the CLI on this machine. */
  opsToken?: string;
};

/** Path prefixes that are APIs or tools, never pages of the site. */
const API_PREFIXES = ['/api/', '/dev/', '/health'];

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

  const app = createServiceApp({ logger, trustProxy: config.trustProxy, checkHealth: () => pingDatabase(database) });
  await registerSecurity(app, config);
  refuseNulCharacters(app);
  await registerOpenApi(app);

  const mailDispatcher = config.mail.smtpUrl
    ? MailDispatcher.fromSmtpUrl(db, config.mail.smtpUrl, config.mail.from, logger)
    : undefined;

  app.decorateRequest('player', null);

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
      await api.register(walletRoutes, { db });
      await api.register(complianceRoutes, {
        compliance: services.compliance,
        countryHeaderName: config.country.headerName,
        secureCookie: config.sessions.secureCookie,
        devTools: config.environment !== 'production',
      });
    },
    { prefix: '/api/v1' },
  );

  if (options.opsToken) {
    await app.register(opsRoutes, { services, token: options.opsToken });
  }
  if (config.environment !== 'production') {
    await app.register(devMailboxRoutes, { db });
  }
  await registerSite(app, { distDir: config.webDistDir, apiPrefixes: API_PREFIXES });

  app.addHook('onReady', async () => mailDispatcher?.start());
  app.addHook('onClose', async () => {
    await mailDispatcher?.stop();
    if (ownsDatabase) await database.close();
  });
  return app;
}

export type PlatformApp = Awaited<ReturnType<typeof createApp>>;
