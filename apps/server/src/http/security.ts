import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { environmentHosts } from '@vauhti/cashier-embed/environments';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { PlatformConfig } from '../config';
import { databaseRateLimitStore, type RateLimitCounters } from '../infra/rate-limit/rate-limit-store';
import { installOriginCheck } from './origin-check';

/** Origins of the provider sandboxes whose pages the site frames and whose art it shows. */
const DEVELOPMENT_PARTNER_ORIGINS = [
  'http://localhost:5000',
  'http://localhost:4000',
  'http://localhost:5100',
  'http://localhost:5200',
];

/** The origins of the configured game and payment providers, and of the hosted cashier's environment. */
function providerOrigins(config: PlatformConfig): string[] {
  const hosts = environmentHosts(config.payments.cashierEnvironment);
  return [config.gameProvider.url, config.payments.providerUrl, hosts.cashier, hosts.checkout, hosts.pay]
    .filter((address): address is string => address !== undefined)
    .map((address) => new URL(address).origin);
}

/**
 * Security headers, cookies, per-route rate limits and the Origin check, in that order. The rate
 * limits count in the database (`rateLimitCounters`), so every platform process shares them.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: PlatformConfig,
  deps: { rateLimitCounters: RateLimitCounters },
) {
  // The configured game provider serves the game window's frames and the game art, and the payment
  // provider the cashier's frames (3-D Secure, bank pages, the hosted cashier of its bootstrapper
  // environment), in every environment; with the development tools the sandboxes are allowed on their
  // usual ports besides.
  const partners = [...new Set([...providerOrigins(config), ...(config.devTools ? DEVELOPMENT_PARTNER_ORIGINS : [])])];
  // helmet's middleware built once: @fastify/helmet rebuilt it (and re-parsed the policy) on
  // every request, a cost every API call paid.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...partners],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", ...partners],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...partners],
        upgradeInsecureRequests: config.siteUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The cashier opens the bank's page in a popup and hears from it by postMessage: helmet's
    // default same-origin would cut the popup off from the site the moment it opens.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.siteUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(cookie);
  // Routes opt in with `config: { rateLimit: {...} }`; nothing is limited by default. The counts
  // live in the database: in process memory each process behind a load balancer would allow the
  // full limit again, multiplying it by the number of processes (ADR 0020).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.rateLimitCounters) });
  installOriginCheck(app, { allowedOrigins: config.allowedOrigins, pathPrefix: '/api/v1/' });
}
