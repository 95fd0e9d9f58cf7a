import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { isSitePage, sitePathPatterns } from './site-paths';

/** The page-not-found route: the one path of the table that is no page. */
const NOT_FOUND_PATH = '*';

/** The full path of every route that renders a page (a leaf or an index route), as routes.tsx declares it. */
function pagePatterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    if (route.path === NOT_FOUND_PATH) return [];
    const full = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.index) return [parent];
    if (route.children) return pagePatterns(route.children, full);
    return [full];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** A concrete address of a pattern: every parameter filled, the language with a real one. */
function sampleUrl(pattern: string): string {
  return pattern.replace(':lang', 'en').replace(/:[a-zA-Z]+/g, 'sample');
}

describe('the paths the server knows (site-paths.ts) against the route table (routes.tsx)', () => {
  it('name the same page patterns: none missing on either side', () => {
    expect([...pagePatterns(routes)].sort()).toEqual([...sitePathPatterns()].sort());
  });

  it('isSitePage accepts a concrete address of every page of the route table', () => {
    const patterns = pagePatterns(routes);
    expect(patterns.length).toBeGreaterThan(30);
    for (const pattern of patterns) expect(isSitePage(sampleUrl(pattern)), pattern).toBe(true);
  });
});

describe('isSitePage', () => {
  it.each([
    '/',
    '/en',
    '/en/',
    '/el/casino',
    '/sv/casino/slots',
    '/en/casino/slots/new',
    '/en/info/about',
    '/en/info/%C3%A4bout',
    '/en/gameplay/starburst',
    '/en/cashier/callback/deposit/eyJ0eElkIjoiMSJ9',
    '/en/myaccount/profile',
    '/payandplay/step1',
    '/payandplay/step3',
  ])('accepts the page %s', (path) => {
    expect(isSitePage(path)).toBe(true);
  });

  it.each(['/login', '/casino/slots', '/payandplay', '/myaccount/profile', '/info/about'])(
    'accepts %s, which the site moves under the visitor’s language to a page',
    (path) => {
      expect(isSitePage(path)).toBe(true);
    },
  );

  it.each([
    '/en/no-such-page',
    '/en/info',
    '/en/info/a/b/c',
    '/en/casino/slots/new/extra',
    '/en/gameplay',
    '/en/cashier/callback/deposit',
    '/en/myaccount/profile/extra',
    '/payandplay/step2',
  ])('refuses %s, where the site shows page-not-found', (path) => {
    expect(isSitePage(path)).toBe(false);
  });

  it.each(['/xx/unknown', '/no-such-page', '/EN/casino', '/casino/slots/new/extra'])(
    'refuses %s, which the site moves under the visitor’s language to page-not-found',
    (path) => {
      expect(isSitePage(path)).toBe(false);
    },
  );
});
