import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../../lib/site-context/site-context';
import { apiError, mockApi } from '../../../test-support/api-mock';
import { renderWithSite } from '../../../test-support/render';
import { CashierTypeSwitch } from './CashierTypeSwitch';
import { DevCountryPanel } from './DevCountryPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the Dev panel cashier switch', () => {
  it('is in the developer panel, showing the current cashier', async () => {
    mockApi({
      'GET /site/context': {
        countryCode: 'FI',
        countryName: 'Finland',
        countrySource: 'geoip',
        devTools: true,
      } as Partial<SiteContext>,
      'GET /countries': { countries: [] },
      'GET /dev/cashier-type': { cashierType: 'internal', overridden: false },
    });
    const user = userEvent.setup();
    renderWithSite(<DevCountryPanel />);
    await user.click(await screen.findByRole('button', { name: /Developer tools/ }));
    const panel = screen.getByRole('region', { name: 'Developer tools' });
    const group = await within(panel).findByRole('group', { name: 'Cashier' });
    await waitFor(() => expect(radio(/^Internal/).checked).toBe(true));
    expect(radio(/^Hosted/).checked).toBe(false);
    expect(within(group).getByText("Set by the platform's configuration.")).toBeTruthy();
  });

  it('sets the hosted cashier with PUT /dev/cashier-type and shows it as chosen here', async () => {
    const { calls } = mockApi({
      'GET /dev/cashier-type': { cashierType: 'internal', overridden: false },
      'PUT /dev/cashier-type': ({ body }: { body: unknown }) => ({ ...(body as object), overridden: true }),
    });
    const user = userEvent.setup();
    renderWithSite(<CashierTypeSwitch />);
    await waitFor(() => expect(radio(/^Internal/).disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Use the configured cashier' })).toBeNull();
    await user.click(radio(/^Hosted: the payment provider's cashier/));
    await screen.findByText('Chosen here.');
    expect(radio(/^Hosted/).checked).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/dev/cashier-type', body: { cashierType: 'hosted' } },
    ]);
  });

  it("'Use the configured cashier' clears the override, offered only while one is set", async () => {
    const { calls } = mockApi({
      'GET /dev/cashier-type': { cashierType: 'hosted', overridden: true },
      'PUT /dev/cashier-type': { cashierType: 'internal', overridden: false },
    });
    const user = userEvent.setup();
    renderWithSite(<CashierTypeSwitch />);
    await user.click(await screen.findByRole('button', { name: 'Use the configured cashier' }));
    await screen.findByText("Set by the platform's configuration.");
    expect(radio(/^Internal/).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Use the configured cashier' })).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ cashierType: null });
  });

  it('keeps the current choice and says so when the change fails', async () => {
    mockApi({
      'GET /dev/cashier-type': { cashierType: 'internal', overridden: false },
      'PUT /dev/cashier-type': apiError(500, 'INTERNAL'),
    });
    const user = userEvent.setup();
    renderWithSite(<CashierTypeSwitch />);
    await waitFor(() => expect(radio(/^Hosted/).disabled).toBe(false));
    await user.click(radio(/^Hosted/));
    expect((await screen.findByRole('alert')).textContent).toBe('The cashier could not be changed. Please try again.');
    expect(radio(/^Internal/).checked).toBe(true);
  });

  it('says when the setting cannot be read, and offers no choice', async () => {
    mockApi({ 'GET /dev/cashier-type': apiError(500, 'INTERNAL') });
    renderWithSite(<CashierTypeSwitch />);
    await screen.findByText('The cashier setting could not be loaded.');
    expect(radio(/^Internal/).disabled).toBe(true);
    expect(radio(/^Hosted/).disabled).toBe(true);
  });
});
