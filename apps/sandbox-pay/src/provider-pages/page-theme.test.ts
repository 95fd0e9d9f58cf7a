import { afterEach, describe, expect, it } from 'vitest';
import { providerPagesStylesheet } from './assets';
import { brandOf, localisedBrand } from './brands';
import { translatorFor } from './catalogue';
import { NO_THEME, pageThemeOf, THEME_STYLESHEET_PATH, themeStylesheet, withPageTheme } from './page-theme';
import { COLLECT_REFERENCE, fakeProviderPages, PAGE_TOKEN, pageContext } from './test-support/fake-provider-pages';
import { formPost, pagesApp } from './test-support/pages-app';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function appWith(...contexts: ReturnType<typeof pageContext>[]) {
  const app = await pagesApp(fakeProviderPages(contexts));
  close = () => app.close();
  return app;
}

/** The site's theme as the hosted cashier passes it on (apps/web rules/hosted-theme.ts). */
const THEME_QUERY =
  'theme_background_color=%230c1120&theme_cardbackground_color=%23111829&theme_text_color=%23eef1f8' +
  '&theme_buttons_color=%23f5b301&themeMode=dark';

/** The theme stylesheet link of a page, its & unescaped. */
function themeLink(html: string): string | undefined {
  return /<link rel="stylesheet" href="(\/pages\/assets\/theme\.css\?[^"]+)">/
    .exec(html)?.[1]
    ?.replaceAll('&amp;', '&');
}

