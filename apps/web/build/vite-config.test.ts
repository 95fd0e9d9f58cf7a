import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createLogger, loadConfigFromFile } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const WEB_DIR = resolve(import.meta.dirname, '..');
/** The variable that silences Vite's native-loader note; the test loads the config without it. */
const IGNORE_NATIVE_WARNING = 'VITE_CONFIG_NATIVE_IGNORE_WARNING';
const ignoreNativeWarning = process.env[IGNORE_NATIVE_WARNING];

afterEach(() => {
  if (ignoreNativeWarning === undefined) delete process.env[IGNORE_NATIVE_WARNING];
  else process.env[IGNORE_NATIVE_WARNING] = ignoreNativeWarning;
});

/** A logger that keeps what Vite warns about (and drops its info lines). */
function warningsLogger() {
  const warnings: string[] = [];
  const logger = createLogger('info');
  logger.info = () => undefined;
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = (message) => warnings.push(message);
  return { logger, warnings };
}

describe('vite.config.ts', () => {
  it('loads the way `vite build` loads it (npm start, the e2e build, the benches) with no warning logged', async () => {
    delete process.env[IGNORE_NATIVE_WARNING];
    const warnings: string[] = [];
    const logger = createLogger('info');
    logger.warn = (message) => warnings.push(message);
    logger.warnOnce = (message) => warnings.push(message);
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      undefined,
      WEB_DIR,
      'info',
      logger,
    );
    expect(loaded?.path).toBe(resolve(WEB_DIR, 'vite.config.ts'));
    expect(warnings).toEqual([]);
  });

  it('builds the site (as npm start does) without a single warning or notice', async () => {
    delete process.env[IGNORE_NATIVE_WARNING];
    const { logger, warnings } = warningsLogger();
    const outDir = mkdtempSync(join(tmpdir(), 'vauhti-site-build-'));
    // Vitest runs with NODE_ENV=test, which Vite would keep (React's development build); npm start
    // builds for production.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root: WEB_DIR, mode: 'production', customLogger: logger, build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
      rmSync(outDir, { recursive: true, force: true });
    }
    expect(warnings).toEqual([]);
  }, 120_000);
});
