import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { PlatformConfig } from '../config';
import { installOriginCheck } from './origin-check';

/** Origins of the provider sandboxes whose pages the site frames and whose art it shows. */
const DEVELOPMENT_PARTNER_ORIGINS = [
  'http://localhost:5000',
  'http://localhost:4000',
  'http://localhost:5100',
  'http://localhost:5200',
];

/** Security headers, cookies, per-route rate limits and the Origin check, in that order. */
export async function registerSecurity(app: FastifyInstance, config: PlatformConfig) {
  // The configured game provider serves the game window's frames and the game art, in every
  // environment; the development sandboxes are allowed on their usual ports besides.
  const gameProvider = new URL(config.gameProvider.url).origin;
  const partners = [
    ...new Set([gameProvider, ...(config.environment === 'production' ? [] : DEVELOPMENT_PARTNER_ORIGINS)]),
  ];
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
    strictTransportSecurity: config.siteUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(cookie);
  // Routes opt in with `config: { rateLimit: {...} }`; nothing is limited by default.
  await app.register(rateLimit, { global: false });
  installOriginCheck(app, { allowedOrigins: config.allowedOrigins, pathPrefix: '/api/v1/' });
}
