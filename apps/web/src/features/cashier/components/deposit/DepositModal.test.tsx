import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent, type SiteEventMap } from '../../../../lib/events/site-events';
import { fixtureCatalogue } from '../../../../lib/games/test-support/fixture-catalogue';
import { profileQuery } from '../../../../lib/session/session-queries';
import { readStorage, SESSION_KEYS, writeStorage } from '../../../../lib/storage/keys';
import { apiError, MockResponse, mockApi } from '../../../../test-support/api-mock';
import { loggedInStatus, profile } from '../../../../test-support/fixtures/session';
import { renderWithSite, testQueryClient } from '../../../../test-support/render';
import { readStepOneAhead, startDepositChecks } from '../../hooks/deposit-checks';
import { GAME_LAUNCH_DELAY_MS, REDIRECT_AFTER_SUCCESS_MS } from '../../hooks/use-deposit-after-success';
import { CLICK_ANSWER_WAIT_MS } from '../../hooks/use-deposit-modal';
import { EMPTY_METHOD_LIST_RETRIES, EMPTY_METHOD_LIST_RETRY_DELAY_MS } from '../../rules/deposit-methods';
import { type DepositOutcome, depositOutcome } from '../../rules/deposit-outcome';
import { STATUS_CHECK_INTERVAL_MS } from '../../rules/polling-schedule';
import {
  access,
  cardAnswer,
  cardMethod,
  depositDetails,
  depositRoutes,
  eligibleBonus,
  piqAnswer,
  SAVED_VISA,
  statusAnswer,
} from '../../test-support/deposit-fixtures';
import type { BonusStepProps } from '../bonus/BonusStep';
import { CashierHost } from '../CashierHost';
import type { HostedCashierProps } from '../hosted/HostedCashier';
import type { ProviderStepProps } from './step2/ProviderStep';

/*
 * The deposit modal as the app shell mounts it (CashierHost reads the url), against the platform's
 * answers. Step 2, the bonus step and the hosted cashier are built and tested by their owners;
 * here they are stand-ins that show what they were given and report back as the real ones do.
 */

const stepTwo = vi.hoisted(() => ({
  props: null as ProviderStepProps | null,
  /** An outcome the stand-in reports in its first commit, as a step that knows the answer at once would. */
  outcomeOnMount: null as DepositOutcome | null,
}));

vi.mock('./step2/ProviderStep', async () => {
  const { useLayoutEffect } = await import('react');
  return {
    ProviderStep: (props: ProviderStepProps) => {
      stepTwo.props = props;
      const { onOutcome } = props;
      useLayoutEffect(() => {
        if (stepTwo.outcomeOnMount) onOutcome(stepTwo.outcomeOnMount);
      }, [onOutcome]);
      return <p>step 2 for {props.start.kind}</p>;
    },
  };
});

vi.mock('../bonus/BonusStep', () => ({
  BonusStep: (props: BonusStepProps): ReactNode => (
    <div>
      <p>
        bonus step with {props.bonuses.map((bonus) => bonus.bonusCode).join(',')}, code {props.initialBonusCode}, vip{' '}
        {String(props.vip)}
      </p>
      <button type="button" onClick={props.onNoThanks}>
        No thanks
      </button>
      <button
        type="button"
        onClick={() =>
          props.onNext({ bonus: props.bonuses[0] as never, amountMinor: 7500, gameCode: 'aurora-book-of-frost-1' })
        }
      >
        Next
      </button>
    </div>
  ),
}));

vi.mock('../hosted/HostedCashier', () => ({
  HostedCashier: (props: HostedCashierProps) => (
    <div>
      <p>
        hosted {props.kind} cashier with {props.token.token}
      </p>
      <button type="button" onClick={() => props.onResult({ status: 'SUCCESS', txRefId: 'piq-9' })}>
        hosted success
      </button>
    </div>
  ),
}));

function renderDeposit(url = '/en/casino?service=deposit') {
  return renderWithSite(<CashierHost />, { url, path: '/en/casino' });
}

