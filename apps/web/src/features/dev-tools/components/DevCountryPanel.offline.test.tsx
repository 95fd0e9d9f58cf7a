import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../../lib/site-context/site-context';
import { mockApi } from '../../../test-support/api-mock';
import { renderWithSite } from '../../../test-support/render';
import { DevCountryPanel } from './DevCountryPanel';

// The panel body's code cannot be fetched (the connection is gone when the panel is first opened).
vi.mock('./DevPanelBody', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const context = {
  countryCode: 'FI',
  countryName: 'Finland',
  countrySource: 'geoip',
  devTools: true,
  blocked: { isIpBlocked: false, blockType: null, countryCode: 'FI' },
  maintenance: false,
} as Partial<SiteContext>;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('dev country panel whose body cannot be loaded', () => {
  it('closes the panel again and keeps the button usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /site/context': context });
    const user = userEvent.setup();
    renderWithSite(<DevCountryPanel />);
    const toggle = await screen.findByRole('button', { name: 'Developer tools. Country FI' });
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('region', { name: 'Developer tools' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Developer tools. Country FI' })).toBeTruthy();
  });
});
