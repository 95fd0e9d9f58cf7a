import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test-support/api-mock';
import { finnishProfile } from '../../../test-support/fixtures/session';
import { finnishSiteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { resetLayoutStore } from '../hooks/layout-store';
import { guestRoutes, never, playerRoutes } from '../test-support/fixtures';
import { Header } from './Header';
import { MobileFooterNav } from './MobileFooterNav';

function renderLayout(url = '/en', language: 'en' | 'fi' = 'en') {
  return renderWithSite(
    <>
      <Header />
      <MobileFooterNav />
    </>,
    { url, path: '/:lang/*', language },
  );
}

/** Runs a test with one catalogue text replaced (e.g. emptied), then puts it back. */
async function withText(key: string, value: string, run: () => Promise<void>) {
  const original = i18n.t(key);
  i18n.addResource('en', 'translation', key, value);
  try {
    await run();
  } finally {
    i18n.addResource('en', 'translation', key, original);
  }
}

afterEach(() => {
  // Unmount before fetch is restored, so no late refetch reaches the network.
  cleanup();
  resetLayoutStore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('header, logged out (spec 2.7)', () => {
  it('state 0 (country lookup running): log in only, neither register nor pay-and-play', async () => {
    mockApi(guestRoutes(never));
    renderLayout();
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/en/login');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deposit & play' })).toBeNull();
  });

  it('state 1 (pay-and-play country): the pay-and-play deposit button instead of register', async () => {
    mockApi(guestRoutes(finnishSiteContext({ registrationMode: 'pay_and_play', countryCode: 'SE' })));
    renderLayout();
    expect((await screen.findByRole('link', { name: 'Deposit & play' })).getAttribute('href')).toBe('/en/payandplay');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('state 2 (normal registration): log in and register', async () => {
    mockApi(guestRoutes(finnishSiteContext({ registrationMode: 'standard' })));
    renderLayout();
    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toBe('/en/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Deposit & play' })).toBeNull();
  });

  it('has no player actions', async () => {
    mockApi(guestRoutes());
    renderLayout();
    await screen.findByRole('link', { name: 'Sign up' });
    expect(screen.queryByRole('button', { name: 'Pause account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('links the logo to the language home', async () => {
    mockApi(guestRoutes());
    renderLayout('/en/promotions');
    expect((await screen.findByRole('link', { name: 'Vauhti home page' })).getAttribute('href')).toBe('/en');
  });
});

describe('header tabs (spec 2.7)', () => {
  it('lists home, Games, live casino, promotions and VIP, without sports while the sportsbook is unavailable', async () => {
    mockApi(guestRoutes());
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Games', '/en/casino/slots'],
      ['Live casino', '/en/casino/live-casino'],
      ['Promotions', '/en/promotions'],
      ['VIP', '/en/info/vip'],
    ]);
    expect(within(nav).queryByRole('link', { name: 'Sports' })).toBeNull();
  });

  it('marks the tab of the url as the current page', async () => {
    mockApi(guestRoutes());
    renderLayout('/en/casino/live-casino');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Live casino' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Games' }).hasAttribute('aria-current')).toBe(false);
  });

  it('hides a tab whose translation is empty', async () => {
    await withText('headerComp.tabs.promotions', '', async () => {
      mockApi(guestRoutes());
      renderLayout();
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();
      expect(within(nav).getByRole('link', { name: 'Games' })).toBeTruthy();
    });
  });
});