const dialog = () => screen.findByRole('dialog');
const locationOf = (router: ReturnType<typeof renderDeposit>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Step 1 is on screen once its pay button is. */
const stepOne = () => screen.findByRole('button', { name: /^Deposit using/ });

function recordEvents<Name extends keyof SiteEventMap>(name: Name) {
  const seen: SiteEventMap[Name][] = [];
  const stop = onSiteEvent(name, (detail) => seen.push(detail));
  stops.push(stop);
  return seen;
}
const stops: (() => void)[] = [];

beforeEach(() => {
  stepTwo.props = null;
  stepTwo.outcomeOnMount = null;
});

afterEach(() => {
  // Unmounted before fetch is restored, so no late refetch reaches the network.
  cleanup();
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fillNewCard() {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4111 1111-1111 1111' } });
  fireEvent.change(screen.getByLabelText('Expiry month'), { target: { value: '11' } });
  fireEvent.change(screen.getByLabelText('Expiry year'), { target: { value: String(new Date().getFullYear() + 3) } });
  fireEvent.change(screen.getByLabelText('Security code (CVV)'), { target: { value: '123' } });
}

describe('opening the deposit modal', () => {
  it('shows a spinner inside the modal while the checks run', async () => {
    mockApi(depositRoutes({ 'GET /cashier/access': () => new Promise(() => {}) }));
    renderDeposit();
    const modal = await dialog();
    expect(within(modal).getByRole('heading', { name: 'Deposit' })).toBeTruthy();
    expect(within(modal).getByRole('status').textContent).toContain('Opening the cashier…');
  });

  it('replaces the cashier with the Swedish licence notice, in Swedish, for a licence-pending player', async () => {
    mockApi(
      depositRoutes({
        'GET /cashier/access': access({ status: 'REFUSED', code: 'LICENCE_PENDING', message: 'licence pending' }),
      }),
    );
    renderDeposit();
    const notice = await screen.findByText(/Vår ansökan om svensk spellicens behandlas/);
    expect(notice.closest('[lang]')?.getAttribute('lang')).toBe('sv');
    expect(screen.getByRole('heading', { name: 'Ansökan om spellicens behandlas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Deposit using/ })).toBeNull();
  });

  it('explains a blocked account instead of opening the cashier', async () => {
    mockApi(depositRoutes({ 'GET /cashier/access': access({ status: 'REFUSED', code: 'ACCOUNT_BLOCKED' }) }));
    renderDeposit();
    expect(await screen.findByText(/Deposits are not possible on your account/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deposits unavailable' })).toBeTruthy();
  });

  it('shows errors.error1 when a check fails, and Try again opens step 1', async () => {
    let typeCalls = 0;
    mockApi(
      depositRoutes({
        'GET /cashier/type': () => {
          typeCalls += 1;
          return typeCalls === 1 ? apiError(503, 'PROVIDER_UNAVAILABLE') : { cashierType: 'internal' };
        },
      }),
    );
    renderDeposit();
    expect(
      await screen.findByText('We could not load the cashier right now. Please try again in a moment.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await stepOne()).toBeTruthy();
  });

  it('shows the hosted cashier with the token when the cashier type is hosted, and a success reads the balances again', async () => {
    mockApi(depositRoutes({ 'GET /cashier/type': { cashierType: 'hosted' } }));
    const { queryClient } = renderDeposit('/en/casino?service=deposit&bonus=WELCOME100');
    queryClient.setQueryData(['player', 'balances'], { currency: 'EUR', cashMinor: 0 });
    expect(await screen.findByText('hosted deposit cashier with cashier-session-1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'hosted success' }));
    await waitFor(() => expect(queryClient.getQueryState(['player', 'balances'])?.isInvalidated).toBe(true));
  });

  it('asks the methods, the quick amounts, the type and the bonuses while the gates answer, and the token after', async () => {
    let releaseAccess: (value: unknown) => void = () => {};
    const { calls } = mockApi(
      depositRoutes({ 'GET /cashier/access': () => new Promise((resolve) => (releaseAccess = resolve)) }),
    );
    renderDeposit();
    const paths = () => calls.map((call) => call.path);
    for (const path of ['/cashier/details', '/cashier/amount-config', '/cashier/type', '/cashier/eligible-bonuses']) {
      await waitFor(() => expect(paths()).toContain(path));
    }
    expect(paths()).not.toContain('/cashier/token');
    act(() => releaseAccess(access()));
    expect(await stepOne()).toBeTruthy();
    expect(paths()).toContain('/cashier/token');
  });

  it('reads the login status again when the platform answers session_expired_sso', async () => {
    mockApi(
      depositRoutes({ 'POST /cashier/details': apiError(401, 'SESSION_EXPIRED_SSO', { session_expired_sso: true }) }),
    );
    const { queryClient } = renderDeposit();
    queryClient.setQueryData(['auth', 'status'], loggedInStatus());
    await waitFor(() => expect(queryClient.getQueryState(['auth', 'status'])?.isInvalidated).toBe(true));
  });
});

describe('opened by a click on Deposit', () => {
  /** The click's part (the app shell starts the checks before the router renders the modal), then the modal. */
  function clickDeposit(queryClient = testQueryClient()) {
    startDepositChecks(queryClient);
    return renderWithSite(<CashierHost />, { url: '/en/casino?service=deposit', path: '/en/casino', queryClient });
  }

  it('shows nothing while the checks the click started are on their way, then step 1 in its first frame, without the spinner', async () => {
    let releaseAccess: (value: unknown) => void = () => {};
    mockApi(depositRoutes({ 'GET /cashier/access': () => new Promise((resolve) => (releaseAccess = resolve)) }));
    clickDeposit();
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Opening the cashier…')).toBeNull();
    act(() => releaseAccess(access()));
    expect(await stepOne()).toBeTruthy();
    expect(screen.queryByText('Opening the cashier…')).toBeNull();
  });

  it(`shows the spinner once the click's answers have taken ${CLICK_ANSWER_WAIT_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(depositRoutes({ 'GET /cashier/access': () => new Promise(() => {}) }));
    clickDeposit();
    await act(() => vi.advanceTimersByTimeAsync(CLICK_ANSWER_WAIT_MS - 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(50));
    const modal = await dialog();
    expect(within(modal).getByRole('status').textContent).toContain('Opening the cashier…');
  });

  it('shows the methods the page read ahead, asking only the checks at the click, and asks the methods and the pending withdrawals again once step 1 shows', async () => {
    let releaseAccess: (value: unknown) => void = () => {};
    const { calls } = mockApi(
      depositRoutes({ 'GET /cashier/access': () => new Promise((resolve) => (releaseAccess = resolve)) }),
    );
    const queryClient = testQueryClient();
    queryClient.setQueryData(profileQuery.queryKey, profile());
    readStepOneAhead(queryClient);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const countOf = (path: string) => calls.filter((call) => call.path === path).length;
    clickDeposit(queryClient);
    await waitFor(() => expect(countOf('/cashier/access')).toBe(1));
    expect(countOf('/cashier/details')).toBe(1);
    expect(countOf('/cashier/pending-cashouts')).toBe(1);
    act(() => releaseAccess(access()));
    expect(await stepOne()).toBeTruthy();
    await waitFor(() => expect(countOf('/cashier/details')).toBe(2));
    expect(countOf('/cashier/pending-cashouts')).toBe(2);
  });
});

describe('step 1', () => {
  it('preselects the latest method and the second quick amount, and puts the step in the url', async () => {
    const { router } = renderDepositWith();
    await stepOne();
    expect((screen.getByLabelText('Payment method') as HTMLSelectElement).value).toBe('CREDITCARD');
    expect(
      within(screen.getByLabelText('Payment method'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Credit or debit card', 'Skrill']);
    // The quick amounts may come after the form: the second one is chosen when they do.
    const fifty = (await screen.findByRole('radio', { name: '€50.00' })) as HTMLInputElement;
    expect(fifty.checked).toBe(true);
    expect((screen.getByLabelText('Amount in EUR') as HTMLInputElement).value).toBe('50');
    expect(screen.getByRole('heading', { name: 'Step 1' })).toBeTruthy();
    await waitFor(() => expect(locationOf(router)).toBe('/en/casino?step=select-deposit-method'));
  });

  it('marks step 1 ready (data-step1-ready, what npm run bench:cashier waits for) only with a method and an amount', async () => {
    renderDepositWith();
    const form = (await stepOne()).closest('form') as HTMLFormElement;
    await waitFor(() => expect(form.getAttribute('data-step1-ready')).toBe('true'));
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '' } });
    await waitFor(() => expect(form.hasAttribute('data-step1-ready')).toBe(false));
  });

  it('lets the link choose the method and the amount', async () => {
    renderDepositWith({}, '/en/casino?service=deposit&method=SKRILL&amount=75.50');
    await stepOne();
    expect((screen.getByLabelText('Payment method') as HTMLSelectElement).value).toBe('SKRILL');
    expect((screen.getByLabelText('Amount in EUR') as HTMLInputElement).value).toBe('75');
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
  });

  it(`asks an empty method list again ${EMPTY_METHOD_LIST_RETRIES} times, then says no payment options are available`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi(depositRoutes({ 'POST /cashier/details': depositDetails({}) }));
    renderDeposit();
    await screen.findByRole('heading', { name: 'Step 1' });
    for (let retry = 0; retry < EMPTY_METHOD_LIST_RETRIES; retry += 1) {
      await act(() => vi.advanceTimersByTimeAsync(EMPTY_METHOD_LIST_RETRY_DELAY_MS));
    }
    expect(await screen.findByText('No payment options are available right now. Please try again later.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/cashier/details')).toHaveLength(1 + EMPTY_METHOD_LIST_RETRIES);
  });

  it("shows the method's fee and the total to pay", async () => {
    renderDepositWith();
    await stepOne();
    const summary = () => within(screen.getByLabelText('Summary'));
    await waitFor(() => expect(summary().getByText('€1.25')).toBeTruthy());
    expect(summary().getByText('€51.25')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'SKRILL' } });
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '40' } });
    await waitFor(() => expect(summary().getByText('€41.00')).toBeTruthy());
    expect(summary().getByText('€1.00')).toBeTruthy();
  });

  it('keeps the pay button disabled until the method form, the amount and a method are valid', async () => {
    renderDepositWith();
    const pay = (await stepOne()) as HTMLButtonElement;
    expect(pay.textContent).toBe('Deposit using Credit or debit card');
    expect(pay.disabled).toBe(true);
    fillNewCard();
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '5' } });
    await waitFor(() => expect(pay.disabled).toBe(true));
  });

  it('marks every field on an invalid submit and sends nothing', async () => {
    const { calls } = renderDepositWith();
    await stepOne();
    fireEvent.change(screen.getByLabelText('Amount in EUR'), { target: { value: '' } });
    const form = screen.getByLabelText('Payment method').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await screen.findByText('Enter a valid card number.')).toBeTruthy();
    expect(screen.getByText('Enter an amount from €10.00 to €5,000.00.')).toBeTruthy();
    expect(screen.getAllByText('Choose the expiry month and year.')).toHaveLength(2);
    expect(screen.getByText('Enter the 3 or 4 digits of the security code.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/cashier/transactions')).toBe(false);
  });

  it('keeps digits only in the custom amount and blocks copy and paste', async () => {
    renderDepositWith();
    await stepOne();
    const amount = screen.getByLabelText('Amount in EUR') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '1a2,5' } });
    expect(amount.value).toBe('125');
    expect(fireEvent.paste(amount)).toBe(false);
    expect(fireEvent.copy(amount)).toBe(false);
  });

  it('shows saved cards masked and asks only the CVV again for one', async () => {
    const { calls } = renderDepositWith({
      'POST /cashier/details': depositDetails({ CREDITCARD: cardMethod({ usedInstruments: [SAVED_VISA] }) }),
      'POST /cashier/transactions': cardAnswer(),
    });
    await stepOne();
    const saved = screen.getByRole('radio', { name: 'VISA 411111 ****** 1111, expires 11/31' }) as HTMLInputElement;
    expect(saved.checked).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.change(screen.getByLabelText('Security code (CVV)'), { target: { value: '321' } });
    fireEvent.click(await enabledPayButton());
    await screen.findByText('step 2 for card');
    expect(calls.find((call) => call.path === '/cashier/transactions')?.body).toEqual({
      txnType: 'deposit-cashier',
      paymentMethod: 'CREDITCARD',
      depositAmount: '50.00',
      creditCardID: 'inst-visa-1',
      optionType: 'VISA',
      CVV: '321',
      cardNumber: '411111******1111',
      expMonth: '11',
      expYear: '31',
      internal: true,
    });
  });

  it('shows the pending withdrawals and the deposit-threshold notices with their links', async () => {
    renderDepositWith({
      'GET /cashier/access': access({ depositThresholdNotice: true }),
      'GET /cashier/pending-cashouts': {
        status: 'SUCCESS',
        pendingCashouts: [
          {
            txnId: '1',
            txRefId: null,
            paymentMethod: 'SKRILL',
            amount: '10.00',
            amountMinor: 1000,
            currency: 'EUR',
            txnStatus: 'co_initiated',
            createdAt: '2026-01-01T10:00:00Z',
          },
          {
            txnId: '2',
            txRefId: null,
            paymentMethod: 'SKRILL',
            amount: '15.00',
            amountMinor: 1500,
            currency: 'EUR',
            txnStatus: 'co_initiated',
            createdAt: '2026-01-02T10:00:00Z',
          },
        ],
      },
    });
    await stepOne();
    expect(await screen.findByText(/You have 2 withdrawals pending\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your pending withdrawals' }).getAttribute('href')).toBe(
      '/en/casino?pendingWithdrawal=true',
    );
    expect(screen.getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe('/en/amlverification');
    expect(screen.getByRole('link', { name: 'Manage your deposit limits' }).getAttribute('href')).toBe(
      '/en/myaccount?page=setlimits&tab=limits&from=deposit',
    );
  });

  it("raises the minimum to the player's play-money minimum from the opening check", async () => {
    renderDepositWith({ 'GET /cashier/access': access({ playMoneyMinimumMinor: 10_000 }) });
    await stepOne();
    expect(screen.getByText('From €100.00 to €5,000.00, whole amounts only.')).toBeTruthy();
  });
});

describe('sending step 1', () => {
  it('sends a new card and goes to step 2 with the card kept for 3-D Secure', async () => {
    const { calls, router } = renderDepositWith({ 'POST /cashier/transactions': cardAnswer() });
    await stepOne();
    fillNewCard();
    fireEvent.change(screen.getByLabelText('Bonus code (optional)'), { target: { value: ' SPRING ' } });
    fireEvent.click(await enabledPayButton());
    expect(await screen.findByText('step 2 for card')).toBeTruthy();
    expect(calls.find((call) => call.path === '/cashier/transactions')?.body).toMatchObject({
      txnType: 'deposit-cashier',
      paymentMethod: 'CREDITCARD',
      depositAmount: '50.00',
      cardNumber: '4111111111111111',
      expMonth: '11',
      CVV: '123',
      cardNumberStore: false,
      bonusCode: 'SPRING',
    });
    expect(stepTwo.props?.start).toMatchObject({ kind: 'card', method: 'CREDITCARD', amountMinor: 5000 });
    expect(locationOf(router)).toBe('/en/casino?step=3d-verification&method=CREDITCARD&amount=50');
    expect(screen.getByRole('heading', { name: 'Step 2' })).toBeTruthy();
    act(() => stepTwo.props?.onVerification(true));
    expect(screen.getByRole('heading', { name: 'Verification' })).toBeTruthy();
  });

  it("sends a provider method with its form's values and shows its page in step 2 for WAITING_INPUT", async () => {
    const { calls } = renderDepositWith({ 'POST /cashier/provider-transactions': piqAnswer() });
    await stepOne();
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'SKRILL' } });
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'mia@vauhti.test' } });
    fireEvent.click(await enabledPayButton());
    expect(await screen.findByText('step 2 for provider')).toBeTruthy();
    expect(calls.find((call) => call.path === '/cashier/provider-transactions')?.body).toEqual({
      email: 'mia@vauhti.test',
      paymentMethod: 'SKRILL',
      depositAmount: '50.00',
    });
    expect(stepTwo.props?.start).toMatchObject({ kind: 'provider', redirectKind: 'window', frameHeight: '1185px' });
  });

  it('keeps the pay button disabled until the answer returns', async () => {
    let answer: (value: unknown) => void = () => {};
    renderDepositWith({ 'POST /cashier/transactions': () => new Promise((resolve) => (answer = resolve)) });
    await stepOne();
    fillNewCard();
    const pay = await enabledPayButton();
    fireEvent.click(pay);
    await waitFor(() => expect(pay.disabled).toBe(true));
    act(() => answer(cardAnswer()));
    expect(await screen.findByText('step 2 for card')).toBeTruthy();
  });

  it('broadcasts errors.error58 on RG_LIMITS_EXCEEDED and shows the failure', async () => {
    const custom = recordEvents('customServerError');
    const complete = recordEvents('transactionComplete');
    renderDepositWith({
      'POST /cashier/transactions': cardAnswer({
        status: 'FAILURE',
        txnStatus: 'txn_confirmed_failure',
        errorCode: 'RG_LIMITS_EXCEEDED',
        errorDescription: 'daily limit',
      }),
    });
    await stepOne();
    fillNewCard();
    fireEvent.click(await enabledPayButton());
    expect(await screen.findByRole('heading', { name: 'Deposit failed' })).toBeTruthy();
    expect(custom).toEqual([
      {
        message:
          'This deposit would go over a deposit limit you set for yourself, so it was not made. You can review your limits in My account.',
      },
    ]);
    expect(complete).toEqual([
      { kind: 'deposit', status: 'FAILURE', amountMinor: 5000, currency: 'EUR', method: 'CREDITCARD' },
    ]);
  });

  it('broadcasts errors.error2 for an empty answer and stays on step 1', async () => {
    const errors = recordEvents('serverError');
    renderDepositWith({ 'POST /cashier/transactions': new MockResponse(204) });
    await stepOne();
    fillNewCard();
    const pay = await enabledPayButton();
    fireEvent.click(pay);
    await waitFor(() =>
      expect(errors).toEqual([
        { message: 'The payment service did not answer. Please try again.', url: expect.any(String) },
      ]),
    );
    await waitFor(() => expect(pay.disabled).toBe(false));
  });

  it('shows a declined card as the failure with Retry and no Close, and Retry goes back to step 1', async () => {
    const { router } = renderDepositWith({
      'POST /cashier/transactions': cardAnswer({
        status: 'FAILURE',
        txnStatus: 'txn_confirmed_failure',
        errorCode: 'CARD_DECLINED',
      }),
    });
    await stepOne();
    fillNewCard();
    fireEvent.click(await enabledPayButton());
    const result = (await screen.findByRole('heading', { name: 'Deposit failed' })).closest('section') as HTMLElement;
    expect(within(result).getByText(/Your deposit was declined and no money was taken/)).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(within(result).getByRole('button', { name: 'Retry' }));
    expect(await stepOne()).toBeTruthy();
    expect(locationOf(router)).toBe('/en/casino?step=select-deposit-method&method=CREDITCARD&amount=50');
    expect((screen.getByLabelText('Amount in EUR') as HTMLInputElement).value).toBe('50');
  });

  it('checks the status of a confirmed card deposit, then shows the success', async () => {
    const { calls, router } = renderDepositWith({
      'POST /cashier/transactions': cardAnswer({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success', txnId: '77' }),
      'GET /cashier/transactions/77/status': statusAnswer(),
    });
    await stepOne();
    fillNewCard();
    fireEvent.click(await enabledPayButton());
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/cashier/transactions/77/status')).toBe(true);
    expect(locationOf(router)).toBe('/en/casino?step=deposit-status&txnId=77&method=CREDITCARD&amount=50');
  });
});

describe('step 3', () => {
  async function atStepTwo(overrides: Record<string, unknown> = {}) {
    const rendered = renderDepositWith({ 'POST /cashier/provider-transactions': piqAnswer(), ...overrides });
    await stepOne();
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'SKRILL' } });
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'mia@vauhti.test' } });
    fireEvent.click(await enabledPayButton());
    await screen.findByText('step 2 for provider');
    return rendered;
  }
  const outcome = (
    status: Parameters<typeof depositOutcome>[0]['status'],
    method = 'SKRILL',
    errorCode: string | null = null,
  ) => depositOutcome({ status, method, amountMinor: 5000, txnId: '52', errorCode });
  const finishWith = (result: DepositOutcome) => act(() => stepTwo.props?.onOutcome(result));

  it('shows a success with Close, broadcasts it, and closing reads the profile again', async () => {
    const complete = recordEvents('transactionComplete');
    const { router, calls } = await atStepTwo();
    finishWith(outcome('SUCCESS'));
    const result = (await screen.findByRole('heading', { name: 'Deposit successful' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(result).getByText('Amount: €50.00')).toBeTruthy();
    expect(complete).toEqual([
      { kind: 'deposit', status: 'SUCCESS', amountMinor: 5000, currency: 'EUR', method: 'SKRILL' },
    ]);
    expect(locationOf(router)).toBe('/en/casino?step=deposit-status&method=SKRILL&amount=50&txnId=52');
    const profileReads = calls.filter((call) => call.path === '/profile').length;
    fireEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(locationOf(router)).toBe('/en/casino'));
    await waitFor(() => expect(calls.filter((call) => call.path === '/profile').length).toBeGreaterThan(profileReads));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows pending with its own screen and Close, broadcast as FAILURE', async () => {
    const complete = recordEvents('transactionComplete');
    await atStepTwo();
    finishWith(outcome('PENDING'));
    const result = (await screen.findByRole('heading', { name: 'Processing still going on' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(result).getByText(/still being processed/)).toBeTruthy();
    expect(within(result).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(complete[0]?.status).toBe('FAILURE');
  });

  it('shows the result of an outcome step 2 reports in the same commit that shows it', async () => {
    // The step's memory change waits for the url of step 2; the outcome's move must not be
    // dropped when that change is applied after the outcome was reported.
    stepTwo.outcomeOnMount = outcome('PENDING');
    const { router } = renderDepositWith({ 'POST /cashier/provider-transactions': piqAnswer() });
    await stepOne();
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'SKRILL' } });
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'mia@vauhti.test' } });
    fireEvent.click(await enabledPayButton());
    expect(await screen.findByRole('heading', { name: 'Processing still going on' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('step')).toBe('deposit-status');
  });

  it.each([
    ['AMOUNT_MISMATCH', /does not cover this deposit/],
    ['INVALID_PROCESSING', /cannot take another payment just yet/],
  ])('shows the VenusPoint %s failure with its own text and Retry', async (code, text) => {
    await atStepTwo();
    finishWith(outcome('FAILED', 'VENUSPOINT_PIQ', code));
    const result = (await screen.findByText(text)).closest('section') as HTMLElement;
    expect(within(result).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it("shows errors.popupblockermessage on step 1 after step 2 reported the bank's popup blocked", async () => {
    const { router } = await atStepTwo();
    act(() => stepTwo.props?.onPopupBlocked());
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Your browser blocked the bank's window. Allow pop-ups for this site, or continue here: we opened the bank in this window instead.",
    );
  });

  it('goes back to step 1 when the 3-D Secure step is reloaded without its transaction', async () => {
    const { router } = renderDepositWith({}, '/en/casino?step=3d-verification&method=SKRILL&amount=40');
    await stepOne();
    // Corrected in place once step 1 is painted.
    await waitFor(() =>
      expect(locationOf(router)).toBe('/en/casino?step=select-deposit-method&method=SKRILL&amount=40'),
    );
  });

  it('asks the status of the transaction a reload at deposit-status names, until it is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    renderDepositWith(
      {
        'GET /cashier/transactions/88/status': () => {
          asked += 1;
          return asked < 3 ? statusAnswer({ status: 'PENDING', txnStatus: 'txn_pending' }) : statusAnswer();
        },
      },
      '/en/casino?step=deposit-status&txnId=88&method=TRUSTLY',
    );
    expect(await screen.findByText('Checking your deposit…')).toBeTruthy();
    await waitFor(() => expect(asked).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS));
    await act(() => vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS));
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    expect(asked).toBe(3);
  });
});

describe('after a successful deposit', () => {
  it('goes to the stored page 2 seconds after the success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeStorage('session', SESSION_KEYS.cashierRedirectStep, '/en/promotions');
    const { router } = renderDepositWith({
      'POST /cashier/provider-transactions': piqAnswer({ txState: 'SUCCESSFUL' }),
    });
    await stepOne();
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'SKRILL' } });
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'mia@vauhti.test' } });
    fireEvent.click(await enabledPayButton());
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_SUCCESS_MS - 100));
    expect(locationOf(router)).toContain('step=deposit-status');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(locationOf(router)).toBe('/en/promotions'));
    expect(readStorage('session', SESSION_KEYS.cashierRedirectStep)).toBeNull();
  });

  it('with a bonus: shows the bonus step first, claims the bonus, and launches its game 1 second after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const claimed = recordEvents('bonusClaimed');
    const { calls, router } = renderDepositWith(
      {
        'GET /cashier/eligible-bonuses': { status: 'SUCCESS', bonuses: [eligibleBonus()] },
        'POST /cashier/provider-transactions': piqAnswer({ txState: 'SUCCESSFUL' }),
        'GET /games/catalogue': fixtureCatalogue(),
      },
      '/en/casino?service=deposit&from=depositBonus',
    );
    expect(await screen.findByText('bonus step with WELCOME100, code , vip false')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose your bonus' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Deposit steps' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await stepOne();
    expect((screen.getByLabelText('Amount in EUR') as HTMLInputElement).value).toBe('75');
    expect((screen.getByLabelText('Bonus code (optional)') as HTMLInputElement).value).toBe('WELCOME100');
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'SKRILL' } });
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'mia@vauhti.test' } });
    fireEvent.click(await enabledPayButton());
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/cashier/provider-transactions')?.body).toMatchObject({
      depositAmount: '75.00',
      bonusCode: 'WELCOME100',
    });
    expect(claimed).toEqual([{ bonusCode: 'WELCOME100' }]);
    await act(() => vi.advanceTimersByTimeAsync(GAME_LAUNCH_DELAY_MS - 100));
    expect(locationOf(router)).toContain('step=deposit-status');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(locationOf(router)).toBe('/en/gameplay/book-of-frost-1'));
  });

  it('skips the bonus step when no bonus is offered, even when the link asks for it', async () => {
    const { router } = renderDepositWith({}, '/en/casino?service=deposit&from=depositBonus');
    await stepOne();
    expect(screen.queryByRole('list', { name: 'Deposit steps' })).toBeNull();
    await waitFor(() => expect(locationOf(router)).toBe('/en/casino?step=select-deposit-method&from=depositBonus'));
  });
});

function renderDepositWith(overrides: Record<string, unknown> = {}, url = '/en/casino?service=deposit') {
  const api = mockApi(depositRoutes(overrides));
  return { ...renderDeposit(url), calls: api.calls };
}

async function enabledPayButton() {
  const pay = (await stepOne()) as HTMLButtonElement;
  await waitFor(() => expect(pay.disabled).toBe(false));
  return pay;
}
