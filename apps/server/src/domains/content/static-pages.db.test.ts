import { PAGE_NOT_FOUND_ERROR_CODE } from '@vauhti/contracts/site';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageInput } from '../../test-support/content-test-support';
import { errorOf, type IdentityTestApp, startIdentityApp, TestClient } from '../../test-support/platform-test-app';
import { CONTENT_LANGUAGES } from './content-languages';
import { ContentService } from './content-service';
import { PageStore } from './static-pages';

let testApp: IdentityTestApp;
let client: TestClient;
beforeAll(async () => {
  testApp = await startIdentityApp();
  client = new TestClient(testApp);
  // Saved before the app reads anything, so that its page cache holds none of these yet.
  const { content } = testApp.services;
  for (const page of [
    pageInput({ language: 'en', urlPath: 'about' }),
    pageInput({ language: 'fi', urlPath: 'tietoa', pageKey: 'about', head: '<h1>Tietoa Vauhdista</h1>' }),
    pageInput({ language: 'de', urlPath: 'ueber-uns', pageKey: 'about', head: '<h1>Über Vauhti</h1>' }),
    pageInput({ language: 'es', urlPath: 'sobre', pageKey: 'about', head: '<h1>Sobre Vauhti</h1>' }),
    pageInput({ language: 'en', urlPath: 'vip/levels', head: '<h1>VIP levels</h1>' }),
  ]) {
    expect((await content.savePage(page)).ok).toBe(true);
  }
});
afterAll(async () => testApp.close());
afterEach(() => vi.restoreAllMocks());

const pageUrl = (language: string, urlPath: string) =>
  `/api/v1/content/pages?language=${encodeURIComponent(language)}&urlPath=${encodeURIComponent(urlPath)}`;

function allLanguages(urls: Record<string, string>) {
  return Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, urls[language] ?? '']));
}

describe('GET /content/pages', () => {
  it("answers a page with the spec's fields and its address in every content language", async () => {
    const response = await client.get(pageUrl('en', 'about'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      head: '<h1>About Vauhti</h1><p>lead</p>',
      content: '<p>We are <strong>fast</strong>. See <a href="{{site_url}}/info/vip">VIP</a>.</p>',
      metaTitle: 'About Vauhti',
      metaTags: 'about, vauhti',
      metaDescription: 'Who we are',
      multilingualUrl: allLanguages({ en: 'about', fi: 'tietoa', de: 'ueber-uns', es: 'sobre' }),
      errorCode: null,
    });
  });

  it('serves a translation at its own address, with the same addresses', async () => {
    const body = (await client.get(pageUrl('fi', 'tietoa'))).json();
    expect(body).toMatchObject({ head: '<h1>Tietoa Vauhdista</h1>', errorCode: null });
    expect(body.multilingualUrl).toEqual(allLanguages({ en: 'about', fi: 'tietoa', de: 'ueber-uns', es: 'sobre' }));
  });

  it('serves a two-segment address', async () => {
    expect((await client.get(pageUrl('en', 'vip/levels'))).json()).toMatchObject({ head: '<h1>VIP levels</h1>' });
  });

  it('reads regional editions in their base language', async () => {
    for (const [language, head] of [
      ['cd', '<h1>About Vauhti</h1><p>lead</p>'],
      ['nz', '<h1>About Vauhti</h1><p>lead</p>'],
      ['ei', '<h1>About Vauhti</h1><p>lead</p>'],
      ['sv', '<h1>About Vauhti</h1><p>lead</p>'],
    ] as const) {
      expect((await client.get(pageUrl(language, 'about'))).json(), language).toMatchObject({ head, errorCode: null });
    }
    expect((await client.get(pageUrl('ch', 'ueber-uns'))).json()).toMatchObject({ head: '<h1>Über Vauhti</h1>' });
    for (const language of ['ec', 'pe', 'cl', 'es']) {
      expect((await client.get(pageUrl(language, 'sobre'))).json(), language).toMatchObject({
        head: '<h1>Sobre Vauhti</h1>',
      });
    }
  });

  it('answers a page that does not exist with errorCode 100464 and empty fields, as a result', async () => {
    const notFound = {
      head: '',
      content: '',
      metaTitle: '',
      metaTags: '',
      metaDescription: '',
      multilingualUrl: allLanguages({}),
      errorCode: PAGE_NOT_FOUND_ERROR_CODE,
    };
    for (const [language, urlPath] of [
      ['fi', 'nowhere'],
      ['pl', 'about'], // the page exists, but not in Polish
      ['fi', 'about'], // the Finnish page lives at tietoa
      ['en', 'about/more'],
    ]) {
      const response = await client.get(pageUrl(language as string, urlPath as string));
      expect(response.statusCode).toBe(200);
      expect(response.json(), `${language} ${urlPath}`).toEqual(notFound);
    }
  });

  it('refuses a language or address it does not know with FIELD_INVALID naming the field', async () => {
    for (const language of ['xx', 'EN', 'en-GB', '', 'sv ']) {
      const response = await client.get(pageUrl(language, 'about'));
      expect(response.statusCode, language).toBe(400);
      expect(errorOf(response), language).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'language' } });
    }
    for (const urlPath of ['', 'About', 'a/b/c', '/about', 'about/', '../etc/passwd', 'a b', 'ä', 'x'.repeat(61)]) {
      const response = await client.get(pageUrl('en', urlPath));
      expect(response.statusCode, urlPath).toBe(400);
      expect(errorOf(response), urlPath).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'urlPath' } });
    }
  });

  it('names a missing field', async () => {
    const response = await client.get('/api/v1/content/pages?language=en');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'FIELD_REQUIRED', details: { field: 'urlPath' } });
  });
});

