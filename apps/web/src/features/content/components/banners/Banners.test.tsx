import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue } from '../../../../lib/games/test-support/fixture-catalogue';
import { apiError, guestStatus, mockApi } from '../../../../test-support/api-mock';
import { finnishProfile, loggedInStatus } from '../../../../test-support/fixtures/session';
import { renderWithSite } from '../../../../test-support/render';
import { banner } from '../../test-support/fixtures';
import { AUTOPLAY_INTERVAL_MS } from './BannerCarousel';
import { Banners, CAROUSEL_LOAD_DELAY_MS } from './Banners';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The carousel loads when the visitor reaches for the banners (or after a delay). */
async function showCarousel() {
  fireEvent.pointerEnter(await screen.findByRole('region', { name: 'Featured offers' }));
  await screen.findByRole('button', { name: 'Next banner' });
}

/** The carousel of three banners, loaded, with the clock under the test's control. */
async function renderCarousel() {
  mockApi({
    'GET /auth/status': guestStatus,
    'GET /content/banners': { banners: [banner({ id: 1 }), banner({ id: 2 }), banner({ id: 3 })] },
  });
  // Fake timers from the start, so the carousel's own timers are under the test's control; it
  // loads by itself after its delay, with no pointer over it.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
  await screen.findByRole('region', { name: 'Featured offers' });
  await act(() => vi.advanceTimersByTimeAsync(CAROUSEL_LOAD_DELAY_MS));
  await screen.findByRole('button', { name: 'Next banner' });
  return screen.getByRole('region', { name: 'Featured offers' });
}

