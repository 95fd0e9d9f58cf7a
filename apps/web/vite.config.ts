import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Relative imports of the config and of everything it loads (build/, the two src/lib files they
// read) name their .ts extension: Vite's config loader otherwise prints, on every build, a note that
// the config will not load with its future native loader (build/vite-config.test.ts keeps it quiet).
import { siteBuildLogger } from './build/build-logger.ts';
import { localesPlugin } from './build/locales-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';

/** The platform in development; the Vite dev server forwards API and dev-tool calls to it. */
const PLATFORM_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  customLogger: siteBuildLogger(),
  plugins: [react(), localesPlugin(), precompressPlugin()],
  build: {
    // The platform (and server/app.ts) serve this folder; assets/ gets long-lived cache headers.
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What every page needs at start (the entry and everything it imports statically) goes in
        // two chunks instead of a dozen small shared ones: the libraries, which change rarely and
        // stay cached across deploys, and the site's own shell. Everything loaded lazily (pages,
        // dialogs, forms and their libraries) keeps the automatic splitting.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // ws: the live socket (/api/v1/live) goes through the same proxy.
      '/api': { target: PLATFORM_ORIGIN, ws: true },
      '/dev': { target: PLATFORM_ORIGIN },
    },
  },
});
