import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import type { ClientBundles, ClientKind } from './client-bundles';

/**
 * Serves `/client/<kind>.js` (+ .css, + .js.map in development) of one client. A request naming the
 * current content hash (`?v=`) may be cached for ever; anything else is revalidated.
 */
export function registerClientFiles(app: FastifyInstance, bundles: ClientBundles, kind: ClientKind) {
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>('/client/:file', async (request, reply) => {
    const name = request.params.file;
    const file = name.startsWith(`${kind}.`) ? bundles.file(name) : undefined;
    if (!file) return reply.status(404).send(errorBody('NOT_FOUND', `no client file ${name}`));
    const immutable = typeof request.query.v === 'string' && request.query.v === file.hash;
    reply
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('etag', `"${file.hash}"`)
      .header('x-content-type-options', 'nosniff')
      // The scripts are fetched by pages on this origin only, but the lookup and the cashier are
      // different origins of one provider; nothing else needs them.
      .header('cross-origin-resource-policy', 'same-site');
    if (request.headers['if-none-match'] === `"${file.hash}"`) return reply.status(304).send();
    return reply.type(file.contentType).send(file.body);
  });
}
