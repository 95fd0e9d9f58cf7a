import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { apiError, mockApi } from '../../../test-support/api-mock';
import { loggedInRoutes } from '../../../test-support/fixtures/session';
import { renderWithSite } from '../../../test-support/render';
import { leaveSiteFor } from '../components/aml/leave-site';
import { amlStatus } from '../test-support/account-fixtures';
import { AML_RESULT_POLL_INTERVAL_MS, AML_RESULT_POLLS_MAX, AmlInformationPage } from './AmlInformationPage';
import { AmlVerificationPage } from './AmlVerificationPage';

vi.mock('../components/aml/leave-site', () => ({ leaveSiteFor: vi.fn() }));

const CASHIER_URL = '/en/casino/slots?service=deposit';
const PROVIDER_PAGE = 'http://localhost:5000/pages/identity/idv_1?token=secret';

beforeEach(() => {
  vi.mocked(leaveSiteFor).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function platform(routes: Record<string, unknown>) {
  return mockApi({ ...loggedInRoutes(), ...routes });
}

const pending = (startedAt = '2026-03-14T09:30:00.000Z') => ({
  verificationId: 'idv_1',
  state: 'pending' as const,
  startedAt,
  decidedAt: null,
});

describe('{lang}/amlverification', () => {
  it('says why the check is needed and starts it at the provider in this window, for the page’s language', async () => {
    const { calls } = platform({
      'GET /cashier/aml-verification': amlStatus(),
      'POST /cashier/aml-verification': {
        verificationId: 'idv_1',
        url: PROVIDER_PAGE,
        expiresAt: '2026-03-14T09:45:00Z',
      },
    });
    const user = userEvent.setup();
    renderWithSite(<AmlVerificationPage />, { url: '/fi/amlverification', language: 'fi' });
    // The tests read the English catalogue; the language that matters is the one sent.
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await user.click(await screen.findByRole('button', { name: 'Verify my identity' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith(PROVIDER_PAGE));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ language: 'fi' });
  });

  it('shows why the provider could not be reached, and leaves nothing', async () => {
    platform({
      'GET /cashier/aml-verification': amlStatus(),
      'POST /cashier/aml-verification': apiError(503, 'PROVIDER_UNAVAILABLE'),
    });
    const user = userEvent.setup();
    renderWithSite(<AmlVerificationPage />, { url: '/en/amlverification' });
    expect(await screen.findByText(/Gambling regulation requires us/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(await screen.findByText('The verification could not be started.')).toBeTruthy();
    expect(leaveSiteFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify my identity' }).hasAttribute('disabled')).toBe(false);
  });

  it('tells a verified player so and continues to the cashier page that sent them, forgetting it', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.previousUrl, CASHIER_URL);
    platform({ 'GET /cashier/aml-verification': amlStatus({ thirdPartyRequired: false, identityStatus: 'verified' }) });
    const user = userEvent.setup();
    const { router } = renderWithSite(<AmlVerificationPage />, { url: '/en/amlverification' });
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(CASHIER_URL));
    expect(window.sessionStorage.getItem(SESSION_KEYS.previousUrl)).toBeNull();
  });

  it('mentions a rejected last attempt and offers a new one', async () => {
    platform({
      'GET /cashier/aml-verification': amlStatus({ latest: { ...pending(), state: 'rejected', decidedAt: 'x' } }),
    });
    renderWithSite(<AmlVerificationPage />, { url: '/en/amlverification' });
    expect(await screen.findByText(/Your last verification did not pass/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a new verification' })).toBeTruthy();
  });

  it('says when the status could not be loaded', async () => {
    platform({ 'GET /cashier/aml-verification': apiError(500, 'INTERNAL_ERROR') });
    renderWithSite(<AmlVerificationPage />, { url: '/en/amlverification' });
    expect(await screen.findByText('Your verification status could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('{lang}/amlinformation', () => {
  it('after a passed check continues to the stored cashier url, where the deposit opens again', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.previousUrl, CASHIER_URL);
    platform({
      'GET /cashier/aml-verification': amlStatus({
        thirdPartyRequired: false,
        identityStatus: 'verified',
        latest: { ...pending(), state: 'approved', decidedAt: '2026-03-14T09:35:00.000Z' },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderWithSite(<AmlInformationPage />, {
      url: '/en/amlinformation?verificationId=idv_1&state=APPROVED',
      path: '/en/amlinformation',
    });
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(CASHIER_URL));
  });

  it('after a failed check offers another attempt and the way to support', async () => {
    platform({
      'GET /cashier/aml-verification': amlStatus({ latest: { ...pending(), state: 'rejected', decidedAt: 'x' } }),
    });
    renderWithSite(<AmlInformationPage />, { url: '/en/amlinformation' });
    expect(await screen.findByRole('heading', { name: 'We could not verify your identity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a new verification' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/en/info/contact-us');
  });

  it('says an expired check expired and offers a new one', async () => {
    platform({
      'GET /cashier/aml-verification': amlStatus({ latest: { ...pending(), state: 'expired', decidedAt: 'x' } }),
    });
    renderWithSite(<AmlInformationPage />, { url: '/en/amlinformation' });
    expect(await screen.findByRole('heading', { name: 'The verification expired' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a new verification' })).toBeTruthy();
  });

  it('waits for a pending result, asking again every 2 s, and shows it when it arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    platform({
      'GET /cashier/aml-verification': () => {
        answers += 1;
        return answers < 3
          ? amlStatus({ latest: pending() })
          : amlStatus({
              thirdPartyRequired: false,
              identityStatus: 'verified',
              latest: { ...pending(), state: 'approved', decidedAt: 'x' },
            });
      },
    });
    renderWithSite(<AmlInformationPage />, { url: '/en/amlinformation' });
    expect(await screen.findByRole('heading', { name: 'Checking your identity' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(AML_RESULT_POLL_INTERVAL_MS));
    expect(answers).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(AML_RESULT_POLL_INTERVAL_MS));
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    expect(answers).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(AML_RESULT_POLL_INTERVAL_MS * 3));
    expect(answers).toBe(3);
  });

  it('stops asking after its last poll and offers Check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    platform({
      'GET /cashier/aml-verification': () => {
        answers += 1;
        return amlStatus({ latest: pending() });
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithSite(<AmlInformationPage />, { url: '/en/amlinformation' });
    await screen.findByRole('heading', { name: 'Checking your identity' });
    for (let poll = 0; poll < AML_RESULT_POLLS_MAX + 2; poll += 1) {
      await act(() => vi.advanceTimersByTimeAsync(AML_RESULT_POLL_INTERVAL_MS));
    }
    expect(answers).toBe(AML_RESULT_POLLS_MAX + 1);
    expect(screen.getByText('The result has not arrived yet. Check again in a moment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(answers).toBe(AML_RESULT_POLLS_MAX + 2));
  });

  it('offers to start when no verification was started', async () => {
    platform({ 'GET /cashier/aml-verification': amlStatus() });
    renderWithSite(<AmlInformationPage />, { url: '/en/amlinformation' });
    expect(await screen.findByRole('heading', { name: 'No verification started yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify my identity' })).toBeTruthy();
  });
});
