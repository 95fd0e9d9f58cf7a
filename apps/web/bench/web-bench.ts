/**
 * npm run bench:web: the home route's initial JavaScript (gzip) and its Lighthouse performance
 * score on the mobile preset, beside a baseline measured in the same run: a bare React page (React
 * and ReactDOM rendering one heading), built by the same Vite and served from the same machine.
 * Targets (issue 14 item 10, tightened from issue 3's 150 KB and 90): at most 140 KB gzip of
 * initial JavaScript, Lighthouse performance at least 95. e2e/site-shell.e2e.test.ts holds the size.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { buildSite, CHROMIUM, startSitePlatform, WEB_DIR } from './bench-support';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const INITIAL_JS_KB_MAX = 140;
const PERFORMANCE_SCORE_MIN = 95;

type Measurement = { initialJsGzipBytes: number; scripts: number; scores: number[] };

async function buildBaseline(outDir: string) {
  await build({
    mode: 'production',
    root: join(WEB_DIR, 'bench/baseline'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serveFolder(folder: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const file = join(folder, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Every script the page loads until the network is idle, gzip-compressed as a server would send it. */
async function initialJavaScript(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const bodies: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    for (const script of scripts)
      console.log(`    ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
    return { scripts: scripts.length, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

async function performanceScore(url: string): Promise<number> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // Lighthouse's default configuration is the mobile preset (Moto G class device, slow 4G).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    console.log(
      `    ${url}: score ${Math.round(score * 100)} · FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
    );
    return Math.round(score * 100);
  } finally {
    chrome.kill();
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vauhti-bench-web-'));
  const baselineDir = join(dataDir, 'baseline-dist');
  const siteDir = join(dataDir, 'site-dist');
  console.log('building the site and the baseline page…');
  buildSite(siteDir);
  await buildBaseline(baselineDir);

  const probe = await serveFolder(baselineDir);
  const baselineUrl = `http://localhost:${(probe.address() as AddressInfo).port}/`;
  const platform = await startSitePlatform(dataDir, siteDir);
  const homeUrl = `${platform.url}/en`;
  try {
    const ours: Measurement = { initialJsGzipBytes: 0, scripts: 0, scores: [] };
    const baseline: Measurement = { initialJsGzipBytes: 0, scripts: 0, scores: [] };
    const site = await initialJavaScript(homeUrl);
    const bare = await initialJavaScript(baselineUrl);
    Object.assign(ours, { initialJsGzipBytes: site.gzipBytes, scripts: site.scripts });
    Object.assign(baseline, { initialJsGzipBytes: bare.gzipBytes, scripts: bare.scripts });
    // Alternate the two pages so machine noise falls on both alike.
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      ours.scores.push(await performanceScore(homeUrl));
      baseline.scores.push(await performanceScore(baselineUrl));
    }
    report(ours, baseline);
  } finally {
    await platform.close();
    probe.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(ours: Measurement, baseline: Measurement) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const jsRatio = ours.initialJsGzipBytes / baseline.initialJsGzipBytes;
  const scoreRatio = median(ours.scores) / median(baseline.scores);
  console.log('');
  console.log('bench:web — home route /en, mobile');
  console.log(
    `  initial JavaScript (gzip)   site ${kb(ours.initialJsGzipBytes)} KB in ${ours.scripts} scripts · baseline ${kb(baseline.initialJsGzipBytes)} KB · ratio ${jsRatio.toFixed(2)} · target ≤ ${INITIAL_JS_KB_MAX} KB: ${ours.initialJsGzipBytes <= INITIAL_JS_KB_MAX * 1024 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  Lighthouse performance      site ${median(ours.scores)} (runs ${ours.scores.join(', ')}) · baseline ${median(baseline.scores)} (runs ${baseline.scores.join(', ')}) · ratio ${scoreRatio.toFixed(2)} · target ≥ ${PERFORMANCE_SCORE_MIN}: ${median(ours.scores) >= PERFORMANCE_SCORE_MIN ? 'met' : 'MISSED'}`,
  );
}

await main();
