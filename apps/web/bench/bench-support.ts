/**
 * What the site's benches (web-bench.ts, lobby-bench.ts, cashier-bench.ts) share: the production
 * build, the platform serving a build, the browser, and the report's statistics.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { loadPlatformConfig } from '../../server/src/config';
import { startPlatform } from '../../server/src/main';
import { freePort } from '../../server/src/test-support/ports';

export const WEB_DIR = resolve(import.meta.dirname, '..');
/** Debian's Chromium; the benches never download a browser. */
export const CHROMIUM = '/usr/bin/chromium';
/** Playwright's launch arguments: no sandbox (containers run as root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Builds the site exactly as `npm start` does (the site's build script), into a folder of the run's
 * own so a bench never replaces the dist a running site serves.
 */
export function buildSite(outDir: string) {
  const result = spawnSync('npm', ['run', 'build', '--', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    // NODE_ENV decides which build of React ships: the bench measures the production one.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}

/**
 * The platform alone on a free port, as `npm start` runs it: its embedded database in dataDir (the
 * demo seed) and the site built into siteDir.
 */
export async function startSitePlatform(
  dataDir: string,
  siteDir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const platform = await startPlatform(
    loadPlatformConfig({
      // As npm start: the demo seed and the dev tools are development's (ADR 0021).
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: siteDir,
      LOG_LEVEL: 'warn',
    }),
  );
  return { url, close: () => platform.close() };
}

/**
 * tsx compiles the benches with esbuild's keepNames, which wraps named functions in a __name helper
 * that exists only in Node: the functions sent to page.evaluate need it in the page too.
 */
export async function defineKeepNamesHelper(page: Page) {
  await page.addInitScript('globalThis.__name = (target) => target;');
}

export function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

/** One line of a report's table, each cell padded to its column's width. */
export function row(cells: readonly string[], widths: number[]) {
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
}

/** Wall-clock timings are only as good as the machine is idle: the report says how busy it was. */
export function machineLine() {
  const [load1 = 0, load5 = 0] = loadavg();
  return `machine: ${cpus().length} CPUs, load average ${load1.toFixed(1)} (1 min), ${load5.toFixed(1)} (5 min)`;
}
