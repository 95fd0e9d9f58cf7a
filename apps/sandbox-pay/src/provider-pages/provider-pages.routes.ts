/*
 * The provider's own pages on the cashier host (port 5000): 3-D Secure challenge and device data
 * collection, bank, e-wallet and pay-and-play pages, and the operator's payout desk. They reach
 * the provider's core only through ProviderPagesFacade. Register without a prefix: the pages link
 * to their assets and post to their own absolute paths.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxPayConfig } from '../config';
import type { ProviderPagesFacade } from '../payments/provider-pages-facade';
import { ASSET_PATHS, PROVIDER_PAGES_SCRIPT, providerPagesStylesheet } from './assets';
import { registerBankRoutes } from './bank-pages';
import { registerEwalletRoutes } from './ewallet-pages';
import { acceptForms } from './forms';
import { registerOperatorRoutes } from './operator-pages';
import { pageThemeOf, THEME_STYLESHEET_PATH, themeStylesheet } from './page-theme';
import { registerPayNPlayRoutes } from './paynplay-pages';
import { registerThreeDsRoutes } from './threeds-pages';

export type ProviderPagesOptions = { pages: ProviderPagesFacade; config: SandboxPayConfig };

/** Assets change only with a deploy; an hour of caching keeps iframes quick without going stale for long. */
const ASSET_CACHE = 'public, max-age=3600';

export async function providerPagesRoutes(app: FastifyInstance, options: ProviderPagesOptions): Promise<void> {
  const { pages } = options;
  acceptForms(app);
  const stylesheet = providerPagesStylesheet();
  app.get(ASSET_PATHS.stylesheet, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', ASSET_CACHE).send(stylesheet),
  );
  app.get(ASSET_PATHS.script, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', ASSET_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(PROVIDER_PAGES_SCRIPT),
  );
  // The merchant's theme as CSS (page-theme.ts): the answer depends only on the query.
  app.get(THEME_STYLESHEET_PATH, async (request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', ASSET_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(themeStylesheet(pageThemeOf(request.query))),
  );
  registerThreeDsRoutes(app, pages);
  registerBankRoutes(app, pages);
  registerEwalletRoutes(app, pages);
  registerPayNPlayRoutes(app, pages);
  registerOperatorRoutes(app, pages);
}
