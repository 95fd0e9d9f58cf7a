import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { finnishVisitorContext } from '../features/cashier/test-support/paynplay-fixtures';
import { LOCAL_KEYS } from '../lib/storage/keys';
import { guestStatus, mockApi } from '../test-support/api-mock';
import { renderWithSite, testQueryClient } from '../test-support/render';
import { RegistrationGuard } from './guards';
import { routes } from './routes';

function Location() {
  const location = useLocation();
  return <p data-testid="location">at {`${location.pathname}${location.search}`}</p>;
}

/** The app's root-level routes for the pay-and-play return addresses, and a marker for where they lead. */
function renderReturnAddress(url: string) {
  const rootLevel = routes.filter((route) => route.path?.startsWith('/payandplay/'));
  const router = createMemoryRouter([...rootLevel, { path: '/:lang/*', element: <Location /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("the platform's pay-and-play return addresses, which carry no language", () => {
  it.each(['/payandplay/step3?txId=TX-1001&state=SUCCESSFUL', '/payandplay/step1?txId=TX-1001&state=CANCELLED'])(
    'move %s under the language of the visitor’s country, keeping the query',
    async (url) => {
      mockApi({ 'GET /site/context': finnishVisitorContext() });
      renderReturnAddress(url);
      expect((await screen.findByTestId('location')).textContent).toBe(`at /fi${url}`);
    },
  );

  it('prefer the language the visitor chose on this site', async () => {
    window.localStorage.setItem(LOCAL_KEYS.language, 'en');
    mockApi({ 'GET /site/context': finnishVisitorContext() });
    renderReturnAddress('/payandplay/step3?txId=TX-1001&state=SUCCESSFUL');
    expect((await screen.findByTestId('location')).textContent).toBe(
      'at /en/payandplay/step3?txId=TX-1001&state=SUCCESSFUL',
    );
  });
});

describe('registration from a pay-and-play country', () => {
  it('leads to pay-and-play step one with the query kept', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /site/context': finnishVisitorContext() });
    renderWithSite(<RegistrationGuard />, { url: '/en/register/step1?affid=77&bonuscode=WELCOME' });
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/playnow/step1?affid=77&bonuscode=WELCOME');
  });

  it('stays on registration in a country with normal sign-up', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /site/context': finnishVisitorContext({ countryCode: 'DE', registrationMode: 'standard' }),
    });
    const guarded = (
      <Routes>
        <Route element={<RegistrationGuard />}>
          <Route path="*" element={<p>registration form</p>} />
        </Route>
      </Routes>
    );
    const { router } = renderWithSite(guarded, { url: '/en/register', path: '/en/register/*' });
    expect(await screen.findByText('registration form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/register');
  });
});
