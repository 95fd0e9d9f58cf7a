import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MethodEntry } from '@vauhti/contracts/cashier';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent, type SiteEventMap } from '../../../../lib/events/site-events';
import { sessionKeys } from '../../../../lib/session/session-queries';
import type { Balances, Profile } from '../../../../lib/session/session-types';
import type { SiteContext } from '../../../../lib/site-context/site-context';
import { apiError, mockApi } from '../../../../test-support/api-mock';
import { cashBalances, loggedInStatus, profile } from '../../../../test-support/fixtures/session';
import { siteContext } from '../../../../test-support/fixtures/site';
import { renderWithSite } from '../../../../test-support/render';
import { CALLBACK_MESSAGE_TYPE } from '../../rules/withdrawal-outcome';
import {
  methods,
  openingRoutes,
  piqAnswer,
  standardAnswer,
  withdrawalDetails,
} from '../../test-support/withdrawal-fixtures';
import type { HostedCashierProps } from '../hosted/HostedCashier';
import { WithdrawalModal } from './WithdrawalModal';

// The hosted cashier is another part's (its own tests load the bootstrapper): here it only shows
// that the modal hands it the withdrawal and the token.
vi.mock('../hosted/HostedCashier', () => ({
  HostedCashier: (props: HostedCashierProps) => (
    <p data-testid="hosted-cashier">
      hosted {props.kind} {props.token.token}
    </p>
  ),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Setup = {
  profile?: Profile;
  balances?: Balances;
  context?: SiteContext;
  entries?: Record<string, MethodEntry>;
  routes?: Record<string, unknown>;
};

function renderWithdrawal(setup: Setup = {}) {
  const api = mockApi({
    'GET /auth/status': loggedInStatus(),
    'GET /profile': setup.profile ?? profile(),
    'GET /wallet/balances': setup.balances ?? cashBalances(25_000),
    'GET /site/context': setup.context ?? siteContext(),
    ...openingRoutes,
    'POST /cashier/details': withdrawalDetails(setup.entries ?? { SKRILL: methods.skrill }),
    ...setup.routes,
  });
  const view = renderWithSite(<WithdrawalModal />, { url: '/en?withdraw=true', path: '/en', otherPaths: [] });
  const location = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, api, location };
}

const submitButton = () => screen.getByRole('button', { name: /^Withdraw/ });

async function stepOne() {
  return screen.findByText('Step 1 of 2');
}

describe('who may open the withdrawal modal', () => {
  it('sends a play-money account to the cashier page without asking anything of the cashier', async () => {
    const { api } = renderWithdrawal({ profile: profile({ userStatus: 'play' }) });
    expect((await screen.findByTestId('location'))?.textContent).toContain('at /en/myaccount/cashier');
    expect(api.calls.some((call) => call.path.startsWith('/cashier'))).toBe(false);
  });

  it('sends a real account without cash to the cashier page', async () => {
    renderWithdrawal({ balances: cashBalances(0) });
    expect((await screen.findByTestId('location'))?.textContent).toContain('at /en/myaccount/cashier');
  });

  it('shows the hosted cashier with the withdrawal and the token when the cashier type is hosted', async () => {
    const { api } = renderWithdrawal({ routes: { 'GET /cashier/type': { cashierType: 'hosted' } } });
    expect((await screen.findByTestId('hosted-cashier'))?.textContent).toContain('hosted withdrawal cashier-token-1');
    // A hosted cashier makes its own checks: the gates and the method list are not asked.
    expect(api.calls.map((call) => call.path)).not.toContain('/cashier/access');
    expect(api.calls.map((call) => call.path)).not.toContain('/cashier/details');
  });
});

describe('step one', () => {
  it('shows the withdrawable balance and the quick amounts, the first preselected in the amount', async () => {
    renderWithdrawal();
    await stepOne();
    expect(screen.getByText('Withdrawable balance').nextSibling?.textContent).toContain('€250.00');
    const quick = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual(['50%€125.00', '75%€188.00', '100%€250.00']);
    expect(quick.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect((screen.getByLabelText('Withdrawal amount (€)') as HTMLInputElement).value).toBe('125');
    await userEvent.click(quick[2] as HTMLElement);
    expect((screen.getByLabelText('Withdrawal amount (€)') as HTMLInputElement).value).toBe('250');
    expect((quick[2] as Element | null | undefined)?.getAttribute('aria-pressed')).toBe('true');
  });

  it('labels the submit button with the amount and the currency symbol, and keeps digits only in the amount', async () => {
    renderWithdrawal();
    await stepOne();
    expect(submitButton()?.textContent).toContain('Withdraw €125.00');
    const amount = screen.getByLabelText('Withdrawal amount (€)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '6a0,5');
    expect((amount as HTMLInputElement).value).toBe('605');
    expect(submitButton()?.textContent).toContain('Withdraw €605.00');
  });

  it('shows the fee only when the method charges one, and always what the player receives', async () => {
    renderWithdrawal({ entries: { TRUSTLY: methods.trustly, SKRILL: methods.skrill } });
    await stepOne();
    await userEvent.click(screen.getByRole('radio', { name: /Trustly/ }));
    expect(screen.queryByText('Fee')).toBeNull();
    expect(screen.getByText('You receive').nextSibling?.textContent).toContain('€125.00');
    await userEvent.click(screen.getByRole('radio', { name: /Skrill/ }));
    expect(screen.getByText('Fee').nextSibling?.textContent).toContain('€1.00');
    expect(screen.getByText('You receive').nextSibling?.textContent).toContain('€124.00');
  });

  it('keeps the button disabled until a method is chosen, the amount fits and the form is filled', async () => {
    renderWithdrawal({ entries: { SKRILL: methods.skrill, NETELLER: methods.neteller } });
    await stepOne();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Skrill/ }));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'mia@skrill.test');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    const amount = screen.getByLabelText('Withdrawal amount (€)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '251');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.blur(amount);
    expect(await screen.findByText('Enter an amount from €10.00 to €250.00.')).toBeTruthy();
  });

  it('marks every field when Enter is pressed in a field of an invalid form, and sends nothing', async () => {
    const { api } = renderWithdrawal();
    await stepOne();
    const amount = screen.getByLabelText('Withdrawal amount (€)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '{Enter}');
    expect(await screen.findByText('Enter the amount you want to withdraw.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.path.startsWith('/cashier/withdrawals'))).toEqual([]);
  });

  it('marks every field on an invalid submit and sends nothing', async () => {
    const { api } = renderWithdrawal();
    await stepOne();
    await userEvent.clear(screen.getByLabelText('Withdrawal amount (€)'));
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    expect(await screen.findByText('Enter the amount you want to withdraw.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as Element | null | undefined)?.getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/cashier/withdrawals'))).toEqual([]);
  });

  it('offers a saved card and pays out to it by creditCardID, without the card form', async () => {
    const { api } = renderWithdrawal({
      entries: { CREDITCARD: methods.card },
      routes: { 'POST /cashier/withdrawals': standardAnswer({ paymentMethod: 'CREDITCARD' }) },
    });
    await stepOne();
    expect(
      (screen.getByRole('radio', { name: 'VISA card ending in 1111 Expires 12/29' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.click(submitButton());
    await waitFor(() => expect(api.calls.some((call) => call.path === '/cashier/withdrawals')).toBe(true));
    expect(api.calls.find((call) => call.path === '/cashier/withdrawals')?.body).toEqual({
      paymentMethod: 'CREDITCARD',
      depositAmount: '125.00',
      creditCardID: 'ins-card-1',
      optionType: 'VISA',
    });
  });
});

describe('the answers', () => {
  it('closes onto the pending withdrawals with the success flag when the request is taken, and reads the balances and the count again', async () => {
    const completed: SiteEventMap['transactionComplete'][] = [];
    const stop = onSiteEvent('transactionComplete', (detail) => completed.push(detail));
    let pending: (value: unknown) => void = () => {};
    const { api, location, queryClient } = renderWithdrawal({
      routes: {
        'POST /cashier/withdrawals': () => new Promise((resolve) => (pending = resolve)),
      },
    });
    await stepOne();
    // The header's count, as the pending-withdrawal icon has it cached.
    queryClient.setQueryData(sessionKeys.pendingWithdrawals, { count: 0, pendingWithdrawals: [] });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'mia@skrill.test');
    await userEvent.click(submitButton());
    // Disabled again after a valid submit, until the answer returns.
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole('status')?.textContent).toContain('Sending your withdrawal request…');
    const balanceReads = api.calls.filter((call) => call.path === '/wallet/balances').length;
    pending(standardAnswer({ previousBalance: '250.00', currentBalance: '125.00' }));

    await waitFor(() => expect(location()).toBe('/en?pendingWithdrawal=true&withdrawSuccess=true'));
    expect(api.calls.find((call) => call.path === '/cashier/withdrawals')?.body).toEqual({
      paymentMethod: 'SKRILL',
      depositAmount: '125.00',
      emailAddress: 'mia@skrill.test',
    });
    expect(api.calls.filter((call) => call.path === '/wallet/balances').length).toBeGreaterThan(balanceReads);
    expect(queryClient.getQueryState(sessionKeys.pendingWithdrawals)?.isInvalidated).toBe(true);
    expect(completed).toEqual([
      { kind: 'withdrawal', status: 'SUCCESS', amountMinor: 12_500, currency: 'EUR', method: 'SKRILL' },
    ]);
    stop();
  });

  it('shows the try-again-later text when the withdrawal failed, and Retry returns to step one', async () => {
    renderWithdrawal({
      routes: { 'POST /cashier/withdrawals': standardAnswer({ status: 'FAILURE', txnStatus: 'co_failed' }) },
    });
    await stepOne();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'mia@skrill.test');
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert'))?.textContent).toContain(
      'Your withdrawal could not be completed this time. Please try again later.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await stepOne()).toBeTruthy();
  });

  it('shows error 3 for a status other than SUCCESS or FAILURE', async () => {
    renderWithdrawal({ routes: { 'POST /cashier/withdrawals': standardAnswer({ status: 'PENDING' }) } });
    await stepOne();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'mia@skrill.test');
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert'))?.textContent).toContain(
      'Your transaction could not be completed. Please try again or choose another payment method.',
    );
  });

  it('shows error 2 when the withdrawal call gets no answer', async () => {
    renderWithdrawal({ routes: { 'POST /cashier/withdrawals': apiError(503, 'PROVIDER_UNAVAILABLE') } });
    await stepOne();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'mia@skrill.test');
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert'))?.textContent).toContain(
      'The payment service did not answer. Please try again.',
    );
  });

  it('checks a PIQ-group withdrawal with the provider and closes onto the pending withdrawals when it waits for approval', async () => {
    const { api, location } = renderWithdrawal({
      entries: { BANK_PIQ: methods.bankPiq },
      routes: {
        'POST /cashier/withdrawals/piq': piqAnswer(),
        'GET /cashier/provider-status/7/9001': { success: true, txState: 'WAITING_APPROVAL' },
      },
    });
    await stepOne();
    await userEvent.type(screen.getByLabelText('IBAN'), 'FI2112345600000785');
    await userEvent.click(submitButton());
    await waitFor(() => expect(location()).toBe('/en?pendingWithdrawal=true&withdrawSuccess=true'));
    expect(api.calls.find((call) => call.path === '/cashier/withdrawals/piq')?.body).toEqual({
      paymentMethod: 'BANK_PIQ',
      depositAmount: '125.00',
      iban: 'FI2112345600000785',
      txnType: 'UNIVERSAL',
    });
  });

  it('shows the try-again-later text when the provider reports a PIQ-group withdrawal failed', async () => {
    renderWithdrawal({
      entries: { BANK_PIQ: methods.bankPiq },
      routes: {
        'POST /cashier/withdrawals/piq': piqAnswer({ success: false, txState: 'FAILED' }),
        'GET /cashier/provider-status/7/9001': { success: false, txState: 'FAILED' },
      },
    });
    await stepOne();
    await userEvent.type(screen.getByLabelText('IBAN'), 'FI2112345600000785');
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert'))?.textContent).toContain('Please try again later.');
  });

  it('marks the field the platform refused and stays on step one', async () => {
    renderWithdrawal({
      routes: { 'POST /cashier/withdrawals': apiError(400, 'FIELD_INVALID', { field: 'emailAddress' }) },
    });
    await stepOne();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'mia@skrill.test');
    await userEvent.click(submitButton());
    expect(await screen.findByText("This doesn't look right. Please check it.")).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as Element | null | undefined)?.getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });
});