function formAction(html: string): string | undefined {
  return /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

describe('the theme of a page address', () => {
  it('keeps only safe theme values and the mode, in a form the pages can pass on', () => {
    const theme = pageThemeOf({
      theme_background_color: '#0c1120',
      theme_buttons_color: 'red;}body{display:none',
      'theme_bad!_color': '#fff',
      themeMode: 'DARK',
      token: 'secret',
      theme_text_color: ['#eef1f8', '#000000'],
    });
    expect(theme).toEqual({
      parameters: [
        ['theme_background_color', '#0c1120'],
        ['theme_text_color', '#eef1f8'],
      ],
      mode: 'dark',
    });
    expect(withPageTheme('/pages/bank/7', theme)).toBe(
      '/pages/bank/7?theme_background_color=%230c1120&theme_text_color=%23eef1f8&themeMode=dark',
    );
    expect(withPageTheme('/pages/bank/7', NO_THEME)).toBe('/pages/bank/7');
    expect(pageThemeOf(undefined)).toEqual(NO_THEME);
  });

  it('renders as custom properties and a colour scheme on the root, and as nothing without a theme', () => {
    expect(themeStylesheet(pageThemeOf({ theme_buttons_textcolor: '#1c1400', themeMode: 'dark' }))).toBe(
      ':root{--theme-buttons-textcolor:#1c1400;color-scheme:dark}\n',
    );
    expect(themeStylesheet(NO_THEME)).toBe('');
  });
});

describe('themed provider pages', () => {
  it('serve the theme as a stylesheet, leaving out what is not a safe value', async () => {
    const app = await appWith();
    const response = await app.inject({
      url: `${THEME_STYLESHEET_PATH}?${THEME_QUERY}&theme_labels_color=red%3Bbackground%3Aurl(x)`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toBe(
      ':root{--theme-background-color:#0c1120;--theme-cardbackground-color:#111829;--theme-text-color:#eef1f8;' +
        '--theme-buttons-color:#f5b301;color-scheme:dark}\n',
    );
  });

  it("read every colour from the theme's variables, with the light look as the default", () => {
    const css = providerPagesStylesheet();
    for (const variable of [
      'background-color,#eef1f4',
      'cardbackground-color,#fff',
      'text-color,#1b1f24',
      'mutedtext-color,#57606a',
      'border-color,#d0d7de',
      'inputbackground-color,#fff',
      'focus-color,#0969da',
      'error-color,#b42318',
      'success-color,#1a7f37',
    ]) {
      expect(css).toContain(`var(--theme-${variable})`);
    }
    // The pages without a brand of their own take the merchant's buttons.
    expect(css).toContain('.brand-generic{--brand:var(--theme-buttons-color,#3a3f4b);');
  });

  it.each([
    ['threeds', 'threeds-challenge', 'CREDITCARD'],
    ['bank', 'bank', 'TRUSTLY'],
    ['ewallet', 'ewallet', 'SKRILL'],
    ['paynplay', 'paynplay', 'TRUSTLY'],
  ] as const)('the %s page links the theme and posts its form back with it', async (path, kind, method) => {
    const app = await appWith(pageContext(kind, { transaction: { method } }));
    const response = await app.inject({ url: `/pages/${path}/1001?token=${PAGE_TOKEN}&${THEME_QUERY}` });
    expect(response.statusCode).toBe(200);
    expect(themeLink(response.body)).toBe(`${THEME_STYLESHEET_PATH}?${THEME_QUERY}`);
    expect(formAction(response.body)).toBe(`/pages/${path}/1001?${THEME_QUERY}`);
    // The theme is never written into the page itself (the CSP forbids inline style).
    expect(response.body).not.toMatch(/<style|style="/);
    expect(response.headers['content-security-policy']).toContain("style-src 'self'");
  });

  it('keeps the theme on the next step and on the done page', async () => {
    const app = await appWith(pageContext('bank', { transaction: { method: 'TRUSTLY' } }));
    const next = await app.inject(
      formPost(`/pages/bank/1001?${THEME_QUERY}`, { token: PAGE_TOKEN, step: 'bank', bank: 'op' }),
    );
    expect(next.statusCode).toBe(200);
    expect(themeLink(next.body)).toBe(`${THEME_STYLESHEET_PATH}?${THEME_QUERY}`);
    expect(formAction(next.body)).toBe(`/pages/bank/1001?${THEME_QUERY}`);
    const done = await app.inject(
      formPost(`/pages/bank/1001?${THEME_QUERY}`, {
        token: PAGE_TOKEN,
        step: 'confirm',
        bank: 'op',
        outcome: 'success',
      }),
    );
    expect(done.body).toContain('Payment step finished');
    expect(themeLink(done.body)).toBe(`${THEME_STYLESHEET_PATH}?${THEME_QUERY}`);
  });

  it('themes the not-found and collect pages, and links nothing without a theme', async () => {
    const app = await appWith(pageContext('threeds-challenge'));
    const missing = await app.inject({ url: `/pages/threeds/1001?token=wrong&${THEME_QUERY}` });
    expect(missing.statusCode).toBe(404);
    expect(themeLink(missing.body)).toBe(`${THEME_STYLESHEET_PATH}?${THEME_QUERY}`);
    const collect = await app.inject({ url: `/threeds/collect/${COLLECT_REFERENCE}?${THEME_QUERY}` });
    expect(collect.statusCode).toBe(200);
    expect(themeLink(collect.body)).toBe(`${THEME_STYLESHEET_PATH}?${THEME_QUERY}`);
    const plain = await app.inject({ url: `/pages/threeds/1001?token=${PAGE_TOKEN}` });
    expect(plain.body).not.toContain('theme.css');
    expect(formAction(plain.body)).toBe('/pages/threeds/1001');
  });
});

describe('generic brand names', () => {
  it("are in the page's language; brands keep their own names", () => {
    const german = translatorFor('de');
    expect(localisedBrand(brandOf('BANK'), german)).toMatchObject({
      name: 'Banküberweisung',
      tagline: 'Online-Banking',
    });
    expect(localisedBrand(brandOf('CREDITCARD_PIQ'), translatorFor('fr')).name).toBe('Paiements par carte');
    expect(localisedBrand(brandOf('SKRILL'), german)).toMatchObject({ name: 'Skrill', tagline: 'Digital wallet' });
    expect(localisedBrand(brandOf('MUCH_BETTER'), translatorFor('ja'))).toMatchObject({
      name: 'Much Better',
      tagline: 'オンライン決済',
    });
  });
});