function currentDot() {
  return screen
    .getAllByRole('button', { name: /Show banner/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

function bannerRequests(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://site'))
    .filter((url) => url.pathname === '/api/v1/content/banners')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('Banners', () => {
  it("fills the catalogue's game count into the copy in the page's language, once the catalogue is in", async () => {
    const catalogue = fixtureCatalogue({ slots: 1200 });
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /games/catalogue': catalogue,
      'GET /content/banners': {
        banners: [banner({ content: '<div class="banner"><h2>{{games_count}} pelejä</h2></div>' })],
      },
    });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" />, { url: '/fi', language: 'fi' });
    const heading = await screen.findByRole('heading', { level: 2 });
    // 1 2xx games: Finnish groups thousands with a (narrow) no-break space.
    expect(heading.textContent).toBe(`${new Intl.NumberFormat('fi-FI').format(catalogue.games.length)} pelejä`);
    expect(catalogue.games.length).toBeGreaterThan(999);
    expect(document.body.textContent).not.toContain('{{games_count}}');
  });

  it('shows a first banner without counts while the catalogue is still on its way; a later slide with counts does not hold it', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      // The catalogue never answers in this test.
      'GET /games/catalogue': () => new Promise(() => undefined),
      'GET /content/banners': {
        banners: [
          banner({ id: 1, content: '<div class="banner"><h2>Welcome offer</h2></div>' }),
          banner({ id: 2, content: '<div class="banner"><h2>{{games_count}} games</h2></div>' }),
        ],
      },
    });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
    expect(await screen.findByRole('heading', { name: 'Welcome offer' })).toBeTruthy();
    expect(screen.queryByTestId('banners-loading')).toBeNull();
  });

  it('shows the copy without the number, never a raw placeholder, when the catalogue cannot be loaded', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /games/catalogue': apiError(503, 'UNAVAILABLE'),
      'GET /content/banners': {
        banners: [banner({ content: '<div class="banner"><h2>Play {{games_count}} games</h2></div>' })],
      },
    });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
    expect((await screen.findByRole('heading', { name: 'Play games' })).textContent).toBe('Play games');
  });

  it('does not show a banner that advertises the sportsbook while it is switched off', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /content/banners': {
        banners: [
          banner({ id: 1, targetUrl: 'sports', content: '<div class="banner"><h2>Bet on the match</h2></div>' }),
          banner({ id: 2, targetUrl: 'casino/slots', content: '<div class="banner"><h2>Slots</h2></div>' }),
        ],
      },
    });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
    expect((await screen.findByRole('link', { name: 'Slots' })).getAttribute('href')).toBe('/en/casino/slots');
    expect(screen.queryByText('Bet on the match')).toBeNull();
  });

  it('asks for the zone in the site language, with the affiliate id when there is one', async () => {
    const { fetchMock } = mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: [banner()] } });
    renderWithSite(<Banners zone="home-guest" affiliateId="partner-demo" label="Featured offers" />, {
      url: '/fi',
      language: 'fi',
    });
    await screen.findByRole('heading', { name: 'Welcome to Vauhti' });
    expect(bannerRequests(fetchMock)).toEqual([{ zoneId: 'home-guest', language: 'fi', affiliateId: 'partner-demo' }]);
  });

  it('leaves the affiliate id out when the visitor has none', async () => {
    const { fetchMock } = mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: [banner()] } });
    renderWithSite(<Banners zone="promotions" label="Offers" />);
    await screen.findByRole('heading', { name: 'Welcome to Vauhti' });
    expect(bannerRequests(fetchMock)).toEqual([{ zoneId: 'promotions', language: 'en' }]);
  });

  it('replaces {{siteUrl}} in the banner with the site address (spec 2.13)', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: [banner()] } });
    const { container } = renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
    await screen.findByRole('heading', { name: 'Welcome to Vauhti' });
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${window.location.origin}/media/banners/welcome.svg`);
    expect(container.innerHTML).not.toContain('{{siteUrl}}');
  });

  it('links a guest to targetUrl, through the router', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: [banner()] } });
    const { router } = renderWithSite(<Banners zone="home-guest" label="Featured offers" />, { url: '/en' });
    const link = await screen.findByRole('link', { name: /Welcome to Vauhti/ });
    expect(link.getAttribute('href')).toBe('/en/register');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/en/register');
  });

  it('links a logged-in player to targetMemberUrl', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile(),
      'GET /content/banners': { banners: [banner()] },
    });
    renderWithSite(<Banners zone="home-player" label="Offers for you" />, { url: '/en' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Welcome to Vauhti/ }).getAttribute('href')).toBe('/en/promotions'),
    );
  });

  it('does not wrap a banner that has links of its own in another link', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /content/banners': {
        banners: [
          banner({
            content: '<div class="banner"><h2>VIP</h2><p><a href="{{siteUrl}}/en/info/vip">Levels</a></p></div>',
          }),
        ],
      },
    });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
    await screen.findByRole('heading', { name: 'VIP' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Levels']);
  });

  it('shows the fallback when the zone has no banners', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: [] } });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" fallback={<p>No offers</p>} />);
    expect(await screen.findByText('No offers')).toBeTruthy();
  });

  it('shows several banners as a carousel with labelled previous, next, pause and one dot per banner', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /content/banners': {
        banners: [
          banner({ id: 1 }),
          banner({ id: 2, content: '<div class="banner"><h2>Slots</h2></div>' }),
          banner({ id: 3, content: '<div class="banner"><h2>Live</h2></div>' }),
        ],
      },
    });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
    // The first banner shows on its own; the carousel takes over once the visitor reaches for it.
    await showCarousel();
    const region = screen.getByRole('region', { name: 'Featured offers' });
    expect(within(region).getByRole('button', { name: 'Previous banner' })).toBeTruthy();
    expect(within(region).getAllByRole('button', { name: /Show banner \d of 3/ })).toHaveLength(3);
    expect(within(region).getByRole('button', { name: 'Show banner 1 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(region.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    const pause = within(region).getByRole('button', { name: 'Pause the banners' });
    await userEvent.click(pause);
    expect(within(region).getByRole('button', { name: 'Play the banners' })).toBeTruthy();
  });

  it('shows the first banner alone at first and loads the carousel on its own before the first banner would move on', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /content/banners': { banners: [banner({ id: 1 }), banner({ id: 2 })] },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
    await screen.findByRole('heading', { name: 'Welcome to Vauhti' });
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    await vi.advanceTimersByTimeAsync(CAROUSEL_LOAD_DELAY_MS);
    expect(await screen.findByRole('button', { name: 'Next banner' })).toBeTruthy();
  });

  it('keeps the banners out of view away from the keyboard', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /content/banners': { banners: [banner({ id: 1 }), banner({ id: 2, targetUrl: 'casino/slots' })] },
    });
    renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
    await showCarousel();
    const region = screen.getByRole('region', { name: 'Featured offers' });
    const slides = Array.from(region.querySelectorAll('[aria-roledescription="slide"]'));
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true]);
  });

  it('does not move by itself, and offers no pause, for visitors who prefer reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia.call(window, query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      mockApi({
        'GET /auth/status': guestStatus,
        'GET /content/banners': { banners: [banner({ id: 1 }), banner({ id: 2 })] },
      });
      renderWithSite(<Banners zone="home-guest" label="Featured offers" />);
      await showCarousel();
      expect(screen.queryByRole('button', { name: 'Pause the banners' })).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('moves on to the next banner by itself after the interval', async () => {
    await renderCarousel();
    await act(() => vi.advanceTimersByTimeAsync(AUTOPLAY_INTERVAL_MS - 100));
    expect(currentDot()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(currentDot()).toBe(1);
  });

  it('stays on its banner while the pointer is over it', async () => {
    const region = await renderCarousel();
    fireEvent.mouseEnter(region);
    await act(() => vi.advanceTimersByTimeAsync(AUTOPLAY_INTERVAL_MS * 2));
    expect(currentDot()).toBe(0);
    fireEvent.mouseLeave(region);
    await act(() => vi.advanceTimersByTimeAsync(AUTOPLAY_INTERVAL_MS));
    expect(currentDot()).toBe(1);
  });

  it('stays on its banner once paused', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOPLAY_INTERVAL_MS * 2));
    expect(currentDot()).toBe(0);
  });

  it('goes to the banner of a dot, and to the next with the next button', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3 of 3' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(currentDot()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(currentDot()).toBe(0);
  });
});
