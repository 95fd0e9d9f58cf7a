import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { WebConfig } from './config';

// A fake build in a temp folder, so the test does not depend on `vite build` having run.
let distDir: string;
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'vauhti-web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("site");');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("site");'));
  writeFileSync(join(distDir, 'favicon-32.png'), 'png');
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *');
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function testConfig(overrides: Partial<WebConfig> = {}): WebConfig {
  return { host: '127.0.0.1', port: 0, distDir, logLevel: 'silent', ...overrides };
}

describe('web app', () => {
  it('answers GET /health with status ok', async () => {
    const app = await createApp(testConfig());
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('serves index.html for the home page and for client-side routes, uncached', async () => {
    const app = await createApp(testConfig());
    for (const url of ['/', '/en/casino/slots?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    await app.close();
  });

  it('answers 200 with index.html for pages of the site, with and without a language prefix', async () => {
    const app = await createApp(testConfig());
    for (const url of [
      '/en',
      '/fi/',
      '/en/casino',
      '/en/casino/slots',
      '/de/casino/slots/new',
      '/en/info/about',
      '/en/info/terms/bonus',
      '/en/gameplay/starburst',
      '/en/cashier/callback/deposit/eyJ0eElkIjoiMSJ9',
      '/en/myaccount',
      '/en/myaccount/profile',
      '/sv/promotions',
      '/payandplay/step3?txId=TX-1&state=SUCCESSFUL',
      // No language: the site moves these under the visitor's language, where they are pages.
      '/login',
      '/casino/slots',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
    await app.close();
  });

  it('answers 404 with the same uncached index.html for paths that are no page of the site', async () => {
    const app = await createApp(testConfig());
    for (const url of [
      '/en/no-such-page',
      '/en/casino/slots/new/extra',
      '/en/myaccount/profile/extra',
      '/fi/info',
      '/no-such-page',
      '/xx/unknown',
      '/payandplay/step2?x=1',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    await app.close();
  });

  it('sends the build-time brotli file to browsers that accept it, and the plain file to others', async () => {
    const app = await createApp(testConfig());
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("site");');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("site");');
    await app.close();
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const app = await createApp(testConfig());
    const response = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    await app.close();
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const app = await createApp(testConfig());
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('serves the tab icon with a day of cache, and other files of the build uncached', async () => {
    const app = await createApp(testConfig());
    const icon = await app.inject({ method: 'GET', url: '/favicon-32.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('answers API paths with the JSON error envelope, never the page', async () => {
    const app = await createApp(testConfig());
    const response = await app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no route for GET /api/v1/session' } });
    await app.close();
  });

  it('answers 404 with the envelope when the site is not built', async () => {
    const app = await createApp(testConfig({ distDir: join(distDir, 'missing') }));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    await app.close();
  });
});
