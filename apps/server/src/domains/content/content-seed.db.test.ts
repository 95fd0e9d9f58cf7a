import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../seed/demo-content';
import { CONTENT_FIXTURES_DIR, pageInput } from '../../test-support/content-test-support';
import { type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';
import { ContentService } from './content-service';
import { parseBannersFile, SeedFileError } from './seed-files';

/*
 * Seeding from files: the fixture pages (en and fi of vip/levels) copied to a folder the tests
 * can change, and banners written there as banners.json.
 */

let testApp: IdentityTestApp;
let seedDirectory: string;
beforeAll(async () => {
  testApp = await startIdentityApp();
  seedDirectory = await mkdtemp(join(tmpdir(), 'vauhti-content-seed-'));
  await cp(CONTENT_FIXTURES_DIR, seedDirectory, { recursive: true });
});
afterAll(async () => {
  await testApp.close();
  await rm(seedDirectory, { recursive: true, force: true });
});

const seed = () => seedDemoContent(testApp.services, seedDirectory);
/** A service of its own, so that its page cache starts empty. */
const readPage = (language: 'en' | 'fi', urlPath: string) =>
  new ContentService({ db: testApp.database.kysely, clock: testApp.clock }).readPage(language, urlPath);

async function editFile(relativePath: string, edit: (text: string) => string) {
  const path = join(seedDirectory, relativePath);
  await writeFile(path, edit(await readFile(path, 'utf8')));
}

async function pageRows() {
  return testApp.database.kysely
    .selectFrom('content_pages')
    .select(['language', 'url_path', 'source', 'head', 'updated_at'])
    .orderBy('language')
    .orderBy('url_path')
    .execute();
}

describe('seeding pages from files', () => {
  it('loads every page file, sanitised, with its translations linked', async () => {
    const summary = await seed();
    expect(summary.pages).toEqual({
      created: ['en/vip/levels', 'fi/vip/levels'],
      updated: [],
      removed: [],
      unchanged: 0,
      keptOperator: [],
    });
    const english = await readPage('en', 'vip/levels');
    expect(english).toMatchObject({ head: '<h1>VIP levels</h1><p>Four levels, one rule: your play decides.</p>' });
    expect(english.content).toContain('<a href="{{site_url}}/info/bonus-rules">bonus rules</a>');
    expect(english.multilingualUrl).toMatchObject({ en: 'vip/levels', fi: 'vip/levels', de: '' });
    const finnish = await readPage('fi', 'vip/levels');
    expect(finnish.head).toBe('<h1>VIP-tasot</h1><p>Neljä tasoa.</p>');
    expect(finnish.content).toBe('<section id="levels"><h2>Tasot</h2><p>Lue <a>säännöt</a>.</p></section>');
  });

  it('changes nothing when seeded again from the same files', async () => {
    const before = await pageRows();
    testApp.clock.advance(60_000);
    const summary = await seed();
    expect(summary.pages).toMatchObject({ created: [], updated: [], removed: [], unchanged: 2 });
    expect(await pageRows()).toEqual(before);
  });

  it('replaces a seeded page whose file changed', async () => {
    await editFile('pages/en/vip__levels.html', (text) => text.replace('<h1>VIP levels</h1>', '<h1>VIP tiers</h1>'));
    const summary = await seed();
    expect(summary.pages).toMatchObject({ updated: ['en/vip/levels'], unchanged: 1 });
    expect((await readPage('en', 'vip/levels')).head).toMatch(/^<h1>VIP tiers<\/h1>/);
  });

  it('never overwrites or removes a page an operator edited, even when its file changes or goes', async () => {
    const saved = await testApp.services.content.savePage(
      pageInput({ language: 'fi', urlPath: 'vip/levels', head: '<h1>Operaattorin teksti</h1>' }),
    );
    expect(saved.ok).toBe(true);
    await editFile('pages/fi/vip__levels.html', (text) => text.replace('VIP-tasot</h1>', 'Uudet tasot</h1>'));
    expect((await seed()).pages).toMatchObject({ keptOperator: ['fi/vip/levels'], updated: [] });
    await rm(join(seedDirectory, 'pages/fi/vip__levels.html'));
    expect((await seed()).pages).toMatchObject({ removed: [] });
    expect((await readPage('fi', 'vip/levels')).head).toBe('<h1>Operaattorin teksti</h1>');
    const row = (await pageRows()).find((page) => page.language === 'fi');
    expect(row?.source).toBe('operator');
  });

  it('removes a seeded page whose file is gone', async () => {
    await rm(join(seedDirectory, 'pages/en/vip__levels.html'));
    expect((await seed()).pages).toMatchObject({ removed: ['en/vip/levels'] });
    expect((await readPage('en', 'vip/levels')).errorCode).toBe(100464);
    await cp(join(CONTENT_FIXTURES_DIR, 'pages/en/vip__levels.html'), join(seedDirectory, 'pages/en/vip__levels.html'));
    expect((await seed()).pages).toMatchObject({ created: ['en/vip/levels'] });
  });

  it('writes nothing when any file is malformed, and names it', async () => {
    const before = await pageRows();
    await writeFile(join(seedDirectory, 'pages/en/broken.html'), '<h1>No header</h1>');
    await writeFile(
      join(seedDirectory, 'pages/en/new-page.html'),
      '---\n{"head": "", "metaTitle": "", "metaDescription": "", "metaTags": ""}\n---\n',
    );
    try {
      const error = await seed().then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(SeedFileError);
      expect((error as SeedFileError).message).toContain('pages/en/broken.html: the first line must be ---');
      expect(await pageRows()).toEqual(before);
    } finally {
      await rm(join(seedDirectory, 'pages/en/broken.html'));
      await rm(join(seedDirectory, 'pages/en/new-page.html'));
    }
  });
});

describe('seeding banners from banners.json', () => {
  const entry = {
    key: 'welcome',
    zoneId: 'home-guest',
    targetUrl: 'register',
    targetMemberUrl: 'promotions',
    content: { en: '<p>Welcome</p>', fi: '<p>Tervetuloa</p>' },
  };
  const writeBanners = (entries: unknown[]) => writeFile(join(seedDirectory, 'banners.json'), JSON.stringify(entries));
  const shown = async (language: 'en' | 'fi') =>
    (await testApp.services.content.listBanners({ zoneId: 'home-guest', language })).map((banner) => banner.content);

  it('loads each banner once per language, and again changes nothing', async () => {
    await writeBanners([entry, { ...entry, key: 'races', zoneId: 'home-player', content: { all: '<p>Races</p>' } }]);
    expect((await seed()).banners).toMatchObject({ created: ['welcome.en', 'welcome.fi', 'races.all'] });
    expect(await shown('fi')).toEqual(['<p>Tervetuloa</p>']);
    expect((await seed()).banners).toMatchObject({ created: [], updated: [], removed: [], unchanged: 3 });
  });

  it('updates a changed banner and removes one no longer listed', async () => {
    await writeBanners([{ ...entry, content: { en: '<p>Welcome back</p>' } }]);
    expect((await seed()).banners).toMatchObject({ updated: ['welcome.en'], removed: ['welcome.fi', 'races.all'] });
    expect(await shown('en')).toEqual(['<p>Welcome back</p>']);
    // The Finnish banner is gone, so Finnish visitors get the English one (the zone's fallback).
    expect(await shown('fi')).toEqual(['<p>Welcome back</p>']);
  });

  it('leaves a banner an operator took over alone', async () => {
    await testApp.database.kysely
      .updateTable('content_banners')
      .set({ source: 'operator', content: '<p>Operator copy</p>' })
      .where('seed_key', '=', 'welcome.en')
      .execute();
    await writeBanners([{ ...entry, content: { en: '<p>Seed copy</p>' } }]);
    expect((await seed()).banners).toMatchObject({ keptOperator: ['welcome.en'] });
    await writeBanners([]);
    expect((await seed()).banners).toMatchObject({ removed: [] });
    expect(await shown('en')).toEqual(['<p>Operator copy</p>']);
  });

  it('writes nothing when banners.json is malformed', async () => {
    await writeBanners([
      { ...entry, key: 'new' },
      { ...entry, key: 'bad', targetUrl: 'javascript:x' },
    ]);
    await expect(seed()).rejects.toThrow(/banners\.json entry 2 \(bad, en\): targetUrl/);
    expect(await shown('en')).toEqual(['<p>Operator copy</p>']);
    expect(() => parseBannersFile('[{"key": "x"}]')).toThrow(SeedFileError);
  });
});