describe('header, logged in (spec 2.7)', () => {
  it('shows the pause-account button, the balance dropdown and a deposit link to the current page with service=deposit', async () => {
    mockApi(playerRoutes());
    renderLayout('/en/promotions?tab=all');
    expect(await screen.findByRole('button', { name: 'Pause account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/en/promotions?tab=all&service=deposit',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('the deposit link starts from the page’s own address: an open cashier’s parameters are not carried over', async () => {
    mockApi(playerRoutes());
    renderLayout('/en/promotions?tab=all&pendingWithdrawal=true');
    expect((await screen.findByRole('link', { name: 'Deposit' })).getAttribute('href')).toBe(
      '/en/promotions?tab=all&service=deposit',
    );
  });

  it('balance dropdown: greeting, nickname, VIP badge, cash, bonus and total (cash + bonus) in the locale, account and transactions links, no bonuses link', async () => {
    mockApi(playerRoutes({ levelTags: ['gold'] }));
    const user = userEvent.setup();
    renderLayout('/fi', 'fi');
    const toggle = await screen.findByRole('button', { name: /Total balance/ });
    await waitFor(() => expect(toggle.textContent).toMatch(/1\s234,56\s€/));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(within(panel).getByText('Hi, Aino')).toBeTruthy();
    expect(within(panel).getByText('AinoV')).toBeTruthy();
    expect(await within(panel).findByText('VIP Gold')).toBeTruthy();
    const figure = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    // 1 000,00 € + 234,56 € = 1 234,56 € (the server's total is not used).
    expect(figure('Cash')).toMatch(/^1\s000,00\s€$/);
    expect(figure('Bonus')).toMatch(/^234,56\s€$/);
    expect(figure('Total balance')).toMatch(/^1\s234,56\s€$/);
    expect(within(panel).getByRole('link', { name: 'View my account' }).getAttribute('href')).toBe('/fi/myaccount');
    // No bonuses link while {lang}/myaccount/bonuses does not exist (lib/site-features/availability.ts).
    expect(within(panel).queryByRole('link', { name: 'Bonuses' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe(
      '/fi/myaccount/transactions',
    );
  });

  it("balance dropdown: the cashier's history, and the withdrawal over the current page for a real-money player only", async () => {
    mockApi(playerRoutes());
    const user = userEvent.setup();
    renderLayout('/en/casino/slots?tab=new');
    await user.click(await screen.findByRole('button', { name: /Total balance/ }));
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(within(panel).getByRole('link', { name: 'Deposits and withdrawals' }).getAttribute('href')).toBe(
      '/en/myaccount/cashier',
    );
    expect(within(panel).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/en/casino/slots?tab=new&withdraw=true',
    );
  });

  it('balance dropdown offers no withdrawal to a play-money player', async () => {
    mockApi({ ...playerRoutes(), 'GET /profile': finnishProfile({ userStatus: 'play' }) });
    const user = userEvent.setup();
    renderLayout('/en');
    await user.click(await screen.findByRole('button', { name: /Total balance/ }));
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(within(panel).getByRole('link', { name: 'Deposits and withdrawals' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it.each([
    ['bronze', 'VIP Bronze'],
    ['gold', 'VIP Gold'],
    ['platinum', 'VIP Platinum'],
    ['diamond', 'VIP Diamond'],
  ])('the VIP badge shows the %s level in its colour', async (level, text) => {
    mockApi(playerRoutes({ levelTags: [level] }));
    const user = userEvent.setup();
    renderLayout();
    await user.click(await screen.findByRole('button', { name: /Total balance/ }));
    const badge = await screen.findByText(text);
    expect(badge.closest('[data-level]')?.getAttribute('data-level')).toBe(level);
  });

  it('shows no VIP badge without a level tag', async () => {
    mockApi(playerRoutes({ levelTags: [] }));
    const user = userEvent.setup();
    renderLayout();
    await user.click(await screen.findByRole('button', { name: /Total balance/ }));
    await screen.findByText('Hi, Aino');
    await act(async () => {});
    expect(screen.queryByText(/^VIP /)).toBeNull();
  });

  it('logout ends the session and goes to the language home', async () => {
    const { calls } = mockApi({ ...playerRoutes(), 'POST /auth/logout': undefined });
    const user = userEvent.setup();
    const { router } = renderLayout('/en/promotions');
    await user.click(await screen.findByRole('button', { name: /Total balance/ }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
  });

  it('Escape closes the balance dropdown and returns focus to its button', async () => {
    mockApi(playerRoutes());
    const user = userEvent.setup();
    renderLayout();
    const toggle = await screen.findByRole('button', { name: /Total balance/ });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('pending-withdrawal icon (spec 2.7 and 9: tooltip after 2 s)', () => {
  it('is hidden while no withdrawal is pending', async () => {
    mockApi(playerRoutes({ pending: 0 }));
    renderLayout();
    await screen.findByRole('button', { name: 'Pause account' });
    await act(async () => {});
    expect(screen.queryByRole('link', { name: /Pending withdrawal/ })).toBeNull();
  });

  it('shows the singular tooltip only after 2 s of mouse hover', async () => {
    mockApi(playerRoutes({ pending: 1 }));
    renderLayout('/en/promotions');
    const icon = await screen.findByRole('link', { name: 'Pending withdrawal (1)' });
    expect(icon.getAttribute('href')).toBe('/en/promotions?pendingWithdrawal=true');
    vi.useFakeTimers();
    fireEvent.pointerEnter(icon, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toMatch('You have a withdrawal pending');
    fireEvent.pointerLeave(icon, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the plural tooltip for more than one, and at once on keyboard focus', async () => {
    mockApi(playerRoutes({ pending: 3 }));
    renderLayout();
    const icon = await screen.findByRole('link', { name: 'Pending withdrawals (3)' });
    act(() => icon.focus());
    expect(screen.getByRole('tooltip').textContent).toMatch('You have withdrawals pending');
    expect(icon.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });
});

describe('after a logout that ended the session here', () => {
  it('asks neither the balances nor the pending withdrawals when the url changes before the header renders as a guest', async () => {
    const { calls } = mockApi(playerRoutes({ pending: 1 }));
    const { router, queryClient } = renderLayout();
    await screen.findByRole('link', { name: 'Pending withdrawal (1)' });
    const asked = () => calls.filter((call) => /^\/wallet\/(balances|pending-withdrawals)$/.test(call.path)).length;
    const before = asked();
    // As the pause dialog does: home first, then the session ends here, in one go.
    await act(async () => {
      void router.navigate('/en');
      queryClient.setQueryData(['auth', 'status'], {
        status: 'logged_out',
        loggedIn: false,
        playerId: null,
        registration: null,
      });
      queryClient.removeQueries({ queryKey: ['player'] });
    });
    await screen.findByRole('link', { name: 'Log in' });
    expect(asked()).toBe(before);
  });
});

describe('header scroll style (spec 2.7: after 10 px on desktop)', () => {
  it('takes the scrolled style past 10 px and drops it back at the top', async () => {
    mockApi(guestRoutes());
    renderLayout();
    const header = await screen.findByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    expect(header.className).not.toMatch(/scrolled/);
    scrollTo(10);
    expect(header.className).not.toMatch(/scrolled/);
    scrollTo(11);
    expect(header.className).toMatch(/scrolled/);
    scrollTo(0);
    expect(header.className).not.toMatch(/scrolled/);
  });
});
