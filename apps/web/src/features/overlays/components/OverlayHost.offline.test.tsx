import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { broadcast } from '../../../lib/events/site-events';
import { activeOverlay, resetOverlays } from '../../../lib/overlays/overlay-store';
import { guestStatus, mockApi } from '../../../test-support/api-mock';
import { renderWithSite } from '../../../test-support/render';
import { OverlayHost } from './OverlayHost';

// The error popups' code cannot be fetched, as when the connection is gone before it was ever needed.
vi.mock('./error-popups', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  resetOverlays();
  vi.restoreAllMocks();
});

describe('a popup whose code cannot be loaded', () => {
  it('is dropped: the site stays, and the overlay slot is freed for the next overlay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /auth/status': guestStatus });
    renderWithSite(
      <>
        <p>the page</p>
        <OverlayHost />
      </>,
      { url: '/en/casino', path: '/:lang/*' },
    );
    await screen.findByText('the page');
    act(() => broadcast('serverError', { message: 'The server is busy.', url: '/en/casino' }));
    expect(activeOverlay()).toBe('serverError');
    await waitFor(() => expect(activeOverlay()).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