describe('page HTML', () => {
  const hostile = '<p onclick="steal()">Hi<script>steal()</script></p><iframe src="https://evil.test"></iframe>';

  it('is sanitised when a page is saved', async () => {
    const saved = await testApp.services.content.savePage(
      pageInput({ urlPath: 'hostile-save', head: `<h1 onmouseover="x()">T</h1>${hostile}`, content: hostile }),
    );
    expect(saved.ok).toBe(true);
    const row = await testApp.database.kysely
      .selectFrom('content_pages')
      .select(['head', 'content'])
      .where('url_path', '=', 'hostile-save')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ head: '<h1>T</h1><p>Hi</p>', content: '<p>Hi</p>' });
  });

  it('is sanitised again when a page is loaded, whatever reached the table', async () => {
    await testApp.database.kysely
      .insertInto('content_pages')
      .values({
        page_key: 'hostile-row',
        language: 'en',
        url_path: 'hostile-row',
        head: '<svg onload="steal()"></svg><h1>T</h1>',
        content: `${hostile}<a href="javascript:steal()">x</a><img src=x onerror="steal()">`,
        meta_title: 'T',
        meta_tags: '',
        meta_description: '',
        source: 'operator',
        seed_checksum: null,
        updated_at: testApp.clock.now(),
      })
      .execute();
    const body = (await client.get(pageUrl('en', 'hostile-row'))).json<{ head: string; content: string }>();
    expect(body.head).toBe('<h1>T</h1>');
    expect(body.content).toBe('<p>Hi</p><a>x</a><img src="x" />');
  });
});

describe('saving pages', () => {
  it('refuses a page whose key another address of the language holds, and bad fields, naming them', async () => {
    const { content } = testApp.services;
    expect(await content.savePage(pageInput({ language: 'fi', urlPath: 'about-us', pageKey: 'about' }))).toMatchObject({
      ok: false,
      error: { code: 'FIELD_INVALID', field: 'pageKey' },
    });
    expect(await content.savePage(pageInput({ urlPath: 'A/B' }))).toMatchObject({ error: { field: 'urlPath' } });
    expect(await content.savePage(pageInput({ language: 'sv' as never }))).toMatchObject({
      error: { field: 'language' },
    });
    expect(await content.savePage(pageInput({ metaTitle: 'x'.repeat(1_001) }))).toMatchObject({
      error: { field: 'metaTitle' },
    });
  });
});

describe('the page cache', () => {
  function freshService() {
    return new ContentService({ db: testApp.database.kysely, clock: testApp.clock });
  }

  it('shares one database read among concurrent requests for an uncached page, and answers later ones from memory', async () => {
    const reads = vi.spyOn(PageStore.prototype, 'findWithTranslations');
    const content = freshService();
    const answers = await Promise.all(Array.from({ length: 40 }, () => content.readPage('en', 'about')));
    expect(new Set(answers.map((answer) => answer.head))).toEqual(new Set(['<h1>About Vauhti</h1><p>lead</p>']));
    expect(reads).toHaveBeenCalledTimes(1);
    await content.readPage('en', 'about');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('keys by content language and address, and caches a missing page too', async () => {
    const reads = vi.spyOn(PageStore.prototype, 'findWithTranslations');
    const content = freshService();
    await Promise.all([
      content.readPage('en', 'about'),
      content.readPage('fi', 'tietoa'),
      content.readPage('en', 'nowhere'),
      content.readPage('en', 'nowhere'),
    ]);
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('is cleared when a page is saved, so the next read sees the change and new translations', async () => {
    const reads = vi.spyOn(PageStore.prototype, 'findWithTranslations');
    const content = freshService();
    expect((await content.readPage('en', 'vip/levels')).multilingualUrl.fi).toBe('');
    const saved = await content.savePage(pageInput({ language: 'fi', urlPath: 'vip/tasot', pageKey: 'vip/levels' }));
    expect(saved.ok).toBe(true);
    expect((await content.readPage('en', 'vip/levels')).multilingualUrl.fi).toBe('vip/tasot');
    await content.savePage(pageInput({ language: 'en', urlPath: 'vip/levels', head: '<h1>New levels</h1>' }));
    expect((await content.readPage('en', 'vip/levels')).head).toBe('<h1>New levels</h1>');
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('reads again after five minutes, for edits made by another process', async () => {
    const reads = vi.spyOn(PageStore.prototype, 'findWithTranslations');
    const content = freshService();
    await content.readPage('de', 'ueber-uns');
    testApp.clock.advance(5 * 60_000);
    await content.readPage('de', 'ueber-uns');
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
