import { CONTENT_LANGUAGES, type ContentLanguage } from '@vauhti/contracts/languages';
import type { StaticPage } from '@vauhti/contracts/site';
import type { Banner } from '../api/get-banners';

/** A page's url paths as the platform answers them: every content language, '' where it has no translation. */
function multilingualUrl(paths: Partial<Record<ContentLanguage, string>> = {}): Record<ContentLanguage, string> {
  const none = Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, ''])) as Record<
    ContentLanguage,
    string
  >;
  return { ...none, ...paths };
}

/** Test data for the content feature's tests; the player and the site context are src/test-support/fixtures's. */
export function contentPage(overrides: Partial<StaticPage> = {}): StaticPage {
  return {
    head: '<h1>About Vauhti</h1><p>Vauhti is Finnish for speed.</p>',
    content:
      '<section id="who-we-are"><h2>Who we are</h2><p>Read the <a href="{{site_url}}/en/info/terms">terms</a>.</p></section>',
    metaTitle: 'About Vauhti',
    metaTags: 'about, casino',
    metaDescription: 'Who we are.',
    multilingualUrl: multilingualUrl({ en: 'about', fi: 'about' }),
    errorCode: null,
    ...overrides,
  };
}

export const NOT_FOUND_PAGE: StaticPage = contentPage({
  head: '',
  content: '',
  metaTitle: '',
  metaTags: '',
  metaDescription: '',
  multilingualUrl: multilingualUrl(),
  errorCode: 100464,
});

export function banner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    zoneId: 'home-guest',
    content:
      '<div class="banner"><img src="{{siteUrl}}/media/banners/welcome.svg" alt=""><h2>Welcome to Vauhti</h2><p>Double your first deposit.</p></div>',
    targetUrl: 'register',
    targetMemberUrl: 'promotions',
    ...overrides,
  };
}
