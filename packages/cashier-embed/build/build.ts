import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BROWSER_TARGET, bundleCashierEmbedScript } from './bundle';

/*
 * `npm run build -w packages/cashier-embed`: the files a merchant (or a CDN) takes.
 *   dist/cashier-embed.js  the script-tag build (IIFE, minified), installing window._PaymentCashier
 *   dist/index.js          the ESM build for bundlers (`import PaymentCashier from ...`)
 *   dist/index.d.ts        its type declarations (tsc), with the modules it imports beside it
 */

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST_DIR = join(PACKAGE_DIR, 'dist');

async function main(): Promise<void> {
  rmSync(DIST_DIR, { recursive: true, force: true });
  mkdirSync(DIST_DIR, { recursive: true });

  writeFileSync(join(DIST_DIR, 'cashier-embed.js'), await bundleCashierEmbedScript());

  await build({
    entryPoints: [join(PACKAGE_DIR, 'src', 'index.ts')],
    outfile: join(DIST_DIR, 'index.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
  });

  // Declarations from the browser sources alone (no Node types), one .d.ts per module.
  const require = createRequire(import.meta.url);
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  execFileSync(
    process.execPath,
    [
      tsc,
      '-p',
      join(PACKAGE_DIR, 'tsconfig.browser.json'),
      '--noEmit',
      'false',
      '--declaration',
      '--emitDeclarationOnly',
      '--rootDir',
      join(PACKAGE_DIR, 'src'),
      '--outDir',
      DIST_DIR,
    ],
    { stdio: 'inherit' },
  );
  console.log(`cashier-embed: built ${DIST_DIR}`);
}

await main();
