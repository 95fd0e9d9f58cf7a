import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import { isSitePage } from '../src/app/site-paths';

export type SiteOptions = {
  /** The Vite build output (apps/web/dist). */
  distDir: string;
  /** Path prefixes that belong to APIs, never to the site (answered with a JSON 404). */
  apiPrefixes: string[];
};

/**
 * Serves the built React site: hashed assets with long caching, and index.html for every other
 * GET so that client-side routes ({lang}/casino, ...) load the app. Paths under an API prefix
 * get the JSON error envelope instead. A path that is no page of the site (src/app/site-paths.ts,
 * the paths routes.tsx is built from) gets the same index.html with status 404, so search engines
 * and monitors see the not-found the visitor sees: the app still renders its page-not-found, with
 * its prerender-status-code meta.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions) {
  const indexPath = join(options.distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir: options.distDir }, 'the site is not built: run `npm run build -w apps/web`');
  } else {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (build/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const hashedAsset = filePath.includes(`${join(options.distDir, 'assets')}`);
        response.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (an old hashed asset, a typo) is a 404, never the page: a browser given HTML
    // for a script or stylesheet fails with a MIME error instead of a clear not-found.
    const isFileRequest = path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path);
    if (options.apiPrefixes.some((prefix) => path.startsWith(prefix)) || isFileRequest || !existsSync(indexPath)) {
      return reply.status(404).send(errorBody('NOT_FOUND', `no route for GET ${path}`));
    }
    return reply
      .status(isSitePage(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
