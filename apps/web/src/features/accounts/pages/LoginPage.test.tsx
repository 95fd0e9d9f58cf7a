import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent } from '../../../lib/events/site-events';
import { storePreviousUrl } from '../../../lib/navigation/previous-url';
import { readStorage, SESSION_KEYS } from '../../../lib/storage/keys';
import { apiError, guestStatus, MockResponse, mockApi } from '../../../test-support/api-mock';
import { loggedInStatus, profile, registrationProgress } from '../../../test-support/fixtures/session';
import { siteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { LoginPage } from './LoginPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A platform where POST /auth/login answers `loginAnswer` and, when it succeeds, the session starts. */
function platform(
  loginAnswer: unknown = { playerId: 7, externalEcrId: 'vauhti-7', registration: {} },
  playerProfile = profile(),
) {
  let loggedIn = false;
  const api = mockApi({
    'GET /auth/status': () => (loggedIn ? loggedInStatus(registrationProgress()) : guestStatus),
    'POST /auth/login': () => {
      if (loginAnswer instanceof MockResponse) return loginAnswer;
      loggedIn = true;
      return loginAnswer;
    },
    'GET /profile': () => playerProfile,
    'GET /site/context': siteContext(),
  });
  return api;
}

async function logIn(email = 'mia@vauhti.test', password = 'Vauhti-Demo-2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login page', () => {
  it('logs in and follows the redirect order: toSetLimit opens set limits on the limits tab (spec 2.1, 4 case 1)', async () => {
    const { calls } = platform();
    const loginSuccess = vi.fn();
    const stop = onSiteEvent('loginsuccess', loginSuccess);
    renderWithSite(<LoginPage />, { url: '/en/login?toSetLimit=true' });
    await logIn();
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/myaccount?page=setlimits&tab=limits');
    expect(calls.find((call) => call.path === '/auth/login')?.body).toEqual({
      email: 'mia@vauhti.test',
      password: 'Vauhti-Demo-2026',
    });
    expect(loginSuccess).toHaveBeenCalledWith({ playerId: '7' });
    stop();
  });

  it.each([
    ['toAccountstatus', '/en/accountstatus'],
    ['toAccountpreferences', '/en/myaccount?page=preferencecenter'],
    ['toDsar', '/en/myaccount?page=dsar'],
  ])('flag %s sends the player to %s after login', async (flag, target) => {
    platform();
    renderWithSite(<LoginPage />, { url: `/en/login?${flag}=true` });
    await logIn();
    expect((await screen.findByTestId('location')).textContent).toBe(`at ${target}`);
  });

  it('follows the stored previous url with its query stripped and forgets it (case 8)', async () => {
    platform();
    storePreviousUrl('/en/myaccount/transactions?x=1');
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await logIn();
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/myaccount/transactions');
    expect(screen.getByTestId('location').textContent).not.toContain('x=1');
    expect(readStorage('session', SESSION_KEYS.previousUrl)).toBeNull();
  });

  it('goes home when nothing else applies', async () => {
    platform();
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await logIn();
    expect((await screen.findByTestId('location')).textContent).toBe('at /en');
  });

  it('shows wrong credentials as a form-level alert', async () => {
    platform(apiError(401, 'INVALID_CREDENTIALS'));
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail address or the password is not right. Please try again.',
    );
  });

  it.each([
    [600, 'please try again in 10 minutes.'],
    [61, 'please try again in 2 minutes.'],
    [30, 'please try again in 1 minute.'],
  ])('counts a lockout of %i seconds in whole minutes', async (retryAfterSeconds, text) => {
    platform(apiError(423, 'ACCOUNT_TEMPORARILY_LOCKED', { retryAfterSeconds }));
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('says until when a break ends', async () => {
    platform(apiError(403, 'ACCOUNT_PAUSED', { until: '2030-05-01T12:00:00.000Z' }));
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toMatch(/on a break until 1 May 2030/);
  });

  it('says self-exclusion without a date when none is given', async () => {
    platform(apiError(403, 'ACCOUNT_SELF_EXCLUDED', { until: null }));
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have excluded yourself from playing, so you cannot log in right now.',
    );
  });

  it('explains a locked account', async () => {
    platform(apiError(403, 'ACCOUNT_LOCKED'));
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account is locked. Please contact our support team for help.',
    );
  });

  it('puts a field error under the field the server named', async () => {
    platform(apiError(400, 'FIELD_INVALID', { field: 'email' }));
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await logIn('mia@vauhti.test');
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const description = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe("This doesn't look right. Please check it.");
  });

  it('validates before calling the server, with catalogue messages', async () => {
    const { calls } = platform();
    const user = userEvent.setup();
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await user.type(await screen.findByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter an e-mail address such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/auth/login')).toBe(false);
  });

  it('sends an already logged-in visitor on by the redirect order', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(registrationProgress()),
      'GET /profile': profile(),
      'GET /site/context': siteContext(),
    });
    renderWithSite(<LoginPage />, { url: '/en/login?toAccountstatus=true' });
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/accountstatus');
  });

  it('links to registration, or to pay-and-play in pay-and-play countries', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /site/context': siteContext({ registrationMode: 'pay_and_play' }),
    });
    renderWithSite(<LoginPage />, { url: '/en/login' });
    const payAndPlay = await screen.findByRole('link', { name: 'Deposit and play with your bank' });
    expect(payAndPlay.getAttribute('href')).toBe('/en/playnow');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/en/forgotpassword');
  });

  it('toggles the password between hidden and shown', async () => {
    mockApi({ 'GET /auth/status': guestStatus, 'GET /site/context': siteContext() });
    const user = userEvent.setup();
    renderWithSite(<LoginPage />, { url: '/en/login' });
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('Enter moves focus to the next field instead of submitting (spec 2.3)', async () => {
    const { calls } = platform();
    const user = userEvent.setup();
    renderWithSite(<LoginPage />, { url: '/en/login' });
    await user.type(await screen.findByLabelText('E-mail address'), 'mia@vauhti.test{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.keyboard('secret-1{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show' }));
    expect(calls.some((call) => call.path === '/auth/login')).toBe(false);
  });
});
