import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const WEB_DIR = resolve(import.meta.dirname, '../../apps/web');
const BUILT_INDEX = join(WEB_DIR, 'dist', 'index.html');
/** What the build reads; a change to any of them makes the existing build stale. */
const WEB_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'build', '../../packages/contracts/src'];

/**
 * Builds the site with its build script (`npm run build`) when apps/web/dist is missing or older than the sources, so a
 * browser test never runs against a stale page. Runs once per test file; a fresh build is skipped.
 */
export function ensureWebBuilt(): void {
  if (existsSync(BUILT_INDEX) && newestSourceTimeMs() <= statSync(BUILT_INDEX).mtimeMs) return;
  console.info('[e2e] building apps/web (dist is missing or stale)');
  // Vitest runs with NODE_ENV=test, which would make Vite ship React's development build: the
  // browser tests drive the production build that `npm start` serves.
  const result = spawnSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}

function newestSourceTimeMs(): number {
  return Math.max(...WEB_SOURCES.map((entry) => newestTimeMs(join(WEB_DIR, entry))));
}

function newestTimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestTimeMs(join(path, entry))));
}
