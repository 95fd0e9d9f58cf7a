import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent } from '../../../lib/events/site-events';
import { LOCAL_KEYS, readStorage, SESSION_KEYS } from '../../../lib/storage/keys';
import { guestStatus, mockApi } from '../../../test-support/api-mock';
import { finnishProfile, loggedInStatus } from '../../../test-support/fixtures/session';
import { finnishSiteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { banner, contentPage } from '../test-support/fixtures';
import { HomePage } from './HomePage';

const LANDING_CONTEXT = finnishSiteContext({
  countryCode: 'FI',
  landingPage: { enabled: true, countries: ['FI', 'NO'] },
});
const LANDING_PAGE = contentPage({
  head: '<h1>Fast games. Fast payouts.</h1><p>Welcome offer.</p>',
  content: '<section id="why-vauhti"><h2>Why players choose Vauhti</h2></section>',
  metaTitle: 'Vauhti welcome offer',
});

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's affiliate cookie
  document.cookie = 'affid=; max-age=0; path=/';
});

function requestsTo(fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://site'))
    .filter((url) => url.pathname === `/api/v1${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

function guestRoutes(context = finnishSiteContext()) {
  return {
    'GET /auth/status': guestStatus,
    'GET /site/context': context,
    'GET /content/banners': ({ query }: { query: URLSearchParams }) => ({
      banners: [banner({ zoneId: query.get('zoneId') as 'home-guest' })],
    }),
    'GET /content/pages': LANDING_PAGE,
  };
}

describe('HomePage for guests (spec 2.3)', () => {
  it('shows the guest home with the guest banners and registration when the country registers normally', async () => {
    const { fetchMock } = mockApi(guestRoutes(finnishSiteContext({ registrationMode: 'standard' })));
    renderWithSite(<HomePage />, { url: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vauhti means speed.' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Welcome to Vauhti' });
    expect(requestsTo(fetchMock, '/content/banners')).toEqual([{ zoneId: 'home-guest', language: 'en' }]);
    const signUps = screen.getAllByRole('link', { name: 'Create your account' });
    expect(signUps.map((link) => link.getAttribute('href'))).toEqual(['/en/register', '/en/register']);
    expect(screen.queryByRole('link', { name: 'Pay and play' })).toBeNull();
  });

  it('offers pay-and-play instead of registration in a pay-and-play country', async () => {
    mockApi(guestRoutes(finnishSiteContext({ countryCode: 'SE', registrationMode: 'pay_and_play' })));
    renderWithSite(<HomePage />, { url: '/en' });
    const payAndPlay = await screen.findAllByRole('link', { name: 'Pay and play' });
    expect(payAndPlay[0]?.getAttribute('href')).toBe('/en/payandplay');
    expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull();
  });

  it('passes the affiliate id from the affid cookie to the banners', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the tracking cookie the site sets from affid links
    document.cookie = 'affid=partner-demo; path=/';
    const { fetchMock } = mockApi(guestRoutes());
    renderWithSite(<HomePage />, { url: '/en' });
    await screen.findByRole('heading', { name: 'Welcome to Vauhti' });
    expect(requestsTo(fetchMock, '/content/banners')).toEqual([
      { zoneId: 'home-guest', language: 'en', affiliateId: 'partner-demo' },
    ]);
  });

  it('introduces each product, and marks the sportsbook and the races as coming, without links, while they are switched off', async () => {
    mockApi(guestRoutes());
    renderWithSite(<HomePage />, { url: '/en' });
    const products = await screen.findByRole('region', { name: 'Everything in one account' });
    const names = within(products)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Casino', 'Live casino', 'Sportsbook', 'Vauhtirallit', 'VIP']);
    expect(
      within(products)
        .getByRole('link', { name: /Explore slots/ })
        .getAttribute('href'),
    ).toBe('/en/casino/slots');
    expect(
      within(products)
        .getByRole('link', { name: /Discover VIP/ })
        .getAttribute('href'),
    ).toBe('/en/info/vip');
    expect(within(products).getAllByText('Coming soon')).toHaveLength(2);
    expect(within(products).queryByRole('link', { name: /sportsbook/i })).toBeNull();
    expect(within(products).queryByRole('link', { name: /See the races/ })).toBeNull();
  });

  it('links the trust strip to responsible gaming', async () => {
    mockApi(guestRoutes());
    renderWithSite(<HomePage />, { url: '/en' });
    const link = await screen.findByRole('link', { name: 'Read about responsible gaming' });
    expect(link.getAttribute('href')).toBe('/en/info/responsible-gaming');
  });
});

describe('HomePage for logged-in players (spec 2.3)', () => {
  it('greets the player, shows the player banners and the quick links', async () => {
    const { fetchMock } = mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile({ firstName: 'Aino' }),
      'GET /site/context': finnishSiteContext(),
      'GET /content/banners': { banners: [banner({ zoneId: 'home-player' })] },
    });
    renderWithSite(<HomePage />, { url: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Aino' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Welcome to Vauhti' });
    expect(requestsTo(fetchMock, '/content/banners')).toEqual([{ zoneId: 'home-player', language: 'en' }]);
    const links = within(screen.getByRole('region', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en?service=deposit',
      '/en/casino/slots',
      '/en/casino/live-casino',
      '/en/promotions',
      '/en/myaccount',
    ]);
    expect(screen.queryByRole('heading', { name: 'Vauhti means speed.' })).toBeNull();
  });

  it('welcomes a player in the visit they signed up in (firstVisit) with "Welcome, Aino" and the first-visit lead, not "Welcome back"', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile({ firstName: 'Aino', firstVisit: true }),
      'GET /site/context': finnishSiteContext(),
      'GET /content/banners': { banners: [] },
    });
    renderWithSite(<HomePage />, { url: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Aino' })).toBeTruthy();
    expect(screen.getByText('Your account is ready. Here is where to start.')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(screen.queryByText('Pick up where you left off, or find something new.')).toBeNull();
  });

  it('welcomes a first-visit player without a name with "Welcome", and a returning one with "Welcome back"', async () => {
    const nameless = { firstName: null, nickname: null, screenName: null };
    mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile({ ...nameless, firstVisit: true }),
      'GET /site/context': finnishSiteContext(),
      'GET /content/banners': { banners: [] },
    });
    const first = renderWithSite(<HomePage />, { url: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    first.unmount();

    mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile({ ...nameless, firstVisit: false }),
      'GET /site/context': finnishSiteContext(),
      'GET /content/banners': { banners: [] },
    });
    renderWithSite(<HomePage />, { url: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Pick up where you left off, or find something new.')).toBeTruthy();
  });

  it('never shows the landing page to a logged-in player', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile(),
      'GET /site/context': LANDING_CONTEXT,
      'GET /content/banners': { banners: [] },
    });
    renderWithSite(<HomePage />, { url: '/en' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Aino' });
    expect(screen.queryByRole('button', { name: 'Close the welcome page and go to the site' })).toBeNull();
    expect(readStorage('local', LOCAL_KEYS.landingPage)).toBeNull();
  });
});

describe('HomePage landing page (spec 2.3, 3, 4)', () => {
  it('shows the landing page to a guest from a landing-page country and flags it in local storage', async () => {
    const { fetchMock } = mockApi(guestRoutes(LANDING_CONTEXT));
    renderWithSite(<HomePage />, { url: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast games. Fast payouts.' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Why players choose Vauhti' })).toBeTruthy();
    expect(readStorage('local', LOCAL_KEYS.landingPage)).toBe('true');
    expect(requestsTo(fetchMock, '/content/pages')).toEqual([{ language: 'en', urlPath: 'landing_page' }]);
    await screen.findByRole('heading', { name: 'Welcome to Vauhti' });
    expect(requestsTo(fetchMock, '/content/banners')).toEqual([{ zoneId: 'landing', language: 'en' }]);
    expect(screen.queryByRole('heading', { name: 'Vauhti means speed.' })).toBeNull();
  });

  it('offers quick registration when the country is not a pay-and-play country', async () => {
    mockApi(guestRoutes(LANDING_CONTEXT));
    renderWithSite(<HomePage />, { url: '/en' });
    const signUp = await screen.findByRole('link', { name: 'Sign up now' });
    expect(signUp.getAttribute('href')).toBe('/en/register');
  });

  it('offers pay-and-play step one in a pay-and-play country', async () => {
    mockApi(
      guestRoutes(
        finnishSiteContext({
          countryCode: 'SE',
          registrationMode: 'pay_and_play',
          payAndPlayCountries: ['SE'],
          landingPage: { enabled: true, countries: ['SE'] },
        }),
      ),
    );
    renderWithSite(<HomePage />, { url: '/en' });
    const payAndPlay = await screen.findByRole('link', { name: 'Deposit and play' });
    expect(payAndPlay.getAttribute('href')).toBe('/en/playnow/step1');
  });

  it('shows the guest home when landing pages are off, or the list is empty', async () => {
    mockApi(guestRoutes(finnishSiteContext({ landingPage: { enabled: true, countries: [] } })));
    renderWithSite(<HomePage />, { url: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vauhti means speed.' })).toBeTruthy();
    expect(readStorage('local', LOCAL_KEYS.landingPage)).toBeNull();
  });

  it('closing removes the flag, broadcasts landingPageOff and shows the guest home for the rest of the session', async () => {
    const events: unknown[] = [];
    const stop = onSiteEvent('landingPageOff', (detail) => events.push(detail));
    mockApi(guestRoutes(LANDING_CONTEXT));
    const first = renderWithSite(<HomePage />, { url: '/en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Close the welcome page and go to the site' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vauhti means speed.' })).toBeTruthy();
    expect(readStorage('local', LOCAL_KEYS.landingPage)).toBeNull();
    expect(events).toEqual([{}]);
    expect(readStorage('session', SESSION_KEYS.landingPageClosed)).toBe('true');
    first.unmount();

    renderWithSite(<HomePage />, { url: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vauhti means speed.' })).toBeTruthy();
    stop();
  });

  it('continues to the home while the sportsbook is not available', async () => {
    mockApi(guestRoutes(LANDING_CONTEXT));
    renderWithSite(<HomePage />, { url: '/en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to the site' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Vauhti means speed.' })).toBeTruthy());
    expect(readStorage('local', LOCAL_KEYS.landingPage)).toBeNull();
  });
});
