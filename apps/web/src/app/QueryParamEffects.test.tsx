import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPendingDeposit } from '../lib/navigation/after-login';
import { readPreviousUrl } from '../lib/navigation/previous-url';
import { activeOverlay } from '../lib/overlays/overlay-store';
import { LOCAL_KEYS } from '../lib/storage/keys';
import { guestStatus, mockApi } from '../test-support/api-mock';
import { finnishProfile, loggedInStatus } from '../test-support/fixtures/session';
import { renderWithSite } from '../test-support/render';
import { QueryParamEffects } from './QueryParamEffects';

function asGuest() {
  return mockApi({ 'GET /auth/status': guestStatus });
}

function asPlayer() {
  return mockApi({ 'GET /auth/status': loggedInStatus(), 'GET /profile': finnishProfile() });
}

function renderAt(url: string, path = '/:lang/*') {
  return renderWithSite(<QueryParamEffects />, { url, path, language: 'fi' });
}

function urlOf(router: ReturnType<typeof renderAt>['router']) {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** Waits until the session is known and the effects had their turn. */
async function settled(router: ReturnType<typeof renderAt>['router'], calls: { path: string }[]) {
  await waitFor(() => expect(calls.some((call) => call.path === '/auth/status')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return router.state.location;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the tests expire what storeTracking wrote the same way.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

describe('QueryParamEffects: cashier parameters (spec 2.2)', () => {
  it('withdraw=true sends a guest to login with the page stored as the previous url', async () => {
    asGuest();
    const { router } = renderAt('/fi/casino/slots?withdraw=true');
    await waitFor(() => expect(urlOf(router)).toBe('/fi/login'));
    expect(readPreviousUrl()).toBe('/fi/casino/slots?withdraw=true');
  });

  it('pendingWithdrawal sends a guest to login with the page stored', async () => {
    asGuest();
    const { router } = renderAt('/fi/promotions?pendingWithdrawal=true');
    await waitFor(() => expect(urlOf(router)).toBe('/fi/login'));
    expect(readPreviousUrl()).toBe('/fi/promotions?pendingWithdrawal=true');
  });

  it('a deposit link sends a guest to login with the previous url and the pending deposit stored', async () => {
    asGuest();
    const { router } = renderAt('/fi?service=deposit&amount=40&bonus=WELCOME&method=card', '/:lang');
    await waitFor(() => expect(urlOf(router)).toBe('/fi/login'));
    expect(readPreviousUrl()).toBe('/fi?service=deposit&amount=40&bonus=WELCOME&method=card');
    expect(readPendingDeposit()).toEqual({ amount: '40', bonus: 'WELCOME' });
  });

  it('a logged-in player stays on the page with the query for the cashier', async () => {
    const { calls } = asPlayer();
    const { router } = renderAt('/fi/casino?withdraw=true');
    const location = await settled(router, calls);
    expect(`${location.pathname}${location.search}`).toBe('/fi/casino?withdraw=true');
    expect(readPreviousUrl()).toBeNull();
  });

  it('an unknown step removes the cashier params and goes home', async () => {
    asPlayer();
    const { router } = renderAt('/fi/casino?step=unknown&amount=10&c=camp');
    await waitFor(() => expect(urlOf(router)).toBe('/fi?c=camp'));
  });
});

describe('QueryParamEffects: pageurlid and quicklogin (spec 2.2)', () => {
  it('pageurlid navigates to a site path', async () => {
    asGuest();
    const { router } = renderAt('/fi?pageurlid=/fi/info/about', '/:lang');
    await waitFor(() => expect(urlOf(router)).toBe('/fi/info/about'));
  });

  it('pageurlid with another site is ignored', async () => {
    const { calls } = asGuest();
    const { router } = renderAt('/fi?pageurlid=https://evil.example/', '/:lang');
    const location = await settled(router, calls);
    expect(location.pathname).toBe('/fi');
  });

  it('quicklogin asks a guest for the quick-login overlay', async () => {
    asGuest();
    renderAt('/fi/casino?quicklogin=true');
    await waitFor(() => expect(activeOverlay()).toBe('quickLogin'));
  });

  it('quicklogin does nothing for a logged-in player', async () => {
    const { calls } = asPlayer();
    const { router } = renderAt('/fi/casino?quicklogin=true');
    await settled(router, calls);
    expect(activeOverlay()).toBeNull();
  });

  it('quicklogin is removed on mobile at game launch', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 992px)', media: query }));
    const { calls } = asGuest();
    const { router } = renderAt('/fi/gameplay/book-of-vauhti?quicklogin=true&forceRealGame=false');
    await waitFor(() => expect(router.state.location.search).toBe('?forceRealGame=false'));
    await settled(router, calls);
    expect(router.state.location.pathname).toBe('/fi/gameplay/book-of-vauhti');
    expect(activeOverlay()).toBeNull();
  });
});

describe('QueryParamEffects: tracking (spec 2.2)', () => {
  it('stores affiliate cookies and UTM parameters from any page', async () => {
    const { calls } = asGuest();
    const { router } = renderAt('/fi/casino?affid=55&CXD=9_c_31&c=autumn&utm_source=partner&utm_campaign=fall');
    await settled(router, calls);
    expect(document.cookie).toContain('affid=55');
    expect(document.cookie).toContain('affname=vauhti-affiliate');
    expect(document.cookie).toContain('cxd=9_c_31');
    expect(document.cookie).toContain('cxd_c=31');
    expect(document.cookie).toContain('c=autumn');
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.utm) ?? '{}')).toMatchObject({
      utm_source: 'partner',
      utm_campaign: 'fall',
    });
  });
});
