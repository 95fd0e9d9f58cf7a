import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS, readStorage } from '../../../lib/storage/keys';
import { guestStatus, mockApi } from '../../../test-support/api-mock';
import { finnishSiteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { resetLayoutStore } from '../hooks/layout-store';
import { Footer } from './Footer';

const MISSING_PAGE = {
  head: '',
  content: '',
  metaTitle: '',
  metaTags: '',
  metaDescription: '',
  multilingualUrl: {},
  errorCode: 100464,
};

function page(content: string) {
  return { ...MISSING_PAGE, content, errorCode: null };
}

function footerRoutes(pages: Record<string, unknown>) {
  return {
    'GET /auth/status': guestStatus,
    'GET /site/context': finnishSiteContext(),
    'GET /content/pages': ({ query }: { query: URLSearchParams }) => {
      expect(query.get('urlPath')).toBe('footer');
      return pages[query.get('language') ?? ''] ?? MISSING_PAGE;
    },
  };
}

const languagesAsked = (calls: { path: string }[]) => calls.filter((call) => call.path === '/content/pages').length;

afterEach(() => {
  cleanup();
  resetLayoutStore();
});

describe('footer text from the static page "footer" (spec 2.12, 2.13 and 4)', () => {
  it("shows the page in the visitor's language, with {{site_url}} replaced by the site's address", async () => {
    const { calls } = mockApi(
      footerRoutes({
        fi: page('<p>Lisenssi <a href="{{site_url}}/fi/info/terms">Ehdot</a></p>'),
        en: page('<p>x</p>'),
      }),
    );
    renderWithSite(<Footer />, { url: '/fi', language: 'fi' });
    const link = await screen.findByRole('link', { name: 'Ehdot' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/fi/info/terms`);
    expect(languagesAsked(calls)).toBe(1);
  });

  it('falls back to English when the language has no footer page', async () => {
    const { calls } = mockApi(footerRoutes({ en: page('<p>Operated by Vauhti Gaming Ltd, Malta.</p>') }));
    const { queryClient } = renderWithSite(<Footer />, { url: '/fi', language: 'fi' });
    expect(await screen.findByText('Operated by Vauhti Gaming Ltd, Malta.')).toBeTruthy();
    expect(languagesAsked(calls)).toBe(2);
    // Cached under the static-page viewer's key, so the two share it.
    expect(queryClient.getQueryData(['content-page', 'fi', 'footer'])).toMatchObject({ errorCode: null });
  });

  it('falls back to English when the page exists but is empty', async () => {
    mockApi(footerRoutes({ fi: page('   '), en: page('<p>English footer</p>') }));
    renderWithSite(<Footer />, { url: '/fi', language: 'fi' });
    expect(await screen.findByText('English footer')).toBeTruthy();
  });
});

describe('footer (spec 2.12)', () => {
  it('has the link columns, the 18+ badge and the copyright line with the year and site name', async () => {
    mockApi(footerRoutes({}));
    renderWithSite(<Footer />, { url: '/en' });
    const nav = screen.getByRole('navigation', { name: 'Information' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/info/about',
      '/en/info/vip',
      '/en/info/contact-us',
      '/en/info/responsible-gaming',
      '/en/info/bonus-rules',
      '/en/info/terms',
      '/en/info/privacy',
      '/en/info/cookie-policy',
    ]);
    expect(screen.getByText('18+')).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Vauhti. All rights reserved.`)).toBeTruthy();
    await act(async () => {});
  });
});

describe('cookie notice (spec 2.12 and 3: enableCookie)', () => {
  it('links to the cookie policy, closes, and stays closed on the next visit', async () => {
    mockApi(footerRoutes({}));
    const user = userEvent.setup();
    const first = renderWithSite(<Footer />, { url: '/en' });
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(notice.textContent).toContain('We use cookies');
    expect(within(notice).getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href')).toBe(
      '/en/info/cookie-policy',
    );
    await user.click(within(notice).getByRole('button', { name: 'Close the cookie notice' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(readStorage('local', LOCAL_KEYS.cookieNoticeClosed)).toBe('true');

    first.unmount();
    renderWithSite(<Footer />, { url: '/en' });
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
