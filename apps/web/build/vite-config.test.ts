import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const WEB_DIR = resolve(import.meta.dirname, '..');
/** The variable that silences Vite's native-loader note; the test loads the config without it. */
const IGNORE_NATIVE_WARNING = 'VITE_CONFIG_NATIVE_IGNORE_WARNING';
const ignoreNativeWarning = process.env[IGNORE_NATIVE_WARNING];

afterEach(() => {
  if (ignoreNativeWarning === undefined) delete process.env[IGNORE_NATIVE_WARNING];
  else process.env[IGNORE_NATIVE_WARNING] = ignoreNativeWarning;
});

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
      'runner',
    );
    expect(loaded?.path).toBe(resolve(WEB_DIR, 'vite.config.ts'));
    expect(warnings).toEqual([]);
  });
});
