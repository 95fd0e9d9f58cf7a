import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../../../lib/i18n/change-language';
import { LOCAL_KEYS, readStorage, writeStorage } from '../../../lib/storage/keys';
import { guestStatus, mockApi } from '../../../test-support/api-mock';
import { finnishSiteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { resetLayoutStore } from '../hooks/layout-store';
import { StoreLanguageDropdown } from './LanguageDropdown';

function routes(countryCode = 'FI') {
  return { 'GET /auth/status': guestStatus, 'GET /site/context': finnishSiteContext({ countryCode }) };
}

function renderDropdown(variant: 'header' | 'footer', url = '/en') {
  return renderWithSite(<StoreLanguageDropdown variant={variant} />, { url, path: '/:lang/*' });
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

async function openList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Change language/ }));
  // The list's code loads when it is first opened.
  return screen.findByRole('list', { name: 'Choose your language' });
}

function optionLabels(list: HTMLElement) {
  return within(list)
    .getAllByRole('button')
    .map((option) => option.querySelector('[lang]')?.textContent);
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
  writeStorage('local', LOCAL_KEYS.language, 'en');
});

afterEach(() => {
  cleanup();
  resetLayoutStore();
  vi.restoreAllMocks();
  setViewportWidth(1024);
});

describe('language dropdown (spec 2.7, 2.12 and section 1)', () => {
  it('lists every language with a flag, without Greek outside Greece and never sv', async () => {
    mockApi(routes('FI'));
    const user = userEvent.setup();
    renderDropdown('header');
    await waitFor(() => expect(screen.getByRole('button', { name: /Change language/ })).toBeTruthy());
    await act(async () => {});
    const list = await openList(user);
    const labels = optionLabels(list);
    expect(labels).toHaveLength(17);
    expect(labels).toContain('Suomi');
    expect(labels).not.toContain('Ελληνικά');
    const flags = Array.from(list.querySelectorAll('img[data-flag]')).map((flag) => flag.getAttribute('data-flag'));
    expect(flags).toHaveLength(17);
    expect(flags).not.toContain('SE');
    expect(flags).not.toContain('GR');
  });

  it('offers Greek to visitors from Greece (and still no sv)', async () => {
    mockApi(routes('GR'));
    const user = userEvent.setup();
    renderDropdown('header');
    await act(async () => {});
    const list = await openList(user);
    await waitFor(() => expect(optionLabels(list)).toContain('Ελληνικά'));
    expect(optionLabels(list)).toHaveLength(18);
    expect(list.querySelector('img[data-flag="SE"]')).toBeNull();
  });

  it('marks the current language and moves between options with the arrow keys', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderDropdown('header');
    const list = await openList(user);
    const current = within(list).getByRole('button', { name: 'English' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(current);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Suomi');
  });

  it('Escape closes it and returns focus to the toggle', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderDropdown('header');
    await openList(user);
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: /Change language/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('choosing another language runs the language change: stored, then a page load of its home', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderDropdown('header');
    const list = await openList(user);
    await user.click(within(list).getByRole('button', { name: 'Suomi' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fi'));
    expect(readStorage('local', LOCAL_KEYS.language)).toBe('fi');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('choosing the current language changes nothing', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderDropdown('header');
    const list = await openList(user);
    await user.click(within(list).getByRole('button', { name: 'English' }));
    await act(async () => {});
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("the footer's language dropdown (spec 2.12)", () => {
  it('shows the country of each language', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderDropdown('footer');
    expect(screen.getByRole('button', { name: /Change language/ }).textContent).toContain('International');
    const list = await openList(user);
    expect(within(list).getByRole('button', { name: /Suomi/ }).textContent).toContain('Finland');
    expect(within(list).getByRole('button', { name: /Canada/ }).textContent).toContain('Canada');
  });

  it('closes on an overlay click', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderDropdown('footer');
    await openList(user);
    await user.click(screen.getByTestId('language-overlay'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('closes on navigation', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    const { router } = renderDropdown('footer');
    await openList(user);
    await act(() => router.navigate('/en/info/about'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('closes on scroll at 992 px or less, but not on desktop', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderDropdown('footer');
    await openList(user);
    fireEvent.scroll(window);
    expect(screen.getByRole('list')).toBeTruthy();

    setViewportWidth(992);
    fireEvent.scroll(window);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
