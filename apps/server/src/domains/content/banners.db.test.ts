import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerInput } from '../../test-support/content-test-support';
import {
  errorOf,
  type IdentityTestApp,
  startIdentityApp,
  TEST_START,
  TestClient,
} from '../../test-support/platform-test-app';
import type { BannerInput } from './banners';

let testApp: IdentityTestApp;
let client: TestClient;
beforeAll(async () => {
  testApp = await startIdentityApp();
  client = new TestClient(testApp);
});
afterAll(async () => testApp.close());

const HOUR_MS = 3_600_000;
const at = (hoursFromStart: number) => new Date(TEST_START.getTime() + hoursFromStart * HOUR_MS);

/** Creates a banner whose content is its name, so that answers read as lists of names. */
async function banner(name: string, overrides: Partial<BannerInput>) {
  const created = await testApp.services.content.createBanner(bannerInput({ content: `<p>${name}</p>`, ...overrides }));
  if (!created.ok) throw new Error(`${name}: ${created.error.message}`);
  return created.value.id;
}

async function shown(query: string): Promise<string[]> {
  const response = await client.get(`/api/v1/content/banners?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ banners: Array<{ content: string }> }>()
    .banners.map((item) => item.content.replace(/<\/?p>/g, ''));
}

describe('GET /content/banners', () => {
  beforeAll(async () => {
    await banner('all-2', { zoneId: 'promotions', sortOrder: 2 });
    await banner('fi-2', { zoneId: 'promotions', language: 'fi', sortOrder: 2 });
    await banner('all-1', { zoneId: 'promotions', sortOrder: 1 });
    await banner('fi-1', { zoneId: 'promotions', language: 'fi', sortOrder: 1 });
    await banner('de-1', { zoneId: 'promotions', language: 'de', sortOrder: 1 });
    await banner('en-1', { zoneId: 'promotions', language: 'en', sortOrder: 1 });
    await banner('casino-all', { zoneId: 'casino' });
  });

  it("answers the zone's banners with the spec's fields, keeping the {{siteUrl}} placeholder", async () => {
    const id = await banner('x', {
      zoneId: 'sports-seo',
      content: '<div class="banner"><img src="{{siteUrl}}/media/banners/sports.svg" alt="Sports"><h2>Bet</h2></div>',
      targetUrl: 'sports',
      targetMemberUrl: 'sports',
    });
    const response = await client.get('/api/v1/content/banners?zoneId=sports-seo&language=en');
    expect(response.json()).toEqual({
      banners: [
        {
          id,
          zoneId: 'sports-seo',
          content:
            '<div class="banner"><img src="{{siteUrl}}/media/banners/sports.svg" alt="Sports" /><h2>Bet</h2></div>',
          targetUrl: 'sports',
          targetMemberUrl: 'sports',
        },
      ],
    });
  });

  it("shows the language's own banners first, then those for every language, each by sort order", async () => {
    expect(await shown('zoneId=promotions&language=fi')).toEqual(['fi-1', 'fi-2', 'all-1', 'all-2']);
    expect(await shown('zoneId=promotions&language=de')).toEqual(['de-1', 'all-1', 'all-2']);
    expect(await shown('zoneId=promotions&language=pl')).toEqual(['all-1', 'all-2']);
  });

  it('reads a regional edition in its base language, and English when no language is given', async () => {
    expect(await shown('zoneId=promotions&language=ch')).toEqual(['de-1', 'all-1', 'all-2']);
    expect(await shown('zoneId=promotions&language=nz')).toEqual(['en-1', 'all-1', 'all-2']);
    expect(await shown('zoneId=promotions')).toEqual(['en-1', 'all-1', 'all-2']);
  });

  it('falls back to the English banners when a language has none of its own or for every language', async () => {
    const id = await banner('casino-en', { zoneId: 'live-casino', language: 'en' });
    try {
      expect(await shown('zoneId=live-casino&language=ja')).toEqual(['casino-en']);
      expect(await shown('zoneId=live-casino&language=en')).toEqual(['casino-en']);
    } finally {
      await testApp.database.kysely.deleteFrom('content_banners').where('id', '=', id).execute();
    }
  });

  it('shows only the banners of the asked zone', async () => {
    expect(await shown('zoneId=casino&language=fi')).toEqual(['casino-all']);
    expect(await shown('zoneId=live-casino&language=fi')).toEqual([]);
  });

  it('shows a banner only inside its window: from startsAt, until before endsAt', async () => {
    await banner('window', { zoneId: 'landing', startsAt: at(1), endsAt: at(2) });
    await banner('from', { zoneId: 'landing', startsAt: at(1), sortOrder: 1 });
    await banner('until', { zoneId: 'landing', endsAt: at(2), sortOrder: 2 });
    try {
      expect(await shown('zoneId=landing')).toEqual(['until']);
      testApp.clock.set(at(1));
      expect(await shown('zoneId=landing')).toEqual(['window', 'from', 'until']);
      testApp.clock.set(new Date(at(2).getTime() - 1));
      expect(await shown('zoneId=landing')).toEqual(['window', 'from', 'until']);
      testApp.clock.set(at(2));
      expect(await shown('zoneId=landing')).toEqual(['from']);
    } finally {
      testApp.clock.set(TEST_START);
    }
  });

  describe('affiliates', () => {
    beforeAll(async () => {
      await banner('general', { zoneId: 'home-guest' });
      await banner('general-fi', { zoneId: 'home-guest', language: 'fi' });
      await banner('partner', { zoneId: 'home-guest', affiliateId: 'partner-demo', sortOrder: 2 });
      await banner('partner-fi', { zoneId: 'home-guest', affiliateId: 'partner-demo', language: 'fi', sortOrder: 3 });
      await banner('other', { zoneId: 'home-guest', affiliateId: 'other-partner' });
      await banner('partner-expired', { zoneId: 'home-player', affiliateId: 'partner-demo', endsAt: at(-1) });
      await banner('partner-de', { zoneId: 'home-player', affiliateId: 'partner-demo', language: 'de' });
      await banner('player-general', { zoneId: 'home-player' });
    });

    it("shows an affiliate's visitors that affiliate's banners instead of the general ones", async () => {
      expect(await shown('zoneId=home-guest&language=fi&affiliateId=partner-demo')).toEqual(['partner-fi', 'partner']);
      expect(await shown('zoneId=home-guest&language=en&affiliateId=partner-demo')).toEqual(['partner']);
      expect(await shown('zoneId=home-guest&language=en&affiliateId=other-partner')).toEqual(['other']);
    });

    it("shows the general banners to everyone else, and never another affiliate's", async () => {
      expect(await shown('zoneId=home-guest&language=fi')).toEqual(['general-fi', 'general']);
      expect(await shown('zoneId=home-guest&language=fi&affiliateId=')).toEqual(['general-fi', 'general']);
      expect(await shown('zoneId=home-guest&language=fi&affiliateId=unknown-42')).toEqual(['general-fi', 'general']);
    });

    it("falls back to the general banners when none of the affiliate's is live in the language", async () => {
      expect(await shown('zoneId=home-player&language=en&affiliateId=partner-demo')).toEqual(['player-general']);
      expect(await shown('zoneId=home-player&language=de&affiliateId=partner-demo')).toEqual(['partner-de']);
    });
  });

  it('answers at most 20 banners for a zone', async () => {
    for (let index = 0; index < 22; index += 1)
      await banner(`many-${index}`, { zoneId: 'live-casino', sortOrder: index });
    const names = await shown('zoneId=live-casino&language=en');
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('many-0');
  });

  it('refuses an unknown zone, language or a malformed affiliate id, naming the field', async () => {
    for (const [query, field] of [
      ['zoneId=nowhere', 'zoneId'],
      ['language=fi', 'zoneId'],
      ['zoneId=casino&language=xx', 'language'],
      ['zoneId=casino&affiliateId=a%20b', 'affiliateId'],
      [`zoneId=casino&affiliateId=${'a'.repeat(65)}`, 'affiliateId'],
    ]) {
      const response = await client.get(`/api/v1/content/banners?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).details, query).toMatchObject({ field });
    }
  });

  it('sanitises banner HTML when it is stored and when it is sent', async () => {
    const id = await banner('hostile', {
      zoneId: 'casino',
      language: 'ko',
      content:
        '<div class="banner" onclick="steal()"><img src=x onerror="steal()"><a href="javascript:steal()">go</a><script>steal()</script></div>',
    });
    const stored = await testApp.database.kysely
      .selectFrom('content_banners')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe('<div class="banner"><img src="x" /><a>go</a></div>');
    await testApp.database.kysely
      .updateTable('content_banners')
      .set({ content: '<iframe src="https://evil.test"></iframe><p onmouseover="steal()">hi</p>' })
      .where('id', '=', id)
      .execute();
    expect(await shown('zoneId=casino&language=ko')).toEqual(['hi', 'casino-all']);
  });
});

describe('saving banners', () => {
  it('refuses unsafe targets, unknown zones and reversed windows, naming the field', async () => {
    const { content } = testApp.services;
    const refusals: Array<[Partial<BannerInput>, string]> = [
      [{ targetUrl: 'javascript:alert(1)' }, 'targetUrl'],
      [{ targetMemberUrl: '//evil.test' }, 'targetMemberUrl'],
      [{ zoneId: 'nowhere' as never }, 'zoneId'],
      [{ language: 'sv' as never }, 'language'],
      [{ affiliateId: 'a b' }, 'affiliateId'],
      [{ startsAt: at(2), endsAt: at(1) }, 'endsAt'],
      [{ startsAt: new Date(Number.NaN) }, 'startsAt'],
      [{ sortOrder: 1.5 }, 'sortOrder'],
    ];
    for (const [overrides, field] of refusals) {
      expect(await content.createBanner(bannerInput(overrides)), field).toMatchObject({
        ok: false,
        error: { code: 'FIELD_INVALID', field },
      });
    }
  });
});
