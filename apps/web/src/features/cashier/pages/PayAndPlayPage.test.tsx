import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { apiError, guestStatus, mockApi } from '../../../test-support/api-mock';
import { configuredPolicies } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { providerWindow } from '../hooks/use-paynplay-start';
import {
  BANK_PAGE_URL,
  euroAmountConfig,
  finnishVisitorContext,
  PNP_TXN_ID,
  payAndPlayBody,
  payAndPlayProfile,
  playerAuthStatus,
  refusedAnswer,
  startedAnswer,
} from '../test-support/paynplay-fixtures';
import { PayAndPlayFailedPage, PayAndPlayPage } from './PayAndPlayPage';

let leave: MockInstance<typeof providerWindow.leave>;
beforeEach(() => {
  leave = vi.spyOn(providerWindow, 'leave').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function visitorRoutes(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /auth/status': guestStatus,
    'GET /site/context': finnishVisitorContext(),
    'GET /cashier/pnp-config': { status: 'SUCCESS', pnpType: 'TRUSTLY' },
    'GET /cashier/amount-config': euroAmountConfig(),
    'POST /cashier/provider-transactions': startedAnswer(),
    'GET /content/policies': configuredPolicies(),
    ...overrides,
  });
}

describe('pay-and-play step one for a visitor', () => {
  it('offers the quick amounts of the country currency with the second preselected, and the bank of pnpType', async () => {
    visitorRoutes({ 'GET /cashier/pnp-config': { status: 'SUCCESS', pnpType: 'BRITEPLAY' } });
    renderWithSite(<PayAndPlayPage />, { url: '/en/playnow/step1' });
    const fifty = await screen.findByRole('radio', { name: '€50.00' });
    expect(fifty).toHaveProperty('checked', true);
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      '€20.00',
      '€50.00',
      '€100.00',
      '€200.00',
    ]);
    expect(screen.getByText('Pay with Brite')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit €50.00 and play' })).toBeTruthy();
  });

  it('starts the deposit with the pay-and-play payload, remembers the transaction and the accepted policies, and goes to the bank page', async () => {
    const { calls } = visitorRoutes();
    const user = userEvent.setup();
    renderWithSite(<PayAndPlayPage />, { url: '/en/playnow/step1?bonus=WELCOME' });
    await screen.findByRole('radio', { name: '€50.00' });
    const amount = screen.getByLabelText('Amount (EUR)');
    await user.clear(amount);
    await user.type(amount, '4a0');
    expect(amount).toHaveProperty('value', '40');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Deposit €40.00 and play' }));

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/cashier/provider-transactions')?.body).toEqual(
      payAndPlayBody({ site: window.location.origin, language: 'en', bonusCode: 'WELCOME' }),
    );
    expect(window.sessionStorage.getItem(SESSION_KEYS.payAndPlayTxnId)).toBe(PNP_TXN_ID);
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.payAndPlayDeposit) ?? '')).toEqual({
      amountMinor: 4000,
      currency: 'EUR',
      method: 'TRUSTLY',
      acceptedPolicies: configuredPolicies().policyConfigs,
    });
    expect(leave.mock.calls[0]?.[0]).toMatchObject({ url: BANK_PAGE_URL, method: 'GET' });
    expect(screen.getByRole('button', { name: 'Deposit €40.00 and play' }).getAttribute('aria-busy')).toBe('true');
  });

  it('asks for the policies, each linked in a new tab, and sends nothing until they are accepted', async () => {
    const { calls } = visitorRoutes();
    const user = userEvent.setup();
    renderWithSite(<PayAndPlayPage />, { url: '/en/payandplay' });
    const consent = await screen.findByRole('checkbox', {
      name: 'I have read and accept: Terms and Conditions (opens in a new tab) and Privacy Notice (opens in a new tab)',
    });
    expect(screen.getByRole('link', { name: /Terms and Conditions/ }).getAttribute('href')).toBe('/en/info/terms');
    expect(screen.getByRole('link', { name: /Privacy Notice/ }).getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00 and play' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Accept the terms to deposit and play.');
    expect(calls.some((call) => call.path === '/cashier/provider-transactions')).toBe(false);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00 and play' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });

  it('marks an empty amount and sends nothing', async () => {
    const { calls } = visitorRoutes();
    const user = userEvent.setup();
    renderWithSite(<PayAndPlayPage />, { url: '/en/payandplay' });
    await screen.findByRole('radio', { name: '€50.00' });
    const amount = screen.getByLabelText('Amount (EUR)');
    await user.clear(amount);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Deposit and play' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount of at least €1.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === '/cashier/provider-transactions')).toBe(false);
  });

  it.each([
    [refusedAnswer('AMOUNT_TOO_SMALL'), 'Trustly does not accept an amount this small. Choose a larger amount.'],
    [refusedAnswer('100255'), 'Your bank could not confirm the payment. Please try again or choose another bank.'],
    [
      refusedAnswer('PROVIDER_REFUSED'),
      'Your transaction could not be completed. Please try again or choose another payment method.',
    ],
    [apiError(503, 'PROVIDER_UNAVAILABLE'), 'The payment service did not answer. Please try again.'],
    [
      apiError(403, 'PAY_AND_PLAY_NOT_AVAILABLE'),
      'Pay and Play is not offered in Finland. Log in to deposit to your account.',
    ],
  ])('says why when the start is refused (%#) and stays on the page', async (answer, text) => {
    visitorRoutes({ 'POST /cashier/provider-transactions': answer });
    const user = userEvent.setup();
    renderWithSite(<PayAndPlayPage />, { url: '/en/playnow' });
    await user.click(await screen.findByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Deposit €50.00 and play' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(leave).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(SESSION_KEYS.payAndPlayTxnId)).toBeNull();
  });

  it('explains that pay-and-play is not offered where the platform will not take it, with the log-in link', async () => {
    visitorRoutes({
      'GET /site/context': finnishVisitorContext({ countryCode: 'DE', countryName: 'Germany' }),
      'GET /cashier/pnp-config': { status: 'NOT_AVAILABLE', pnpType: 'TRUSTLY' },
    });
    renderWithSite(<PayAndPlayPage />, { url: '/en/playnow' });
    expect(
      await screen.findByText('Pay and Play is not offered in Germany. Log in to deposit to your account.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    expect(screen.queryByRole('button', { name: /Deposit/ })).toBeNull();
  });
});

describe('pay-and-play pages for a logged-in player', () => {
  it('open the deposit modal instead, keeping the amount of the link', async () => {
    mockApi({ 'GET /auth/status': playerAuthStatus(), 'GET /profile': payAndPlayProfile() });
    const { router } = renderWithSite(<PayAndPlayPage />, { url: '/en/playnow/step1?amount=40' });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en?service=deposit&amount=40'),
    );
  });
});

describe('the failure return, /payandplay/step1', () => {
  beforeEach(() => {
    window.sessionStorage.setItem(SESSION_KEYS.payAndPlayTxnId, PNP_TXN_ID);
    window.sessionStorage.setItem(
      SESSION_KEYS.payAndPlayDeposit,
      JSON.stringify({ amountMinor: 4000, currency: 'EUR', method: 'TRUSTLY' }),
    );
  });

  it.each([
    ['CANCELLED', 'You cancelled the payment at your bank.'],
    ['FAILED', 'Your bank could not confirm the payment. Please try again or choose another bank.'],
    ['WAITING_INPUT', "The bank's page timed out before the payment was confirmed."],
    ['', 'Something went wrong. Please try again.'],
  ])('says why for state %s and offers the same amount again', async (state, text) => {
    visitorRoutes();
    renderWithSite(<PayAndPlayFailedPage />, { url: `/en/payandplay/step1?txId=TX-1001&state=${state}` });
    expect(await screen.findByRole('heading', { name: 'Your deposit was not completed' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(await screen.findByRole('button', { name: 'Deposit €40.00 and play' })).toBeTruthy();
    expect(window.sessionStorage.getItem(SESSION_KEYS.payAndPlayTxnId)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.payAndPlayDeposit)).toBeNull();
  });

  it('offers a logged-in player the deposit modal to try again', async () => {
    mockApi({ 'GET /auth/status': playerAuthStatus(), 'GET /profile': payAndPlayProfile() });
    renderWithSite(<PayAndPlayFailedPage />, { url: '/en/payandplay/step1?state=FAILED' });
    expect((await screen.findByRole('link', { name: 'Deposit again' })).getAttribute('href')).toBe(
      '/en?service=deposit',
    );
  });
});
