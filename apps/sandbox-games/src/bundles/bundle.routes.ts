import { HttpError, type TypedApp } from '@vauhti/server-kit';
import { z } from 'zod';
import type { ClientBundles } from './client-bundles';

/**
 * Serves `/client/{kind}.js` (+ .css, + .js.map in development). A request that names the current
 * content hash (`?v=`) may be cached for ever; anything else must be revalidated.
 */
export function registerBundleRoutes(app: TypedApp, bundles: ClientBundles) {
  app.get(
    '/client/:file',
    { schema: { params: z.object({ file: z.string() }), querystring: z.object({ v: z.string().optional() }) } },
    async (request, reply) => {
      const file = bundles.file(request.params.file);
      if (!file) throw new HttpError(404, 'NOT_FOUND', `no client file ${request.params.file}`);
      const immutable = request.query.v !== undefined && request.query.v === file.hash;
      reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('etag', `"${file.hash}"`);
      if (request.headers['if-none-match'] === `"${file.hash}"`) return reply.status(304).send();
      return reply.type(file.contentType).send(file.body);
    },
  );
}
