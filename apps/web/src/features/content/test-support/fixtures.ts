import type { Banner } from '../api/get-banners';
import type { ContentPage } from '../api/get-content-page';

/** Test data for the content feature's tests; the player and the site context are src/test-support/fixtures's. */
export function contentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    head: '<h1>About Vauhti</h1><p>Vauhti is Finnish for speed.</p>',
    content:
      '<section id="who-we-are"><h2>Who we are</h2><p>Read the <a href="{{site_url}}/en/info/terms">terms</a>.</p></section>',
    metaTitle: 'About Vauhti',
    metaTags: 'about, casino',
    metaDescription: 'Who we are.',
    multilingualUrl: { en: 'about', fi: 'about' },
    errorCode: null,
    ...overrides,
  };
}

export const NOT_FOUND_PAGE: ContentPage = contentPage({
  head: '',
  content: '',
  metaTitle: '',
  metaTags: '',
  metaDescription: '',
  multilingualUrl: {},
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
