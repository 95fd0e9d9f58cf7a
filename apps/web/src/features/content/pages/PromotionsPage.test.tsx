import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, guestStatus, mockApi } from '../../../test-support/api-mock';
import { finnishProfile, loggedInStatus } from '../../../test-support/fixtures/session';
import { renderWithSite } from '../../../test-support/render';
import { banner } from '../test-support/fixtures';
import { PromotionsPage } from './PromotionsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROMOTIONS = [
  banner({
    id: 1,
    zoneId: 'promotions',
    content:
      '<div class="banner"><img src="{{siteUrl}}/media/banners/welcome.svg" alt=""><h2>Welcome offer</h2><p>100% up to €100.</p></div>',
    targetUrl: 'register',
    targetMemberUrl: 'promotions?service=deposit',
  }),
  banner({
    id: 2,
    zoneId: 'promotions',
    content: '<div class="banner"><img src="{{siteUrl}}/media/banners/vip.svg" alt=""><h2>VIP</h2></div>',
    targetUrl: 'info/vip',
    targetMemberUrl: 'info/vip',
  }),
];

/** A promotion of promo races, which are not built yet (lib/site-features/availability.ts). */
const RACES = banner({
  id: 3,
  zoneId: 'promotions',
  content: '<div class="banner"><img src="{{siteUrl}}/media/banners/races.svg" alt=""><h2>Vauhtirallit</h2></div>',
  targetUrl: 'vauhtirallit',
  targetMemberUrl: 'vauhtirallit',
});

describe('PromotionsPage', () => {
  it('shows each promotion of the promotions zone as a card with its call to action', async () => {
    const { calls } = mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: PROMOTIONS } });
    renderWithSite(<PromotionsPage />, { url: '/en/promotions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    const offers = await screen.findByRole('region', { name: 'Current offers' });
    await within(offers).findByRole('heading', { name: 'Welcome offer' });
    const cards = within(offers).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Find out more' })
        .getAttribute('href'),
    ).toBe('/en/register');
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe(
      `${window.location.origin}/media/banners/welcome.svg`,
    );
    expect(calls.filter((call) => call.path === '/content/banners')).toHaveLength(1);
  });

  it('sends logged-in players to the member target', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile(),
      'GET /content/banners': { banners: PROMOTIONS },
    });
    renderWithSite(<PromotionsPage />, { url: '/en/promotions' });
    await screen.findByRole('heading', { name: 'Welcome offer' });
    const links = await screen.findAllByRole('link', { name: 'Find out more' });
    expect(links[0]?.getAttribute('href')).toBe('/en/promotions?service=deposit');
  });

  it('shows no card, and so no "Find out more", for a promo race while promo races are switched off', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: [...PROMOTIONS, RACES] } });
    renderWithSite(<PromotionsPage />, { url: '/en/promotions' });
    const offers = await screen.findByRole('region', { name: 'Current offers' });
    await within(offers).findByRole('heading', { name: 'Welcome offer' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(offers).queryByRole('heading', { name: 'Vauhtirallit' })).toBeNull();
    const targets = within(offers)
      .getAllByRole('link', { name: 'Find out more' })
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/en/register', '/en/info/vip']);
  });

  it('links to the bonus rules and the Vauhtirallit rules', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: [] } });
    renderWithSite(<PromotionsPage />, { url: '/en/promotions' });
    expect(screen.getByRole('link', { name: /Bonus rules/ }).getAttribute('href')).toBe('/en/info/bonus-rules');
    expect(screen.getByRole('link', { name: /Vauhtirallit rules/ }).getAttribute('href')).toBe(
      '/en/info/promoraces-bonusrules',
    );
    expect(await screen.findByText(/There are no promotions running right now/)).toBeTruthy();
  });

  it('offers a retry when the promotions cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /content/banners': () => (fail ? apiError(503, 'UNAVAILABLE') : { banners: PROMOTIONS }),
    });
    renderWithSite(<PromotionsPage />, { url: '/en/promotions' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Welcome offer' })).toBeTruthy();
  });

  it('sets the promotions page title', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /content/banners': { banners: [] } });
    renderWithSite(<PromotionsPage />, { url: '/en/promotions' });
    await screen.findByText(/There are no promotions running right now/);
    expect(document.title).toBe('Promotions and bonuses | Vauhti');
  });
});
