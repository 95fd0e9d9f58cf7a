import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';

/** The path of the first string holding a NUL character, or null. */
export function pathOfNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNulCharacter(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: a request carrying one in any field would fail deep
 * in a query as a server fault. It is refused up front as the bad input it is, naming the field.
 * Registered on the whole app (app.ts); a route that cleans its text itself opts out with
 * `acceptsNulCharacters` in its config.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const config = request.routeOptions.config as { acceptsNulCharacters?: boolean };
    if (config.acceptsNulCharacters) return;
    const field = pathOfNulCharacter(request.body) ?? pathOfNulCharacter(request.query);
    if (!field) return;
    return reply.status(400).send(errorBody('FIELD_INVALID', `${field} contains a NUL character`, { field }));
  });
}
