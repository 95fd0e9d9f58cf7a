import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderPageKind } from '../payments/provider-pages-facade';
import { PAGE_LANGUAGES, type PageLanguage, type TextKey, translatorFor } from './catalogue';
import { fakeProviderPages, PAGE_TOKEN, pageContext } from './test-support/fake-provider-pages';
import { formPost, pagesApp } from './test-support/pages-app';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const PAGES: { kind: ProviderPageKind; path: string; method: string; heading: TextKey }[] = [
  { kind: 'threeds-challenge', path: 'threeds', method: 'CREDITCARD', heading: 'threedsHeading' },
  { kind: 'bank', path: 'bank', method: 'TRUSTLY', heading: 'bankChooseHeading' },
  { kind: 'ewallet', path: 'ewallet', method: 'SKRILL', heading: 'walletLoginHeading' },
  { kind: 'paynplay', path: 'paynplay', method: 'TRUSTLY', heading: 'pnpIdentifyHeading' },
];

const LOCALES: Record<PageLanguage, string> = {
  en: 'en_GB',
  fi: 'fi',
  sv: 'sv-SE',
  no: 'nb_NO',
  de: 'de',
  fr: 'fr_FR',
  es: 'es_PE',
  pl: 'pl',
  ro: 'ro_RO',
  hu: 'hu_HU',
  el: 'el_GR',
  ja: 'ja_JP',
  ko: 'ko',
};

async function appWith(...contexts: ReturnType<typeof pageContext>[]) {
  const pages = fakeProviderPages(contexts);
  const app = await pagesApp(pages);
  close = () => app.close();
  return { app, pages };
}

/** What the HTML shows for a text: escapeHtml turns apostrophes into entities. */
function shown(text: string): string {
  return text.replaceAll("'", '&#39;');
}

describe('provider pages in every language', () => {
  for (const page of PAGES) {
    it.each(PAGE_LANGUAGES)(`renders the ${page.kind} page in %s`, async (language) => {
      const t = translatorFor(language);
      const { app } = await appWith(
        pageContext(page.kind, { locale: LOCALES[language], transaction: { method: page.method } }),
      );
      const response = await app.inject({ url: `/pages/${page.path}/1001?token=${PAGE_TOKEN}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<html lang="${language}">`);
      expect(response.body).toContain(shown(t(page.heading, { brand: 'Skrill' })));
      expect(response.body).toContain(shown(t('sandboxNotice')));
    });
  }

  it('falls back to English for a language it does not have', async () => {
    const { app } = await appWith(pageContext('ewallet', { locale: 'pt_BR', transaction: { method: 'NETELLER' } }));
    const response = await app.inject({ url: `/pages/ewallet/1001?token=${PAGE_TOKEN}` });
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('Log in to NETELLER');
  });

  it('formats the amount for the language and the currency decimals', async () => {
    const { app } = await appWith(
      pageContext('ewallet', { locale: 'de', transaction: { method: 'SKRILL', amount: 123456, currency: 'EUR' } }),
    );
    const response = await app.inject({ url: `/pages/ewallet/1001?token=${PAGE_TOKEN}` });
    expect(response.body).toMatch(/1\.234,56\s€/);
  });
});

describe('provider page headers', () => {
  it('may be framed by any origin and runs only its own script and style', async () => {
    const { app } = await appWith(pageContext('bank', { transaction: { method: 'TRUSTLY' } }));
    const response = await app.inject({ url: `/pages/bank/1001?token=${PAGE_TOKEN}` });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors *');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    // No inline script: only the external file and JSON data blocks.
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.every((tag) => tag.includes(' src="') || tag.includes('type="application/json"'))).toBe(true);
  });

  it('serves the stylesheet and the script with brand colours', async () => {
    const { app } = await appWith();
    const css = await app.inject({ url: '/pages/assets/provider-pages.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('.brand-skrill{--brand:#862165');
    const script = await app.inject({ url: '/pages/assets/provider-pages.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("postMessage(message, '*')");
  });
});

describe('provider page errors', () => {
  for (const page of PAGES) {
    it(`answers 404 without details for an unknown ${page.kind} transaction or a wrong token`, async () => {
      const { app } = await appWith(pageContext(page.kind, { transaction: { method: page.method } }));
      for (const url of [
        `/pages/${page.path}/9999?token=${PAGE_TOKEN}`,
        `/pages/${page.path}/1001?token=wrong`,
        `/pages/${page.path}/1001`,
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('Page not found');
        expect(response.body).not.toContain('1001');
      }
    });

    it(`says a completed ${page.kind} payment is already completed, for GET and POST`, async () => {
      const { app, pages } = await appWith(
        pageContext(page.kind, { locale: 'sv', transaction: { method: page.method, state: 'SUCCESSFUL' } }),
      );
      const shownPage = await app.inject({ url: `/pages/${page.path}/1001?token=${PAGE_TOKEN}` });
      expect(shownPage.statusCode).toBe(409);
      expect(shownPage.body).toContain('Den här betalningen är redan slutförd');
      const posted = await app.inject(
        formPost(`/pages/${page.path}/1001`, { token: PAGE_TOKEN, outcome: 'success', action: 'submit', code: '1234' }),
      );
      expect(posted.statusCode).toBe(409);
      expect(pages.calls.every((call) => call.name === 'pageContext')).toBe(true);
    });
  }

  it('does not answer a POST with a wrong token from the core', async () => {
    const { app, pages } = await appWith(pageContext('ewallet', { transaction: { method: 'SKRILL' } }));
    const response = await app.inject(formPost('/pages/ewallet/1001', { token: 'wrong', outcome: 'cancel' }));
    expect(response.statusCode).toBe(404);
    expect(pages.calls.some((call) => call.name === 'resolvePage')).toBe(false);
  });
});
