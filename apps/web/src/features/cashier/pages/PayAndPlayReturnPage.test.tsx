import { act, screen, waitFor } from '@testing-library/react';
import type { PayNPlayUser } from '@vauhti/contracts/cashier';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent } from '../../../lib/events/site-events';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { apiError, guestStatus, type MockResponse, mockApi } from '../../../test-support/api-mock';
import { cashBalances } from '../../../test-support/fixtures/session';
import { renderWithSite } from '../../../test-support/render';
import {
  finnishVisitorContext,
  PNP_TXN_ID,
  payAndPlayProfile,
  payNPlayUser,
  playerAuthStatus,
  transactionStatus,
} from '../test-support/paynplay-fixtures';
import { PayAndPlayReturnPage } from './PayAndPlayReturnPage';

const RETURN_URL = '/en/payandplay/step3?txId=TX-1001&state=SUCCESSFUL';

const ACCEPTED_ON_STEP_ONE = [{ policyType: 'terms', policyVersionId: '2026-01-01' }];

function rememberDeposit(method = 'TRUSTLY') {
  window.sessionStorage.setItem(SESSION_KEYS.payAndPlayTxnId, PNP_TXN_ID);
  window.sessionStorage.setItem(
    SESSION_KEYS.payAndPlayDeposit,
    JSON.stringify({ amountMinor: 4000, currency: 'EUR', method, acceptedPolicies: ACCEPTED_ON_STEP_ONE }),
  );
}

/**
 * The platform as the bank's identification goes on: the pay-and-play user call answers in turn
 * (the last answer again once they run out); the answer with loggedIn logs the browser in, so the
 * session calls answer as the new player from then on.
 */
function platform(userAnswers: (PayNPlayUser | MockResponse)[], status = transactionStatus('txn_confirmed_success')) {
  let loggedIn = false;
  let asked = 0;
  const mock = mockApi({
    'GET /auth/status': () => (loggedIn ? playerAuthStatus() : guestStatus),
    'GET /site/context': finnishVisitorContext(),
    'GET /profile': payAndPlayProfile(),
    'GET /wallet/balances': cashBalances(4000),
    [`GET /cashier/pnp-user/${PNP_TXN_ID}`]: () => {
      const answer = userAnswers[Math.min(asked, userAnswers.length - 1)];
      asked += 1;
      if (answer && 'loggedIn' in answer && answer.loggedIn) loggedIn = true;
      return answer;
    },
    [`GET /cashier/transactions/${PNP_TXN_ID}/status`]: status,
    'POST /policies/acceptances': () => (loggedIn ? { status: 'SUCCESS' } : apiError(401, 'SESSION_EXPIRED')),
  });
  const userCalls = () => mock.calls.filter((call) => call.path === `/cashier/pnp-user/${PNP_TXN_ID}`).length;
  const statusCalls = () => mock.calls.filter((call) => call.path === '/auth/status').length;
  return { ...mock, userCalls, statusCalls };
}

