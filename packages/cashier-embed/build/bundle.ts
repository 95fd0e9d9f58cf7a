import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/*
 * The script-tag build of the embedded cashier: src/script.ts bundled by esbuild into one
 * self-contained IIFE. The demo page, the browser tests, the size test and build.ts all take the
 * script from here, so there is one definition of what a merchant page receives.
 */

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCRIPT_ENTRY = join(PACKAGE_DIR, 'src', 'script.ts');

/**
 * Merchant pages run on whatever their players use, in-app webviews included: ES2020 (Chrome 80,
 * Safari 13.1, Firefox 74 and later) keeps optional chaining native, which the size budget needs.
 */
export const BROWSER_TARGET = 'es2020';

/** Bundles the script-tag entry to one IIFE string (minified unless `minify: false`). */
export async function bundleCashierEmbedScript(options: { minify?: boolean } = {}): Promise<string> {
  const result = await build({
    entryPoints: [SCRIPT_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: options.minify ?? true,
    legalComments: 'none',
    logLevel: 'silent',
    charset: 'utf8',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no cashier-embed script');
  return output.text;
}
