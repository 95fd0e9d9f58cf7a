import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';

/*
 * The site's info pages as the platform serves them (apps/web/server/site-plugin.ts): the page
 * store decides, as it does for the site, whether {lang}/info/... is a page or page-not-found, so
 * search engines and monitors get the status the visitor's page shows.
 */

let t: IdentityTestApp;
let distDir: string;
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';

function page(language: 'en' | 'fi' | 'es', urlPath: string, content: string) {
  return { language, urlPath, head: '', content, metaTitle: urlPath, metaTags: '', metaDescription: '' };
}

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'vauhti-site-pages-'));
  await writeFile(join(distDir, 'index.html'), SHELL);
  t = await startIdentityApp({ config: { webDistDir: distDir } });
  for (const input of [
    page('en', 'pricing-notes', '<p>Notes.</p>'),
    page('en', 'guides/first-steps', '<p>First steps.</p>'),
    page('en', 'empty-page', '   '),
    page('fi', 'hinnoittelu', '<p>Hinnat.</p>'),
    page('es', 'precios', '<p>Precios.</p>'),
    page('en', 'footer', '<p>The footer text.</p>'),
  ]) {
    const saved = await t.services.content.savePage(input);
    expect(saved.ok, input.urlPath).toBe(true);
  }
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

async function statusOf(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.body, url).toBe(SHELL);
  return response.statusCode;
}

describe('info pages served by the platform', () => {
  it('answers 200 for a page the store has in the address language, a sub-page, and an edition reading another language', async () => {
    expect(await statusOf('/en/info/pricing-notes')).toBe(200);
    expect(await statusOf('/en/info/guides/first-steps')).toBe(200);
    expect(await statusOf('/fi/info/hinnoittelu')).toBe(200);
    // Ecuador's edition reads the Spanish pages.
    expect(await statusOf('/ec/info/precios')).toBe(200);
  });

  it('answers 404 where the site shows page-not-found: no such page, another language only, empty content, the footer', async () => {
    expect(await statusOf('/en/info/no-such-page')).toBe(404);
    expect(await statusOf('/fi/info/pricing-notes')).toBe(404);
    expect(await statusOf('/en/info/empty-page')).toBe(404);
    expect(await statusOf('/en/info/footer')).toBe(404);
    expect(await statusOf('/en/info/guides/no-such-step')).toBe(404);
  });

  it('answers 200 for the contact page, whose form shows without its text', async () => {
    expect(await statusOf('/de/info/contact-us')).toBe(200);
  });
});
