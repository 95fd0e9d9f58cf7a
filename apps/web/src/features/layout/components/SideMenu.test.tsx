import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test-support/api-mock';
import { renderWithSite } from '../../../test-support/render';
import { resetLayoutStore } from '../hooks/layout-store';
import { guestRoutes, playerRoutes } from '../test-support/fixtures';
import { Header } from './Header';
import { MobileFooterNav } from './MobileFooterNav';

function renderLayout(url = '/en') {
  return renderWithSite(
    <>
      <Header />
      <MobileFooterNav />
    </>,
    { url, path: '/:lang/*' },
  );
}

function setViewportWidth(width: number) {
  act(() => {
    (
      window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
    ).happyDOM.setViewport({
      width,
      height: 800,
    });
    window.dispatchEvent(new Event('resize'));
  });
}

async function withText(key: string, value: string, run: () => Promise<void>) {
  const original = i18n.t(key);
  i18n.addResource('en', 'translation', key, value);
  try {
    await run();
  } finally {
    i18n.addResource('en', 'translation', key, original);
  }
}

/** 12:00 in Paris in winter: inside the chat hours 10:00–22:00. */
const CHAT_OPEN_INSTANT = new Date('2026-01-15T11:00:00Z');
/** 23:30 in Paris in winter: outside them. */
const CHAT_CLOSED_INSTANT = new Date('2026-01-15T22:30:00Z');

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

function linkTexts(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace('(opens in a new tab)', '').trim());
}

afterEach(() => {
  cleanup();
  resetLayoutStore();
  vi.useRealTimers();
  setViewportWidth(1024);
});

