import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeOverlay, requestOverlay } from '../../../lib/overlays/overlay-store';
import { guestStatus, mockApi } from '../../../test-support/api-mock';
import { cashBalances, loggedInStatus, profile, registrationProgress } from '../../../test-support/fixtures/session';
import { siteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { AccountStatusPage } from './AccountStatusPage';
import { OtpPage } from './OtpPage';
import { QuickLoginModal } from './QuickLoginModal';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('quick-login modal (quicklogin parameter)', () => {
  it('logs in over the page and keeps the player there, without the parameter', async () => {
    let loggedIn = false;
    const { calls } = mockApi({
      'GET /auth/status': () => (loggedIn ? loggedInStatus(registrationProgress()) : guestStatus),
      'GET /site/context': siteContext(),
      'GET /profile': profile(),
      'POST /auth/login': () => {
        loggedIn = true;
        return { playerId: 7, externalEcrId: 'vauhti-7', registration: registrationProgress() };
      },
    });
    requestOverlay('quickLogin');
    const user = userEvent.setup();
    const { router } = renderWithSite(<QuickLoginModal />, { url: '/en/casino?quicklogin=true', path: '/en/casino' });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail address'), 'mia@vauhti.test');
    await user.type(screen.getByLabelText('Password'), 'Vauhti-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/en/casino');
    expect(activeOverlay()).toBeNull();
    expect(calls.some((call) => call.path === '/auth/login')).toBe(true);
  });

  it('closing releases the overlay and drops the parameter', async () => {
    mockApi({ 'GET /site/context': siteContext() });
    requestOverlay('quickLogin');
    const user = userEvent.setup();
    const { router } = renderWithSite(<QuickLoginModal />, { url: '/en/casino?quicklogin=1&x=2', path: '/en/casino' });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(activeOverlay()).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?x=2'));
  });
});

describe('OTP page (login redirect case 7)', () => {
  it('verifies the code and continues with the redirect order', async () => {
    let current = registrationProgress({ complete: false, nextStep: 3, otpChannel: 'sms', verifiedChannels: [] });
    const { calls } = mockApi({
      'GET /auth/status': () => loggedInStatus(current),
      'GET /site/context': siteContext(),
      'GET /profile': () => profile({ registration: current }),
      'GET /registration': () => current,
      'POST /registration/step3/send': {
        channel: 'sms',
        destination: '+49*******789',
        expiresAt: '2030-01-01T10:10:00.000Z',
        resendAvailableAt: '2000-01-01T00:00:00.000Z',
        attemptsMax: 5,
      },
      'POST /registration/step3/verify': () => {
        current = registrationProgress({ verifiedChannels: ['sms'] });
        return current;
      },
    });
    const user = userEvent.setup();
    renderWithSite(<OtpPage />, { url: '/en/otp' });
    await user.click(await screen.findByRole('button', { name: 'Send the code by text message' }));
    expect((await screen.findByText(/We sent a code to \+49\*+789/)).textContent).toContain('valid until');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toHaveProperty('disabled', false);
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /en');
    expect(calls.find((call) => call.path === '/registration/step3/send')?.body).toEqual({ channel: 'sms' });
  });

  it('can send the code by e-mail instead (the fallback channel)', async () => {
    const current = registrationProgress({ complete: false, nextStep: 3, otpChannel: 'sms', verifiedChannels: [] });
    const { calls } = mockApi({
      'GET /auth/status': loggedInStatus(current),
      'GET /site/context': siteContext(),
      'GET /profile': profile({ registration: current }),
      'GET /registration': current,
      'POST /registration/step3/send': ({ body }: { body: unknown }) => ({
        channel: (body as { channel: string }).channel,
        destination: 'm***@vauhti.test',
        expiresAt: '2030-01-01T10:10:00.000Z',
        resendAvailableAt: '2000-01-01T00:00:00.000Z',
        attemptsMax: 5,
      }),
    });
    const user = userEvent.setup();
    renderWithSite(<OtpPage />, { url: '/en/sms' });
    await user.click(await screen.findByRole('button', { name: 'Use my e-mail address instead' }));
    await user.click(screen.getByRole('button', { name: 'Send the code by e-mail' }));
    expect(await screen.findByText(/We sent a code to m\*\*\*@vauhti.test/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/registration/step3/send')?.body).toEqual({ channel: 'email' });
  });
});

describe('account status page', () => {
  it('shows the state with its end date and what the player can do', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(registrationProgress()),
      'GET /profile': profile({ accountState: { state: 'active', until: null } }),
    });
    renderWithSite(<AccountStatusPage />, { url: '/en/accountstatus' });
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText(/Pause account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Responsible gaming tools' }).getAttribute('href')).toBe(
      '/en/info/responsible-gaming',
    );
  });

  it('gives the end of a break', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(registrationProgress()),
      'GET /profile': profile({ accountState: { state: 'paused', until: '2030-05-01T12:00:00.000Z' } }),
      'GET /wallet/balances': cashBalances(0),
    });
    renderWithSite(<AccountStatusPage />, { url: '/en/accountstatus' });
    expect(await screen.findByText('On a break')).toBeTruthy();
    expect(screen.getByText(/^Until 1 May 2030/)).toBeTruthy();
  });

  it.each([
    ['paused' as const, 'On a break'],
    ['self_excluded' as const, 'Self-excluded'],
  ])(
    'tells a %s player with cash that they can still withdraw it, with a link that opens the withdrawal',
    async (state, label) => {
      mockApi({
        'GET /auth/status': loggedInStatus(registrationProgress()),
        'GET /profile': profile({ accountState: { state, until: '2030-05-01T12:00:00.000Z' } }),
        'GET /wallet/balances': cashBalances(12_500),
      });
      const { router } = renderWithSite(<AccountStatusPage />, { url: '/en/accountstatus' });
      expect(await screen.findByText(label)).toBeTruthy();
      expect(
        await screen.findByText(/you can withdraw it at any time during your break or self-exclusion/),
      ).toBeTruthy();
      const link = screen.getByRole('link', { name: 'Withdraw my cash' });
      expect(link.getAttribute('href')).toBe('/en/accountstatus?withdraw=true');
      await userEvent.setup().click(link);
      expect(router.state.location.search).toBe('?withdraw=true');
    },
  );

  it('offers no withdrawal to an active player, nor to a paused one without cash or without a real-money account', async () => {
    const cases = [
      { accountState: { state: 'active', until: null }, cash: 12_500, userStatus: 'real', label: 'Active' },
      {
        accountState: { state: 'paused', until: '2030-05-01T12:00:00.000Z' },
        cash: 0,
        userStatus: 'real',
        label: 'On a break',
      },
      {
        accountState: { state: 'self_excluded', until: '2030-05-01T12:00:00.000Z' },
        cash: 500,
        userStatus: 'play',
        label: 'Self-excluded',
      },
    ] as const;
    for (const { accountState, cash, userStatus, label } of cases) {
      const { calls } = mockApi({
        'GET /auth/status': loggedInStatus(registrationProgress()),
        'GET /profile': profile({ accountState, userStatus }),
        'GET /wallet/balances': cashBalances(cash),
      });
      const { unmount } = renderWithSite(<AccountStatusPage />, { url: '/en/accountstatus' });
      expect(await screen.findByText(label)).toBeTruthy();
      if (accountState.state !== 'active') {
        await waitFor(() => expect(calls.some((call) => call.path === '/wallet/balances')).toBe(true));
      }
      expect(screen.queryByText(/you can withdraw it at any time/), label).toBeNull();
      expect(screen.queryByRole('link', { name: 'Withdraw my cash' })).toBeNull();
      unmount();
    }
  });
});
