import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Database suites (*.db.test.ts) run on PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL names one (CI sets it and VAUHTI_REQUIRE_POSTGRES, so a missing server fails).
const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.VAUHTI_REQUIRE_POSTGRES === '1' && !postgresUrl) {
  throw new Error('VAUHTI_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
}

// apps/web/server holds the Node side of the web app (its stand-alone server), tested like src/.
const sourceTests = [
  '{apps,packages}/*/src/**/*.test.ts',
  'apps/web/server/**/*.test.ts',
  'apps/web/build/**/*.test.ts',
  // The sandbox game clients' pure parts (formatting, stakes, bet boards, countdowns, messages).
  'apps/sandbox-games/client/**/*.test.ts',
  // The hosted cashier's and the customer lookup's browser code (pure parts).
  'apps/sandbox-pay/client/**/*.test.ts',
  'scripts/**/*.test.ts',
];
// The site's own code runs in a DOM (happy-dom): components, hooks and the browser-side rules.
const webTests = ['apps/web/src/**/*.test.{ts,tsx}'];
const databaseTests = ['{apps,packages}/*/src/**/*.db.test.ts'];
const ignored = ['**/node_modules/**', '**/dist/**'];

export default defineConfig({
  test: {
    // Vitest's default, one worker per core but one, leaves a 2-core CI machine running one file at
    // a time while the main process mostly waits: two workers there halve the non-browser suites
    // (the database suites wait on PostgreSQL and PGlite as much as they compute). The browser
    // suites stay one at a time (the e2e project's fileParallelism: false).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: sourceTests,
          exclude: [...ignored, ...databaseTests, ...webTests],
        },
      },
      {
        test: {
          name: 'web',
          include: webTests,
          exclude: ignored,
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-support/setup.ts'],
          // A component test walks a player through several screens, each awaited for up to 5 s
          // (setup.ts); Vitest's default 5 s for the whole test fails a slow but correct walk on a
          // loaded 2-core CI machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'db-pglite',
          include: databaseTests,
          exclude: ignored,
          env: { VAUHTI_TEST_ENGINE: 'pglite' },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'db-postgres',
                include: databaseTests,
                exclude: ignored,
                env: { VAUHTI_TEST_ENGINE: 'postgres', TEST_DATABASE_URL: postgresUrl },
                testTimeout: 120_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ignored,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
