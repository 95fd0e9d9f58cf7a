import { join } from 'node:path';
import type { BannerInput } from '../domains/content/banners';
import type { PageInput } from '../domains/content/static-pages';

/*
 * Helpers for the content suites: the fixture seed files and valid pages and banners to vary.
 */

/** Two page files, en and fi of vip/levels; the Finnish one carries markup the sanitiser removes. */
export const CONTENT_FIXTURES_DIR = join(import.meta.dirname, '../domains/content/test-support');

export function pageInput(overrides: Partial<PageInput> = {}): PageInput {
  return {
    language: 'en',
    urlPath: 'about',
    head: '<h1>About Vauhti</h1><p>lead</p>',
    content: '<p>We are <strong>fast</strong>. See <a href="{{site_url}}/info/vip">VIP</a>.</p>',
    metaTitle: 'About Vauhti',
    metaTags: 'about, vauhti',
    metaDescription: 'Who we are',
    ...overrides,
  };
}

export function bannerInput(overrides: Partial<BannerInput> = {}): BannerInput {
  return {
    zoneId: 'home-guest',
    language: null,
    affiliateId: null,
    content: '<div class="banner"><img src="{{siteUrl}}/media/banners/welcome.svg" alt="Welcome"><h2>Hi</h2></div>',
    targetUrl: 'register',
    targetMemberUrl: 'promotions',
    sortOrder: 0,
    startsAt: null,
    endsAt: null,
    ...overrides,
  };
}
