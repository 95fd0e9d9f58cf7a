import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityService } from './identity-service';

/**
 * With HTTPS the cookie takes the __Host- prefix: browsers then accept it only when Secure, for
 * path / and without a Domain, so no other subdomain can set or overwrite it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-vauhti_session' : 'vauhti_session';
}

const COOKIE_BASE = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

/**
 * A browser-session cookie (no Max-Age): closing the browser ends it on the client, and the
 * server ends it after the idle or absolute limit whatever the client keeps.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(sessionCookieName(secure), token, { ...COOKIE_BASE, secure });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), { ...COOKIE_BASE, secure });
}

const requestsWithEndedSession = new WeakSet<FastifyRequest>();

/** True when the request carried a session that has run out (idle, absolute or restricted). */
export function sessionEndedOn(request: FastifyRequest): boolean {
  return requestsWithEndedSession.has(request);
}

/**
 * Resolves the session cookie of every request under the instance into `request.player`. An
 * unknown, logged-out or expired session leaves the request anonymous and clears the cookie.
 */
export function installSessionHook(
  app: FastifyInstance,
  options: { identity: IdentityService; secureCookie: boolean },
) {
  const name = sessionCookieName(options.secureCookie);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[name];
    if (!token) return;
    const lookup = await options.identity.resolveSession(token);
    if (lookup.status === 'active') {
      request.player = {
        playerId: lookup.session.playerId,
        currency: lookup.session.currency,
        sessionId: String(lookup.session.sessionId),
      };
      return;
    }
    if (lookup.status === 'expired') requestsWithEndedSession.add(request);
    clearSessionCookie(reply, options.secureCookie);
  });
}
