import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBanners } from '../src/features/content/api/get-banners';
import { getContentPage } from '../src/features/content/api/get-content-page';
import { LANDING_PAGE } from '../src/features/content/lib/static-page-rules';
import { EARLY_API_URLS, earlyRequestsScript } from './early-requests';

const SCRIPT = earlyRequestsScript({
  localesVersion: 'v1',
  homeAssets: { scripts: ['/assets/content-x.js'], styles: ['/assets/content-x.css'] },
});

/** Runs the early script at a path, in a window of its own; answers the URLs it fetched. */
function fetchedAt(pathname: string, session: Record<string, string> = {}): string[] {
  const fetched: string[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(SCRIPT, {
    window,
    location: { pathname },
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('{}'));
    },
    localStorage: { getItem: () => null },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
    document: { createElement: () => ({}), head: { appendChild: () => undefined } },
  });
  return fetched;
}

/** The URLs the app itself asks for the landing page's content and banners. */
async function landingPageUrls(language: 'fi' | 'en'): Promise<string[]> {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    asked.push(String(url));
    return new Response(JSON.stringify({ banners: [] }), { headers: { 'content-type': 'application/json' } });
  });
  await getContentPage(language, LANDING_PAGE);
  await getBanners('landing', language, undefined);
  return asked;
}

afterEach(() => vi.restoreAllMocks());

describe('the early-requests script index.html runs first', () => {
  it("starts the shell's first calls and the page language's catalogue on any page", () => {
    expect(fetchedAt('/fi/casino')).toEqual([...EARLY_API_URLS, '/locales/fi.json?v=v1']);
  });

  it('on a language home also starts the landing page calls, the same URLs the app asks for', async () => {
    const early = fetchedAt('/fi');
    expect(early.slice(0, EARLY_API_URLS.length + 1)).toEqual([...EARLY_API_URLS, '/locales/fi.json?v=v1']);
    expect(early.slice(EARLY_API_URLS.length + 1)).toEqual(await landingPageUrls('fi'));
  });

  it('leaves the landing page calls out once the visitor closed it this session', () => {
    expect(fetchedAt('/en/', { 'vauhti.landingPageClosed': 'true' })).toEqual([
      ...EARLY_API_URLS,
      '/locales/en.json?v=v1',
    ]);
  });
});
