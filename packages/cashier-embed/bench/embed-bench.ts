import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { bundleCashierEmbedScript } from '../build/bundle';

/*
 * `npm run bench:embed`: the byte sizes of our script-tag build against the published
 * paymentiq-cashier-bootstrapper it replaces: raw (unminified), minified, gzip and brotli of the
 * minified file, and whether ours meets the 6 KB gzip budget.
 */

export const GZIP_BUDGET_BYTES = 6 * 1024;

export type Sizes = { raw: number; minified: number; gzip: number; brotli: number };

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export function compressedSizes(raw: string, minified: string): Sizes {
  return {
    raw: bytes(raw),
    minified: bytes(minified),
    gzip: gzipSync(minified, { level: 9 }).length,
    brotli: brotliCompressSync(minified, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export async function measureOurs(): Promise<Sizes> {
  const [raw, minified] = await Promise.all([
    bundleCashierEmbedScript({ minify: false }),
    bundleCashierEmbedScript({ minify: true }),
  ]);
  return compressedSizes(raw, minified);
}

/**
 * Theirs ships minified: the published file is its "minified" row (and what is compressed); its
 * "raw" row is the same code printed unminified by esbuild, for a like-for-like comparison.
 */
export async function measureTheirs(): Promise<Sizes> {
  const require = createRequire(import.meta.url);
  const published = readFileSync(require.resolve('paymentiq-cashier-bootstrapper/dist/cashier.js'), 'utf8');
  const unminified = await transform(published, { minify: false, legalComments: 'none' });
  return compressedSizes(unminified.code, published);
}

async function main(): Promise<void> {
  const [ours, theirs] = await Promise.all([measureOurs(), measureTheirs()]);
  const rows = (['raw', 'minified', 'gzip', 'brotli'] as const).map((kind) => ({
    size: kind,
    'ours (bytes)': ours[kind],
    'theirs (bytes)': theirs[kind],
    'ours / theirs': (ours[kind] / theirs[kind]).toFixed(3),
  }));
  console.log('cashier-embed vs paymentiq-cashier-bootstrapper 1.7.4 (script-tag build)');
  console.table(rows);
  const met = ours.gzip <= GZIP_BUDGET_BYTES;
  console.log(`gzip budget ${GZIP_BUDGET_BYTES} bytes (6 KB): ${met ? 'met' : 'NOT met'} (${ours.gzip} bytes)`);
  if (!met) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
