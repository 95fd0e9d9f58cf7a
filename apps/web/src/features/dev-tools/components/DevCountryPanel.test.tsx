import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SiteContext, siteContextKey } from '../../../lib/site-context/site-context';
import { mockApi } from '../../../test-support/api-mock';
import { renderWithSite } from '../../../test-support/render';
import { pageReload } from '../api/set-dev-country';
import { DevCountryPanel } from './DevCountryPanel';

function context(overrides: Partial<SiteContext> = {}): SiteContext {
  return {
    countryCode: 'FI',
    countryName: 'Finland',
    countrySource: 'geoip',
    countryLanguage: 'fi',
    defaultCurrency: 'EUR',
    registrationMode: 'standard',
    blocked: { isIpBlocked: false, blockType: null, countryCode: 'FI' },
    maintenance: false,
    landingPage: { enabled: false, countries: [] },
    payAndPlayCountries: ['SE'],
    otpExemptCountries: [],
    nationalIdCountries: [],
    supportEmail: 'support@vauhti.test',
    devTools: true,
    ...overrides,
  };
}

const country = (code: string, name: string) => ({
  code,
  name,
  defaultCurrency: 'EUR',
  currencies: ['EUR'],
  defaultLanguage: 'en',
  jurisdiction: 'MGA',
  requiresNationalId: false,
  otpExempt: false,
  otpChannel: 'sms',
  payAndPlay: false,
  registrationAllowed: true,
});

/** The cashier switch in the panel reads its state when the panel opens. */
const CASHIER_TYPE = { cashierType: 'internal', overridden: false };

const COUNTRIES = { countries: [country('SE', 'Sweden'), country('FI', 'Finland'), country('DE', 'Germany')] };

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('dev country panel', () => {
  it('is absent where the platform has no dev tools', async () => {
    mockApi({ 'GET /site/context': context({ devTools: false }) });
    const { queryClient } = renderWithSite(<DevCountryPanel />);
    await waitFor(() => expect(queryClient.getQueryData(siteContextKey)).toBeDefined());
    expect(screen.queryByRole('button', { name: /Developer tools/ })).toBeNull();
  });

  it('shows a collapsed button with the country that opens the panel and closes on Escape', async () => {
    mockApi({ 'GET /site/context': context(), 'GET /countries': COUNTRIES, 'GET /dev/cashier-type': CASHIER_TYPE });
    const user = userEvent.setup();
    renderWithSite(<DevCountryPanel />);
    const toggle = await screen.findByRole('button', { name: 'Developer tools. Country FI' });
    expect(toggle.textContent).toBe('Dev: FI');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Developer tools' });
    expect(await within(panel).findByText(/Current country: Finland \(FI\)/)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Developer tools' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('sets another country with PUT /dev/country, re-reads the site context and reloads the page', async () => {
    let contextReads = 0;
    const { calls } = mockApi({
      'GET /site/context': () => {
        contextReads += 1;
        return context();
      },
      'GET /countries': COUNTRIES,
      'GET /dev/cashier-type': CASHIER_TYPE,
      'PUT /dev/country': ({ body }: { body: unknown }) => body,
    });
    const user = userEvent.setup();
    renderWithSite(<DevCountryPanel />);
    await user.click(await screen.findByRole('button', { name: /Developer tools/ }));
    const select = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['FI', 'DE', 'SE']);
    await user.selectOptions(select, 'SE');
    await user.click(screen.getByRole('button', { name: 'Use this country' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/dev/country',
      body: { countryCode: 'SE' },
    });
    expect(contextReads).toBe(2);
  });

  it("'Use detected country' clears the override (only offered while one is set)", async () => {
    const { calls } = mockApi({
      'GET /site/context': context({ countrySource: 'override', countryCode: 'SE', countryName: 'Sweden' }),
      'GET /countries': COUNTRIES,
      'GET /dev/cashier-type': CASHIER_TYPE,
      'PUT /dev/country': { countryCode: null },
    });
    const user = userEvent.setup();
    renderWithSite(<DevCountryPanel />);
    await user.click(await screen.findByRole('button', { name: 'Developer tools. Country SE' }));
    await user.click(await screen.findByRole('button', { name: 'Use detected country' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ countryCode: null });
  });

  it('keeps the page and says so when the change fails', async () => {
    mockApi({
      'GET /site/context': context({ countrySource: 'override' }),
      'GET /countries': COUNTRIES,
      'GET /dev/cashier-type': CASHIER_TYPE,
      'PUT /dev/country': () => {
        throw new Error('down');
      },
    });
    const user = userEvent.setup();
    renderWithSite(<DevCountryPanel />);
    await user.click(await screen.findByRole('button', { name: /Developer tools/ }));
    await user.click(await screen.findByRole('button', { name: 'Use detected country' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The country could not be changed. Please try again.');
    expect(reload).not.toHaveBeenCalled();
  });
});
