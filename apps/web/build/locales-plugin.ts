import { createHash } from 'node:crypto';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from '../src/lib/i18n/languages.ts';
import { earlyRequestsScript } from './early-requests.ts';
import { catalogueLanguages, cataloguesVersion, readCatalogue } from './locales.ts';

const URL_PATTERN = /^\/locales\/([a-z]{2})\.json(?:\?.*)?$/;

/**
 * Serves the merged translation catalogues at /locales/<language>.json: emitted into the build,
 * answered by a middleware in development. The build's version hash becomes
 * __LOCALES_VERSION__, which the site appends as a cache-busting query.
 */
export function localesPlugin(): Plugin {
  return {
    name: 'vauhti-locales',
    config() {
      return { define: { __LOCALES_VERSION__: JSON.stringify(cataloguesVersion()) } };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = URL_PATTERN.exec(request.url ?? '')?.[1];
        if (!language || !(CATALOGUE_LANGUAGES as readonly string[]).includes(language)) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(readCatalogue(language as CatalogueLanguage)));
      });
    },
    generateBundle: {
      // After Vite's HTML plugin, which emits index.html in its own generateBundle.
      order: 'post',
      handler(_options, bundle) {
        addEarlyRequests(bundle, (fileName, source) => this.emitFile({ type: 'asset', fileName, source }));
        // Every catalogue that exists; build/locales.test.ts fails the build's tests when one is missing.
        for (const language of catalogueLanguages()) {
          this.emitFile({
            type: 'asset',
            fileName: `locales/${language}.json`,
            source: JSON.stringify(readCatalogue(language)),
          });
        }
      },
    },
  };
}

/**
 * Emits the early-requests script (build/early-requests.ts) as a hashed asset and loads it from
 * index.html as an async classic script before the stylesheet, so it runs as soon as it arrives
 * without holding up the first paint. Being small, it runs before the larger module scripts in
 * practice; when it does not, the app fetches for itself what it finds not started. A file, not an inline script: the
 * platform's Content-Security-Policy allows only script-src 'self'.
 */
export function addEarlyRequests(bundle: OutputBundle, emit: (fileName: string, source: string) => void) {
  const index = Object.values(bundle).find(
    (item): item is OutputAsset => item.type === 'asset' && item.fileName === 'index.html',
  );
  if (!index) return;
  const html = String(index.source);
  const { scripts, styles } = homeRouteAssets(bundle);
  // Files the page loads anyway (the entry, the libraries, the shell's CSS) are not repeated.
  const script = earlyRequestsScript({
    localesVersion: cataloguesVersion(),
    homeAssets: {
      scripts: scripts.filter((file) => !html.includes(file)),
      styles: styles.filter((file) => !html.includes(file)),
    },
  });
  const fileName = `assets/early-requests-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  emit(fileName, script);
  const tag = `<script async src="/${fileName}"></script>`;
  // First thing in <head> after the charset and viewport: before the module script and the stylesheet.
  index.source = html.includes('<!-- early-requests -->')
    ? html.replace('<!-- early-requests -->', tag)
    : html.replace('</head>', `  ${tag}\n  </head>`);
}

/** The route table's home page lives in features/content (app/routes.tsx imports it lazily). */
const HOME_ROUTE_MODULE = /[\\/]src[\\/]features[\\/]content[\\/]index\.ts$/;

/** The home route chunk, the chunks it imports and its CSS, as URLs; empty in development. */
export function homeRouteAssets(bundle: OutputBundle | undefined): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle ?? {}).filter((item): item is OutputChunk => item.type === 'chunk');
  const home = chunks.find((chunk) => chunk.facadeModuleId && HOME_ROUTE_MODULE.test(chunk.facadeModuleId));
  if (!home) return { scripts: [], styles: [] };
  const files = [home.fileName, ...home.imports];
  const styles = new Set<string>();
  for (const file of files) {
    const chunk = chunks.find((candidate) => candidate.fileName === file);
    for (const css of (chunk as { viteMetadata?: { importedCss?: Set<string> } } | undefined)?.viteMetadata
      ?.importedCss ?? []) {
      styles.add(css);
    }
  }
  return { scripts: files.map((file) => `/${file}`), styles: [...styles].map((file) => `/${file}`) };
}