describe('step two', () => {
  const bankPage = {
    url: 'http://localhost:5000/pages/bank/tx-1',
    method: 'GET' as const,
    parameters: {},
    html: null,
    container: 'iframe',
    height: '1000px',
  };
  const waitingForInput = {
    entries: { BANK_PIQ: methods.bankPiq },
    routes: {
      'POST /cashier/withdrawals/piq': piqAnswer({ txState: 'WAITING_INPUT', redirectOutput: bankPage, txnId: '502' }),
      'GET /cashier/transactions/502/status': {
        status: 'PENDING',
        actualStatusInDB: 'co_initiated',
        errorCode: null,
        errorDescription: null,
        txnStatus: 'co_initiated',
      },
    },
  };

  async function reachStepTwo() {
    const view = renderWithdrawal(waitingForInput);
    await stepOne();
    await userEvent.type(screen.getByLabelText('IBAN'), 'FI2112345600000785');
    await userEvent.click(submitButton());
    await screen.findByText('Step 2 of 2');
    return view;
  }

  it("shows the provider's page in a frame of its height and keeps the answer for a return in the whole window", async () => {
    await reachStepTwo();
    const frame = screen.getByTitle("Online banking: the payment provider's page") as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(bankPage.url);
    expect(frame.style.height).toBe('1000px');
    expect(JSON.parse(window.sessionStorage.getItem('vauhti.piqWithdrawalResponse') ?? '{}')).toEqual({
      method: 'BANK_PIQ',
      amountMinor: 12_500,
      txnId: '502',
      txRefId: '9001',
    });
  });

  it("checks the platform's status when the return page comes back, and closes onto the pending withdrawals", async () => {
    const { location } = await reachStepTwo();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: {
          type: CALLBACK_MESSAGE_TYPE,
          path: '/en/cashier/callback/BANK_PIQ/x',
          search: '?merchantTransactionId=502',
        },
      }),
    );
    await waitFor(() => expect(location()).toBe('/en?pendingWithdrawal=true&withdrawSuccess=true'));
    expect(window.sessionStorage.getItem('vauhti.piqWithdrawalResponse')).toBeNull();
  });

  it('shows the activation-failed error for trustlyfailure', async () => {
    await reachStepTwo();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: CALLBACK_MESSAGE_TYPE, path: '/en/cashier/callback/trustlyfailure/x', search: '' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your bank account could not be activated for withdrawals.',
    );
  });

  it('returns to step one 3 s after trustlysuccess, with the profile and the methods read again', async () => {
    const { api } = await reachStepTwo();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const profileReads = api.calls.filter((call) => call.path === '/profile').length;
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: CALLBACK_MESSAGE_TYPE, path: '/en/cashier/callback/trustlysuccess/x', search: '' },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain('activated for withdrawals');
    await vi.advanceTimersByTimeAsync(2_900);
    expect(api.calls.filter((call) => call.path === '/profile').length).toBe(profileReads);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    expect(await stepOne()).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/profile').length).toBeGreaterThan(profileReads);
  });
});

