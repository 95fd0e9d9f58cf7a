import type { Plugin } from 'vite';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from '../src/lib/i18n/languages';
import { catalogueLanguages, cataloguesVersion, readCatalogue } from './locales';

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
    generateBundle() {
      // Every catalogue that exists; build/locales.test.ts fails the build's tests when one is missing.
      for (const language of catalogueLanguages()) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${language}.json`,
          source: JSON.stringify(readCatalogue(language)),
        });
      }
    },
  };
}
