import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localesPlugin } from './build/locales-plugin';

/** The platform in development; the Vite dev server forwards API and dev-tool calls to it. */
const PLATFORM_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), localesPlugin()],
  build: {
    // The platform (and server/app.ts) serve this folder; assets/ gets long-lived cache headers.
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      // ws: the live socket (/api/v1/live) goes through the same proxy.
      '/api': { target: PLATFORM_ORIGIN, ws: true },
      '/dev': { target: PLATFORM_ORIGIN },
    },
  },
});
