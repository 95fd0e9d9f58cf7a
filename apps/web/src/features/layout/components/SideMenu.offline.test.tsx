import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test-support/api-mock';
import { renderWithSite } from '../../../test-support/render';
import { resetLayoutStore } from '../hooks/layout-store';
import { guestRoutes } from '../test-support/fixtures';
import { Header } from './Header';
import { MobileFooterNav } from './MobileFooterNav';

// The drawer's code cannot be fetched, as when the connection is gone when the menu is first opened.
vi.mock('./SideMenuDrawer', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  resetLayoutStore();
  vi.restoreAllMocks();
});

describe('side menu whose code cannot be loaded', () => {
  it('keeps the page working: the menu counts as closed again, and a second click does no harm either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(guestRoutes());
    const user = userEvent.setup();
    renderWithSite(
      <>
        <Header />
        <MobileFooterNav />
      </>,
      { url: '/en', path: '/:lang/*' },
    );
    const button = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
