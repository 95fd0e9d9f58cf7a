import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../lib/i18n/format';
import { activeOverlay, releaseOverlay, requestOverlay } from '../../../../lib/overlays/overlay-store';
import { sessionKeys } from '../../../../lib/session/session-queries';
import { apiError, guestStatus, mockApi } from '../../../../test-support/api-mock';
import { loggedInStatus } from '../../../../test-support/fixtures/session';
import { renderWithSite } from '../../../../test-support/render';
import { resetLayoutStore } from '../../hooks/layout-store';
import { playerRoutes } from '../../test-support/fixtures';
import { Header } from '../Header';
import { MobileFooterNav } from '../MobileFooterNav';

const PASSWORD = 'Vauhti-Demo-2026';
const UNTIL = '2026-06-01T09:30:00.000Z';

function renderLayout(url = '/en/myaccount') {
  return renderWithSite(
    <>
      <Header />
      <MobileFooterNav />
    </>,
    { url, path: '/:lang/*' },
  );
}

/** The player's routes; the session is over once the suspension succeeded. */
function suspendRoutes(answer: unknown) {
  let suspended = false;
  return mockApi({
    ...playerRoutes(),
    'GET /auth/status': () => (suspended ? guestStatus : loggedInStatus()),
    'POST /account/suspend': () => {
      // Success ends every session; so does a lock. A wrong password or a rate limit does not.
      const code = (answer as { body?: { error?: { code?: string } } }).body?.error?.code;
      suspended = code === undefined || code === 'ACCOUNT_LOCKED';
      return answer;
    },
  });
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Pause account' }));
  return screen.findByRole('dialog', { name: 'Pause your account' });
}

afterEach(() => {
  cleanup();
  resetLayoutStore();
});

describe('suspend-account form (spec part 2, sections 3 and 5)', () => {
  it("opens with expire '1' and reason 'Self Exclusion', and submit stays disabled until the password is given", async () => {
    suspendRoutes({ state: 'self_excluded', until: UNTIL });
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openForm(user);
    const reason = within(dialog).getByLabelText('Type of pause') as HTMLSelectElement;
    const expire = within(dialog).getByLabelText('Length of the pause') as HTMLSelectElement;
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    expect(reason.value).toBe('Self Exclusion');
    expect(expire.value).toBe('1');
    expect(password.value).toBe('');
    const submit = within(dialog).getByRole('button', { name: 'Pause my account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(password, PASSWORD);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.clear(password);
    await waitFor(() => expect(submit.disabled).toBe(true));
  });

  it('offers 1, 7 and 30 days under take a break and 180, 365 and 1825 days under self-exclusion', async () => {
    suspendRoutes({ state: 'paused', until: UNTIL });
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openForm(user);
    const expire = within(dialog).getByLabelText('Length of the pause');
    const groups = Array.from(expire.querySelectorAll('optgroup')).map((group) => [
      group.label,
      Array.from(group.querySelectorAll('option')).map((option) => option.value),
    ]);
    expect(groups).toEqual([
      ['Take a break', ['1', '7', '30']],
      ['Self-exclusion', ['180', '365', '1825']],
    ]);
    const reasons = Array.from((within(dialog).getByLabelText('Type of pause') as HTMLSelectElement).options);
    expect(reasons.map((option) => option.value)).toEqual(['Take a Break', 'Self Exclusion']);
  });

  it('holds the suspendAccount overlay slot while open and waits behind a more important overlay', async () => {
    suspendRoutes({ state: 'paused', until: UNTIL });
    const user = userEvent.setup();
    renderLayout();
    act(() => requestOverlay('serverError'));
    await user.click(await screen.findByRole('button', { name: 'Pause account' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Pause your account' })).toBeNull();
    act(() => releaseOverlay('serverError'));
    expect(activeOverlay()).toBe('suspendAccount');
    const dialog = await screen.findByRole('dialog', { name: 'Pause your account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(activeOverlay()).toBeNull();
  });

  it('submits { expire, reason, password }, ends the session, goes home and confirms the end date', async () => {
    const { calls } = suspendRoutes({ state: 'self_excluded', until: UNTIL });
    const user = userEvent.setup();
    const { router, queryClient } = renderLayout('/en/myaccount');
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    const submit = within(dialog).getByRole('button', { name: 'Pause my account' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    const confirmation = await screen.findByRole('dialog', { name: 'Your account is paused' });
    expect(calls.find((call) => call.path === '/account/suspend')).toEqual({
      method: 'POST',
      path: '/account/suspend',
      body: { expire: '1', reason: 'Self Exclusion', password: PASSWORD },
    });
    expect(within(confirmation).getByRole('status').textContent).toBe(
      `You are self-excluded until ${formatDateTime(UNTIL, 'en')}. You have been logged out.`,
    );
    expect(router.state.location.pathname).toBe('/en');
    // The session is over: player data is gone and the header is a guest's again.
    expect(queryClient.getQueryData(sessionKeys.profile)).toBeUndefined();
    expect(calls.some((call) => call.path === '/auth/logout')).toBe(false);

    await user.click(within(confirmation).getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/en');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('sends the chosen length and reason', async () => {
    const { calls } = suspendRoutes({ state: 'paused', until: UNTIL });
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openForm(user);
    await user.selectOptions(within(dialog).getByLabelText('Type of pause'), 'Take a Break');
    await user.selectOptions(within(dialog).getByLabelText('Length of the pause'), '7');
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Pause my account' }));
    await screen.findByRole('dialog', { name: 'Your account is paused' });
    expect(calls.find((call) => call.path === '/account/suspend')?.body).toEqual({
      expire: '7',
      reason: 'Take a Break',
      password: PASSWORD,
    });
    expect(screen.getByRole('status').textContent).toBe(
      `Your account is paused until ${formatDateTime(UNTIL, 'en')}. You have been logged out.`,
    );
  });

  it('a wrong password shows the error on the password field and keeps the session', async () => {
    const { calls } = suspendRoutes(apiError(400, 'PASSWORD_INCORRECT', { field: 'password' }));
    const user = userEvent.setup();
    const { queryClient, router } = renderLayout();
    const dialog = await openForm(user);
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Pause my account' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const errorId = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('That password is not correct. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Pause your account' })).toBeTruthy();
    expect(queryClient.getQueryData(sessionKeys.profile)).toBeDefined();
    expect(router.state.location.pathname).toBe('/en/myaccount');
    expect(calls.filter((call) => call.path === '/account/suspend')).toHaveLength(1);
  });

  it('other failures show their catalogue text', async () => {
    suspendRoutes(apiError(429, 'RATE_LIMITED'));
    const user = userEvent.setup();
    renderLayout();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Pause my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('a locked account is sent home with the session ended (spec section 4)', async () => {
    suspendRoutes(apiError(403, 'ACCOUNT_LOCKED'));
    const user = userEvent.setup();
    const { router, queryClient } = renderLayout('/en/myaccount');
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Pause my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryData(sessionKeys.profile)).toBeUndefined();
  });
});
