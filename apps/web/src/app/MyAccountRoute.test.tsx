import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestStatus, mockApi } from '../test-support/api-mock';
import { loggedInRoutes } from '../test-support/fixtures/session';
import { renderWithSite } from '../test-support/render';
import { RequireLogin } from './guards';
import { AllGamesRedirect, MyAccountRoute, SetLimitsGuestRedirect } from './MyAccountRoute';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FEATURE_LOAD_MS = 15_000;

const noLimits = {
  currency: 'EUR',
  limits: {
    deposit: {
      daily: { value: 25, pending: null },
      weekly: { value: null, pending: null },
      monthly: { value: null, pending: null },
    },
  },
};

/** The account routes as the route table composes them, under /en. */
function renderAccountRoutes(url: string) {
  return renderWithSite(
    <Routes>
      <Route path="myaccount" element={<SetLimitsGuestRedirect />}>
        <Route element={<RequireLogin />}>
          <Route index element={<MyAccountRoute />} />
        </Route>
      </Route>
      <Route path="casino/allgames" element={<AllGamesRedirect />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { url, path: '/en/*' },
  );
}

const urlOf = (router: ReturnType<typeof renderAccountRoutes>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the account area’s composition', () => {
  it('serves ?page=setlimits with the cashier’s deposit limits', async () => {
    mockApi({
      ...loggedInRoutes(),
      'GET /cashier/deposit-limits': noLimits,
    });
    renderAccountRoutes('/en/myaccount?page=setlimits&tab=limits');
    // The feature's code loads on demand: its first import in a test run takes a while.
    expect(await screen.findByRole('heading', { name: 'Daily limit' }, { timeout: FEATURE_LOAD_MS })).toBeTruthy();
    expect(screen.getByText('€25.00')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deposit limits' }).getAttribute('aria-selected')).toBe('true');
  });

  it('serves any other account url with the accounts feature’s page', async () => {
    mockApi(loggedInRoutes());
    renderAccountRoutes('/en/myaccount?page=dsar');
    const profile = await screen.findByRole('tab', { name: 'Profile' }, { timeout: FEATURE_LOAD_MS });
    expect(profile.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Daily limit' })).toBeNull();
  });

  it('sends a guest who asked for the limits to log in with the toSetLimit flag', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const { router } = renderAccountRoutes('/en/myaccount?page=setlimits&tab=limits');
    await waitFor(() => expect(urlOf(router)).toBe('/en/login?toSetLimit=setlimits&tab=limits'));
  });

  it('sends a guest asking for another account url to the login, remembering it', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const { router } = renderAccountRoutes('/en/myaccount?page=dsar');
    await waitFor(() => expect(urlOf(router)).toBe('/en/login'));
    expect(window.sessionStorage.getItem('vauhti.previousUrl')).toBe('/en/myaccount?page=dsar');
  });

  it('shows the all-games lobby as the slots lobby, keeping the query that opens the deposit status', async () => {
    mockApi({});
    const { router } = renderAccountRoutes('/en/casino/allgames?step=deposit-status&txnId=42');
    await waitFor(() => expect(urlOf(router)).toBe('/en/casino/slots?step=deposit-status&txnId=42'));
  });
});