describe('the activation-by-deposit screen', () => {
  const finnish = {
    profile: profile({ countryCode: 'FI', country: 'Finland' }),
    context: siteContext({ countryCode: 'FI' }),
    entries: { TRUSTLY: methods.trustly, CREDITCARD: methods.card },
    routes: { 'GET /cashier/pnp-config': { status: 'SUCCESS', pnpType: 'TRUSTLY' } },
  };

  it('replaces step one in a pay-and-play country when no bank account is saved, and Add funds starts the deposit', async () => {
    const { location } = renderWithdrawal(finnish);
    expect(await screen.findByRole('heading', { name: 'Activate withdrawals' })).toBeTruthy();
    expect(screen.getByText(/Make a deposit with Trustly first/)).toBeTruthy();
    expect(screen.queryByText('Step 1 of 2')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add funds' }));
    expect(location()).toBe('/en?service=deposit&method=TRUSTLY');
  });

  it('shows step one once the bank account is saved', async () => {
    const saved = { instrumentId: 'ins-t', optionType: 'TRUSTLY', ccDetails: null, internal: false };
    renderWithdrawal({ ...finnish, entries: { TRUSTLY: { ...methods.trustly, usedInstruments: [saved] } } });
    expect(await stepOne()).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Your saved Trustly account' }) as HTMLInputElement).checked).toBe(true);
  });
});
