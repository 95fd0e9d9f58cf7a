import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, guestStatus, mockApi } from '../../../test-support/api-mock';
import { renderWithSite, testQueryClient } from '../../../test-support/render';
import { contentPage, NOT_FOUND_PAGE } from '../test-support/fixtures';
import { StaticPage } from './StaticPage';

const PATH = '/:lang/info/:url';

function pageCalls(calls: { method: string; path: string }[]) {
  return calls.filter((call) => call.path === '/content/pages');
}

function pageRequests(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://site'))
    .filter((url) => url.pathname === '/api/v1/content/pages')
    .map((url) => Object.fromEntries(url.searchParams));
}

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('StaticPage states (spec 2.13, 4, 8)', () => {
  it('shows the loader until the page arrives', async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({ 'GET /content/pages': () => new Promise((resolve) => (answer = resolve)) });
    renderWithSite(<StaticPage />, { url: '/en/info/about', path: PATH });
    expect((await screen.findByRole('status')).textContent).toContain('Loading the page…');
    await act(async () => answer(contentPage()));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vauhti' })).toBeTruthy();
    expect(screen.queryByText('Loading the page…')).toBeNull();
  });

  it('asks for the page in the site language by its url, and joins url and subUrl', async () => {
    const { fetchMock } = mockApi({ 'GET /content/pages': contentPage() });
    renderWithSite(<StaticPage />, { url: '/fi/info/vip/levels', path: '/:lang/info/:url/:subUrl', language: 'fi' });
    await screen.findByRole('heading', { level: 1 });
    expect(pageRequests(fetchMock)).toEqual([{ language: 'fi', urlPath: 'vip/levels' }]);
  });

  it('shows head then content, with {{site_url}} replaced by the site address', async () => {
    mockApi({
      'GET /content/pages': contentPage({
        head: '<h1>About Vauhti</h1><p>See {{site_url}}/en</p>',
        content:
          '<section id="links"><h2>Links</h2><p><a href="{{site_url}}/en/info/terms">terms</a> <img src="{{site_url}}/media/x.svg" alt="x"></p></section>',
      }),
    });
    const { container } = renderWithSite(<StaticPage />, { url: '/en/info/about', path: PATH });
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Vauhti' });
    const origin = window.location.origin;
    expect(screen.getByText(`See ${origin}/en`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe(`${origin}/en/info/terms`);
    expect(screen.getByRole('img', { name: 'x' }).getAttribute('src')).toBe(`${origin}/media/x.svg`);
    expect(container.innerHTML).not.toContain('{{site_url}}');
    const contentHeading = screen.getByRole('heading', { level: 2, name: 'Links' });
    expect(heading.compareDocumentPosition(contentHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sets the page title and description from the page meta', async () => {
    mockApi({ 'GET /content/pages': contentPage({ metaTitle: 'About us', metaDescription: 'Who we are.' }) });
    renderWithSite(<StaticPage />, { url: '/en/info/about', path: PATH });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('About us | Vauhti'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Who we are.');
  });

  it('shows page-not-found for errorCode 100464', async () => {
    mockApi({ 'GET /content/pages': NOT_FOUND_PAGE });
    renderWithSite(<StaticPage />, { url: '/en/info/nothing-here', path: PATH });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('404'),
    );
  });

  it('shows page-not-found when the content is empty', async () => {
    mockApi({ 'GET /content/pages': contentPage({ content: '  ', errorCode: null }) });
    renderWithSite(<StaticPage />, { url: '/en/info/empty', path: PATH });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows page-not-found when the platform refuses the address', async () => {
    mockApi({ 'GET /content/pages': apiError(400, 'FIELD_INVALID', { field: 'urlPath' }) });
    renderWithSite(<StaticPage />, { url: '/en/info/Bad.Path', path: PATH });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('offers a retry, not page-not-found, when the page cannot be fetched', async () => {
    let fail = true;
    mockApi({
      'GET /content/pages': () => (fail ? apiError(503, 'UNAVAILABLE') : contentPage()),
    });
    renderWithSite(<StaticPage />, { url: '/en/info/about', path: PATH });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vauhti' })).toBeTruthy();
  });

  it.each(['footer', 'landing_page', 'promo-races-page'])(
    'never shows %s as a static page, and does not ask for it',
    async (url) => {
      const { calls } = mockApi({ 'GET /content/pages': contentPage() });
      renderWithSite(<StaticPage />, { url: `/en/info/${url}`, path: PATH });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(pageCalls(calls)).toHaveLength(0);
    },
  );
});

describe('StaticPage scrolling (spec 2.13)', () => {
  it('scrolls to the blocked-territory block once the content has rendered (scrollTo=blockedTerritory)', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    mockApi({
      'GET /content/pages': contentPage({
        content:
          '<section id="intro"><h2>Intro</h2></section><section id="blockedTerritory"><h2>Restricted territories</h2></section>',
      }),
    });
    renderWithSite(<StaticPage />, { url: '/en/info/terms?scrollTo=blockedTerritory', path: PATH });
    await screen.findByRole('heading', { level: 2, name: 'Restricted territories' });
    await waitFor(() => expect(scrolled).toEqual(['blockedTerritory']));
  });

  it('does not scroll without a target', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    mockApi({ 'GET /content/pages': contentPage() });
    renderWithSite(<StaticPage />, { url: '/en/info/about', path: PATH });
    await screen.findByRole('heading', { level: 2 });
    expect(scroll).not.toHaveBeenCalled();
  });
});

describe('StaticPage caching (spec 7)', () => {
  it('shares one request between viewers of the same page shown at the same time', async () => {
    const { calls } = mockApi({ 'GET /content/pages': contentPage() });
    renderWithSite(
      <>
        <StaticPage />
        <StaticPage />
      </>,
      { url: '/en/info/about', path: PATH },
    );
    expect(await screen.findAllByRole('heading', { level: 1, name: 'About Vauhti' })).toHaveLength(2);
    expect(pageCalls(calls)).toHaveLength(1);
  });

  it('caches per language and url: the same page again costs nothing, another language asks again', async () => {
    const { fetchMock } = mockApi({ 'GET /content/pages': contentPage() });
    const queryClient = testQueryClient();
    const first = renderWithSite(<StaticPage />, { url: '/en/info/about', path: PATH, queryClient });
    await screen.findByRole('heading', { level: 1 });
    first.unmount();

    const again = renderWithSite(<StaticPage />, { url: '/en/info/about', path: PATH, queryClient });
    await screen.findByRole('heading', { level: 1 });
    again.unmount();
    expect(pageRequests(fetchMock)).toHaveLength(1);

    renderWithSite(<StaticPage />, { url: '/fi/info/about', path: PATH, queryClient, language: 'fi' });
    await screen.findByRole('heading', { level: 1 });
    expect(pageRequests(fetchMock)).toEqual([
      { language: 'en', urlPath: 'about' },
      { language: 'fi', urlPath: 'about' },
    ]);
  });
});

describe('StaticPage links', () => {
  it('opens links to the site inside the app, without reloading', async () => {
    mockApi({ 'GET /content/pages': contentPage() });
    const { router } = renderWithSite(<StaticPage />, { url: '/en/info/about', path: PATH });
    await userEvent.click(await screen.findByRole('link', { name: 'terms' }));
    expect(router.state.location.pathname).toBe('/en/info/terms');
  });

  it('leaves links to other sites to the browser', async () => {
    mockApi({
      'GET /content/pages': contentPage({
        content: '<section><h2>Help</h2><p><a href="https://www.peluuri.fi">Peluuri</a></p></section>',
      }),
    });
    const { router } = renderWithSite(<StaticPage />, { url: '/en/info/responsible-gaming', path: PATH });
    const link = await screen.findByRole('link', { name: 'Peluuri' });
    // Seen from the document, after the content's own listener has had its turn.
    let defaultPrevented: boolean | undefined;
    const observe = (event: Event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', observe);
    await userEvent.click(link);
    document.removeEventListener('click', observe);
    expect(defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/en/info/responsible-gaming');
  });
});

describe('StaticPage special pages', () => {
  it('shows the contact form under the contact page content', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /content/pages': contentPage({
        head: '<h1>Contact us</h1>',
        content: '<section><h2>How to reach us</h2></section>',
      }),
    });
    renderWithSite(<StaticPage />, { url: '/en/info/contact-us', path: PATH });
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(within(form).getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How to reach us' })).toBeTruthy();
  });

  it('keeps the contact form reachable when the contact page content is missing', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /content/pages': NOT_FOUND_PAGE });
    renderWithSite(<StaticPage />, { url: '/en/info/contact-us', path: PATH });
    expect(await screen.findByRole('form', { name: 'Send us a message' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
  });

  it('shows the bonus rules as an ordinary page', async () => {
    const { fetchMock } = mockApi({
      'GET /content/pages': contentPage({ head: '<h1>General bonus rules</h1>' }),
    });
    renderWithSite(<StaticPage />, { url: '/en/info/bonus-rules', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'General bonus rules' })).toBeTruthy();
    expect(pageRequests(fetchMock)).toEqual([{ language: 'en', urlPath: 'bonus-rules' }]);
  });

  it('lists the sections of a long page under "On this page"', async () => {
    mockApi({
      'GET /content/pages': contentPage({
        content:
          '<section id="a"><h2>First</h2></section><section id="b"><h2>Second</h2></section><section id="c"><h2>Third</h2></section>',
      }),
    });
    renderWithSite(<StaticPage />, { url: '/en/info/terms', path: PATH });
    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#a', '#b', '#c']);
  });
});