describe('side menu (spec 2.7)', () => {
  it('opens as a dialog from the menu button; Escape closes it and focus returns to the button', async () => {
    mockApi(guestRoutes());
    const user = userEvent.setup();
    renderLayout();
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('for guests: the header tabs, about, contact and help, and no account items', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHAT_CLOSED_INSTANT);
    mockApi(guestRoutes());
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openMenu(user);
    expect(linkTexts(dialog)).toEqual([
      'Log in',
      'Sign up',
      'Home',
      'Games',
      'Live casino',
      'Promotions',
      'VIP',
      'About us',
      'Contact us',
      'Help',
    ]);
    expect(within(dialog).queryByRole('link', { name: 'My account' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Favourites' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Promo races' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Sports' })).toBeNull();
  });

  it('help opens in a new tab with rel=noopener and says so to screen readers', async () => {
    mockApi(guestRoutes());
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openMenu(user);
    const help = within(dialog).getByRole('link', { name: /^Help/ });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    expect(help.getAttribute('href')).toBe('/en/info/contact-us#quick-help');
    expect(help.textContent).toContain('(opens in a new tab)');
  });

  it('for players adds my account, rewards and favourites, and no bonuses while the bonuses page does not exist', async () => {
    mockApi(playerRoutes());
    const user = userEvent.setup();
    renderLayout();
    await screen.findByRole('button', { name: 'Pause account' });
    const dialog = await openMenu(user);
    const href = (name: string) => within(dialog).getByRole('link', { name }).getAttribute('href');
    expect(href('My account')).toBe('/en/myaccount');
    expect(href('Rewards')).toBe('/en/info/vip');
    expect(href('Favourites')).toBe('/en/casino/favourites');
    expect(within(dialog).queryByRole('link', { name: 'Bonuses' })).toBeNull();
  });

  it('marks the current page from the url', async () => {
    mockApi(playerRoutes());
    const user = userEvent.setup();
    renderLayout('/en/myaccount');
    await screen.findByRole('button', { name: 'Pause account' });
    const dialog = await openMenu(user);
    expect(within(dialog).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    expect(within(dialog).getByRole('link', { name: 'Rewards' }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows no chat item, not even during the chat hours in CET, while there is no chat', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CHAT_OPEN_INSTANT);
    mockApi(guestRoutes());
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openMenu(user);
    expect(within(dialog).getByRole('link', { name: 'Contact us' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Live chat' })).toBeNull();
  });

  it.each([
    ['sideMenuComp.about', 'About us'],
    ['sideMenuComp.help', 'Help'],
    ['sideMenuComp.contactUs', 'Contact us'],
    ['sideMenuComp.favourites', 'Favourites'],
    ['headerComp.tabs.vip', 'VIP'],
  ])('hides an item whose translation (%s) is empty', async (key, text) => {
    await withText(key, '', async () => {
      mockApi(playerRoutes());
      const user = userEvent.setup();
      renderLayout();
      await screen.findByRole('button', { name: 'Pause account' });
      const dialog = await openMenu(user);
      expect(within(dialog).queryByRole('link', { name: new RegExp(`^${text}`) })).toBeNull();
      expect(within(dialog).getByRole('link', { name: 'Home' })).toBeTruthy();
    });
  });

  it('closes when a link is followed', async () => {
    mockApi(guestRoutes());
    const user = userEvent.setup();
    const { router } = renderLayout();
    const dialog = await openMenu(user);
    await user.click(within(dialog).getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en/info/about');
  });
});

describe('mobile layout (spec 2.3 and 2.7: 992 px or less)', () => {
  it('the header keeps logo, user icon, pending-withdrawal icon and menu; the footer nav appears', async () => {
    setViewportWidth(992);
    mockApi(playerRoutes({ pending: 2 }));
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Your account and balance' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Pending withdrawals (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause account' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Site shortcuts' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en', '/en/casino/slots', '/en/casino/live-casino', '/en/promotions']);
    expect(within(nav).getByRole('button', { name: 'Menu' })).toBeTruthy();
  });

  it('the user icon opens the balance sheet with deposit and pause account', async () => {
    setViewportWidth(400);
    mockApi(playerRoutes());
    const user = userEvent.setup();
    renderLayout('/en/promotions');
    await user.click(await screen.findByRole('button', { name: 'Your account and balance' }));
    const sheet = await screen.findByRole('dialog', { name: 'Hi, Aino' });
    expect(within(sheet).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/en/promotions?service=deposit',
    );
    expect(within(sheet).getByRole('button', { name: 'Pause account' })).toBeTruthy();
    expect(within(sheet).getByText('Total balance')).toBeTruthy();
  });

  it('the balance sheet is a dialog of the user icon: aria-expanded, Escape closes it and focus returns to the icon', async () => {
    setViewportWidth(400);
    mockApi(playerRoutes());
    const user = userEvent.setup();
    renderLayout();
    const icon = await screen.findByRole('button', { name: 'Your account and balance' });
    expect(icon.getAttribute('aria-haspopup')).toBe('dialog');
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    await user.click(icon);
    const sheet = await screen.findByRole('dialog', { name: 'Hi, Aino' });
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(icon.getAttribute('aria-controls')).toBe(sheet.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(icon);
  });

  it("the footer nav's menu button opens the side menu; focus returns to it on close", async () => {
    setViewportWidth(400);
    mockApi(guestRoutes());
    const user = userEvent.setup();
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Site shortcuts' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menu);
  });

  it('hides the footer nav above 992 px', async () => {
    setViewportWidth(993);
    mockApi(guestRoutes());
    renderLayout();
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Site shortcuts' })).toBeNull();
  });
});

describe('one popup at a time (spec 2.7)', () => {
  it('opening the language dropdown closes the balance dropdown', async () => {
    mockApi(playerRoutes());
    const user = userEvent.setup();
    renderLayout();
    const balance = await screen.findByRole('button', { name: /Total balance/ });
    await user.click(balance);
    expect(balance.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Change language/ }));
    expect(balance.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /Change language/ }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('language inside the side menu', () => {
  it('Escape in the open language list closes the list, not the menu', async () => {
    mockApi(guestRoutes());
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openMenu(user);
    const toggle = within(dialog).getByRole('button', { name: /Change language/ });
    await user.click(toggle);
    expect(await within(dialog).findByRole('list', { name: 'Choose your language' })).toBeTruthy();
    await user.keyboard('{Escape}');
    // Give a wrongly closing dialog the time to unmount.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(dialog).queryByRole('list', { name: 'Choose your language' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(document.activeElement).toBe(toggle);
  });
});
