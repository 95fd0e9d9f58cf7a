import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import { isSitePage, staticPageOf } from '../src/app/site-paths';
import { isStaticPageShown, type PageVisibility, urlPathOf } from '../src/features/content/lib/static-page-rules';

export type SiteOptions = {
  /** The Vite build output (apps/web/dist). */
  distDir: string;
  /** Path prefixes that belong to APIs, never to the site (answered with a JSON 404). */
  apiPrefixes: string[];
  /**
   * Reads a static page as GET /api/v1/content/pages answers it (the platform's page store); without
   * it every {lang}/info/... address counts as a page. `language` is the site's language code.
   */
  readStaticPage?: (language: string, urlPath: string) => Promise<PageVisibility>;
};

/**
 * Serves the built React site: hashed assets with long caching, and index.html for every other
 * GET so that client-side routes ({lang}/casino, ...) load the app. Paths under an API prefix
 * get the JSON error envelope instead. A path that is no page of the site (src/app/site-paths.ts,
 * the paths routes.tsx is built from) gets the same index.html with status 404, so search engines
 * and monitors see the not-found the visitor sees: the app still renders its page-not-found, with
 * its prerender-status-code meta. A static page ({lang}/info/...) is a page when the page store has
 * it, as the site decides (isStaticPageShown), so an unknown info page is a 404 too.
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
        response.header('cache-control', cacheControlOf(filePath, options.distDir));
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
      .status((await isPageOfSite(path, options)) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}

/** The tab icons index.html names: Chromium asks for the icon again after every in-page navigation. */
const TAB_ICONS = new Set(['favicon-32.png', 'apple-touch-icon.png', 'favicon.svg']);

/**
 * How long a browser keeps a file of the build: a hashed asset for good (a new build has new
 * names), a tab icon for a day (kept from the cache when the page's url changes, instead of asked
 * again while the page opens a modal: npm run bench:cashier), anything else asked again each time.
 */
function cacheControlOf(filePath: string, distDir: string): string {
  if (filePath.startsWith(join(distDir, 'assets'))) return 'public, max-age=31536000, immutable';
  if (dirname(filePath) === distDir && TAB_ICONS.has(basename(filePath))) return 'public, max-age=86400';
  return 'no-cache';
}

/** Whether the site shows one of its pages at this path, not its page-not-found. */
async function isPageOfSite(path: string, options: SiteOptions): Promise<boolean> {
  if (!isSitePage(path)) return false;
  const staticPage = options.readStaticPage && staticPageOf(path);
  if (!staticPage || !options.readStaticPage) return true;
  const page = await options.readStaticPage(staticPage.language, urlPathOf(staticPage.url, staticPage.subUrl));
  return isStaticPageShown(staticPage.url, staticPage.subUrl, page);
}