const waiting = payNPlayUser({ loggedIn: false, txState: 'WAITING_INPUT' });
const loggedInAndPaid = payNPlayUser({ loggedIn: true, txState: 'SUCCESSFUL' });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the pay-and-play return page', () => {
  it('asks every 5 s until the answer logs the payer in, refreshes the session, and says the deposit is on the balance', async () => {
    rememberDeposit();
    const api = platform([waiting, waiting, loggedInAndPaid]);
    const logins: string[] = [];
    const completed: unknown[] = [];
    const stopLogins = onSiteEvent('loginsuccess', ({ playerId }) => logins.push(playerId));
    const stopCompleted = onSiteEvent('transactionComplete', (detail) => completed.push(detail));
    renderWithSite(<PayAndPlayReturnPage />, { url: RETURN_URL });

    expect(await screen.findByRole('heading', { name: 'Confirming your deposit' })).toBeTruthy();
    await waitFor(() => expect(api.userCalls()).toBe(1));
    expect(screen.getByText('Waiting for Trustly to confirm your payment and who you are…')).toBeTruthy();
    const sessionReadsBefore = api.statusCalls();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(api.userCalls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));

    expect(await screen.findByText('You are logged in; your deposit of €40.00 is on your balance.')).toBeTruthy();
    expect(api.userCalls()).toBe(3);
    expect(api.statusCalls()).toBeGreaterThan(sessionReadsBefore);
    expect(screen.getByRole('heading', { name: 'You are in!' })).toBeTruthy();
    expect(await screen.findByText('€40.00')).toBeTruthy();
    expect(logins).toEqual(['41']);
    expect(completed).toEqual([
      { kind: 'deposit', status: 'SUCCESS', amountMinor: 4000, currency: 'EUR', method: 'TRUSTLY' },
    ]);
    expect(screen.getByRole('link', { name: 'Start playing' }).getAttribute('href')).toBe('/en/casino/slots');
    stopLogins();
    stopCompleted();
  });

  it('records the policies accepted on step one once logged in, before the session is read again', async () => {
    rememberDeposit();
    const api = platform([waiting, loggedInAndPaid]);
    renderWithSite(<PayAndPlayReturnPage />, { url: RETURN_URL });
    await waitFor(() => expect(api.userCalls()).toBe(1));
    expect(api.calls.some((call) => call.path === '/policies/acceptances')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await screen.findByText('You are logged in; your deposit of €40.00 is on your balance.');
    const paths = api.calls.map((call) => `${call.method} ${call.path}`);
    const accepted = paths.indexOf('POST /policies/acceptances');
    expect(accepted).toBeGreaterThan(paths.indexOf(`GET /cashier/pnp-user/${PNP_TXN_ID}`));
    expect(paths.indexOf('GET /auth/status', accepted)).toBeGreaterThan(accepted);
    expect(api.calls[accepted]?.body).toEqual({ policies: JSON.stringify(ACCEPTED_ON_STEP_ONE) });
  });

  it('reads the session again when the first answer logs in while the first session read is on its way', async () => {
    rememberDeposit();
    const api = platform([loggedInAndPaid]);
    renderWithSite(<PayAndPlayReturnPage />, { url: RETURN_URL });
    expect(await screen.findByText('€40.00')).toBeTruthy();
    expect(api.statusCalls()).toBe(2);
    expect(api.calls.filter((call) => call.path === '/profile').length).toBeGreaterThan(0);
  });

  it('asks for the details the bank did not give, continuing to the game the visitor came from', async () => {
    rememberDeposit();
    window.sessionStorage.setItem(SESSION_KEYS.previousUrl, '/en/gameplay/book-of-vauhti');
    platform([loggedInAndPaid]);
    renderWithSite(<PayAndPlayReturnPage />, { url: RETURN_URL });

    expect(await screen.findByRole('heading', { name: 'Complete your details' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Mobile phone number');
    expect(screen.getByRole('link', { name: 'Start playing' }).getAttribute('href')).toBe(
      '/en/gameplay/book-of-vauhti',
    );
    const complete = screen.getByRole('link', { name: 'Complete my details' });
    expect(complete.getAttribute('href')).toBe('/en/completeprofile');
    complete.click();
    expect(window.sessionStorage.getItem(SESSION_KEYS.previousUrl)).toBe('/en/gameplay/book-of-vauhti');
    expect(window.sessionStorage.getItem(SESSION_KEYS.payAndPlayTxnId)).toBeNull();
  });

  it('gives up after 5 retries with the failure and a way to try again, never logged in', async () => {
    rememberDeposit();
    const api = platform([waiting]);
    renderWithSite(<PayAndPlayReturnPage />, { url: RETURN_URL });
    await waitFor(() => expect(api.userCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(5 * 5_000));

    expect(await screen.findByRole('heading', { name: 'Your deposit was not completed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      "We did not get your bank's confirmation in time. If your bank completes the payment later, the money is added to your account.",
    );
    expect(api.userCalls()).toBe(6);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/payandplay');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.userCalls()).toBe(6);
  });

  it('keeps asking a Brite deposit past the 5th retry', async () => {
    rememberDeposit('BRITEPLAY');
    const api = platform([waiting]);
    renderWithSite(<PayAndPlayReturnPage />, { url: RETURN_URL });
    await waitFor(() => expect(api.userCalls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(10 * 5_000));
    expect(api.userCalls()).toBe(11);
    expect(screen.getByRole('heading', { name: 'Confirming your deposit' })).toBeTruthy();
  });

  it.each([
    [
      apiError(404, 'TRANSACTION_NOT_FOUND'),
      'We could not find a deposit started in this browser. A deposit can log you in for one hour after it starts; please try again.',
    ],
    [
      apiError(409, 'CLAIM_USED'),
      'This deposit has already logged you in once. To log in again, make a new deposit with your bank.',
    ],
    [apiError(403, 'ACCOUNT_LOCKED'), 'Your account is locked. Please contact our support team for help.'],
  ])('stops at once with a clear message on %#', async (answer, text) => {
    rememberDeposit();
    const api = platform([answer]);
    renderWithSite(<PayAndPlayReturnPage />, { url: RETURN_URL });
    expect(await screen.findByRole('heading', { name: 'We could not log you in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(text);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.userCalls()).toBe(1);
  });

  it('says the bank failed the deposit when the provider reports it failed', async () => {
    rememberDeposit();
    platform([payNPlayUser({ loggedIn: false, txState: 'FAILED' })]);
    renderWithSite(<PayAndPlayReturnPage />, { url: RETURN_URL });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your bank could not confirm the payment. Please try again or choose another bank.',
    );
  });

  it('asks nothing and offers step one when this browser started no deposit', async () => {
    const api = platform([waiting]);
    renderWithSite(<PayAndPlayReturnPage />, { url: '/en/pnp-process' });
    expect(await screen.findByRole('heading', { name: 'We could not log you in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/payandplay');
    expect(api.userCalls()).toBe(0);
  });
});
