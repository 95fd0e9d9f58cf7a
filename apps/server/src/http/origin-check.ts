import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for the cookie-authenticated API. A state-changing request
 * whose Origin is not the site's own is refused; so is one without Origin that the browser marks
 * as cross-site (Sec-Fetch-Site). Server-to-server APIs under other prefixes sign their bodies
 * instead and are not checked here.
 */
export function installOriginCheck(app: FastifyInstance, options: { allowedOrigins: string[]; pathPrefix: string }) {
  const allowed = new Set(options.allowedOrigins);
  // onRequest runs after routing, so the matched route is known here. The route's own path is
  // what decides: the router decodes percent-escapes (/%61pi/v1/auth/logout reaches the logout
  // handler) while request.url keeps them, so a check of the raw URL alone let such a request by.
  // The raw URL still counts too, so that a path under the prefix that no route takes is refused
  // before the not-found answer, as it always was.
  const isGuarded = (request: FastifyRequest) =>
    (request.routeOptions.url ?? '').startsWith(options.pathPrefix) || request.url.startsWith(options.pathPrefix);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING_METHODS.has(request.method) || !isGuarded(request)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const refused = origin !== undefined ? !allowed.has(origin) : fetchSite === 'cross-site';
    if (refused) {
      return reply
        .status(403)
        .send(
          errorBody('ORIGIN_NOT_ALLOWED', 'this request did not come from the Vauhti site', { origin: origin ?? null }),
        );
    }
  });
}
