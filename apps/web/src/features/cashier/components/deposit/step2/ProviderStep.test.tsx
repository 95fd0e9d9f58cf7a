import nodeConsole from 'node:console';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PiqResponse, RedirectOutput, StatusResponse, TransactionResponse } from '@vauhti/contracts/cashier';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent } from '../../../../../lib/events/site-events';
import { SESSION_KEYS } from '../../../../../lib/storage/keys';
import { apiError, mockApi } from '../../../../../test-support/api-mock';
import { renderWithSite } from '../../../../../test-support/render';
import {
  COUNTDOWN_TICK_MS,
  PENDING_POLL_INTERVAL_MS,
  POPUP_BLOCKED_NOTICE_MS,
  POPUP_CLOSED_POLL_MS,
  POPUP_OPEN_DELAY_MS,
  STATUS_CHECK_INTERVAL_MS,
  THREEDS_COLLECT_TIMEOUT_MS,
} from '../../../rules/polling-schedule';
import { ProviderStep, type ProviderStepStart } from './ProviderStep';
import { leaveForProviderPage } from './same-window';

vi.mock('./same-window', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./same-window')>()),
  // The test window cannot leave for the provider; the call itself is what the tests check.
  leaveForProviderPage: vi.fn(),
}));

const PROVIDER = 'http://localhost:5000';
const PAGE_URL = '/en/casino/slots?sort=new&step=3d-verification&amount=20&method=BANK_PIQ';

beforeEach(() => {
  // happy-dom does not load iframe pages and says so on the console for every frame; the tests need the frames, not the pages.
  const print = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) print(...args);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(leaveForProviderPage).mockReset();
});

function redirect(url: string, changes: Partial<RedirectOutput> = {}): RedirectOutput {
  return { url, method: 'GET', parameters: {}, html: null, container: 'iframe', height: null, ...changes };
}

function transaction(changes: Partial<TransactionResponse>): TransactionResponse {
  return {
    status: 'SUCCESS',
    txnStatus: 'txn_initiated',
    actualStatusInDB: 'txn_initiated',
    txnId: '41',
    errorCode: null,
    errorDescription: null,
    gatewayRequest: null,
    redirectOutput: null,
    transactionAmount: '20.00',
    paymentMethod: 'CREDITCARD',
    cardNumber: '411111******1111',
    txnType: 'deposit-cashier',
    amount: '20.00',
    currency: 'EUR',
    previousBalance: '100.00',
    currentBalance: '100.00',
    ...changes,
  };
}

function statusAnswer(txnStatus: string, errorCode: string | null = null): StatusResponse {
  const status =
    txnStatus === 'txn_confirmed_success' ? 'SUCCESS' : txnStatus === 'txn_confirmed_failure' ? 'FAILURE' : 'PENDING';
  return { status, txnStatus, actualStatusInDB: txnStatus, errorCode, errorDescription: null };
}

const CARD = { cardNumber: '4000000000001091', expMonth: '12', expYear: '2030', CVV: '123', holderFirstName: 'Mia' };

function cardStart(): ProviderStepStart {
  return {
    kind: 'card',
    method: 'CREDITCARD',
    amountMinor: 2000,
    card: CARD,
    response: transaction({
      gatewayRequest: {
        providerType: 'SANDBOX_3DS2',
        jwt: 'jwt-1',
        referenceId: 'ref-1',
        AuthResponse: null,
        params: null,
      },
      redirectOutput: redirect(`${PROVIDER}/threeds/collect/ref-1`),
    }),
  };
}

function bankStart(changes: Partial<Extract<ProviderStepStart, { kind: 'provider' }>> = {}, output?: RedirectOutput) {
  const response: PiqResponse = {
    success: true,
    txState: 'WAITING_INPUT',
    txRefId: 'tx-5',
    receiptAmount: null,
    receiptTxId: null,
    messages: [],
    errors: [],
    redirectOutput: output ?? redirect(`${PROVIDER}/pages/bank/tx-5?token=t`),
    txnId: '77',
  };
  return {
    kind: 'provider',
    method: 'TRUSTLY',
    amountMinor: 2000,
    response,
    redirectKind: 'iframe',
    frameHeight: '1000px',
    ...changes,
  } satisfies ProviderStepStart;
}

function renderStep(start: ProviderStepStart) {
  const onOutcome = vi.fn();
  const onPopupBlocked = vi.fn();
  const onVerification = vi.fn();
  const view = renderWithSite(
    <ProviderStep
      start={start}
      onOutcome={onOutcome}
      onPopupBlocked={onPopupBlocked}
      onVerification={onVerification}
    />,
    { url: PAGE_URL },
  );
  return { ...view, onOutcome, onPopupBlocked, onVerification };
}

/** A message as a provider page's window.parent.postMessage (or window.opener's) delivers it. */
function post(origin: string, data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
  });
}

/** Lets any promise a message may have started run its course (real timers). */
const settleAWhile = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

const frameByTitle = (title: string) => screen.getByTitle(title) as HTMLIFrameElement;

describe('card deposit: 3-D Secure 2 (spec part 1 section 4, "Internal card transaction")', () => {
  const collectDone = { eventType: 'THREEDS_COLLECT_DONE', payload: { referenceId: 'ref-1' } };

  it('frictionless: collect, then process deposit with the card again, then the status check reports success', async () => {
    const { calls } = mockApi({
      'POST /cashier/process-deposit': transaction({
        txnStatus: 'txn_confirmed_success',
        actualStatusInDB: 'txn_pending',
      }),
      'GET /cashier/transactions/41/status': statusAnswer('txn_confirmed_success'),
    });
    const { onOutcome } = renderStep(cardStart());
    expect(screen.getByRole('heading', { name: 'Checking your card' })).toBeTruthy();
    const collect = frameByTitle("Card issuer's device check");
    expect(collect.getAttribute('src')).toBe(`${PROVIDER}/threeds/collect/ref-1`);
    expect(collect.getAttribute('aria-hidden')).toBe('true');

    post(PROVIDER, collectDone, collect.contentWindow);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/cashier/process-deposit')?.body).toEqual({
      ...CARD,
      txnId: '41',
      referenceId: 'ref-1',
      jwt: 'jwt-1',
      providerType: 'SANDBOX_3DS2',
    });
    expect(onOutcome).toHaveBeenCalledWith({
      screen: 'success',
      broadcast: 'SUCCESS',
      txnId: '41',
      method: 'CREDITCARD',
      amountMinor: 2000,
      errorCode: null,
    });
  });

  it('challenge: shows the issuer page in a 600px frame, says Verification, and checks the status after its done message', async () => {
    const { calls } = mockApi({
      'POST /cashier/process-deposit': transaction({
        status: 'PENDING',
        txnStatus: 'txn_pending',
        redirectOutput: redirect(`${PROVIDER}/pages/threeds/tx-9?token=t`),
      }),
      'GET /cashier/transactions/41/status': statusAnswer('txn_confirmed_success'),
    });
    const { onOutcome, onVerification } = renderStep(cardStart());
    post(PROVIDER, collectDone, frameByTitle("Card issuer's device check").contentWindow);

    const challenge = (await screen.findByTitle("Your card issuer's 3-D Secure check")) as HTMLIFrameElement;
    expect(screen.getByRole('heading', { name: 'Confirm the payment' })).toBeTruthy();
    expect(challenge.getAttribute('src')).toBe(`${PROVIDER}/pages/threeds/tx-9?token=t`);
    expect(challenge.style.height).toBe('600px');
    expect(onVerification).toHaveBeenLastCalledWith(true);

    const done = { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: 'tx-9', state: 'SUCCESSFUL' } };
    post('http://evil.test', done, challenge.contentWindow);
    post(PROVIDER, { eventType: 'THREEDS_COLLECT_DONE', payload: { txId: 'tx-9' } }, challenge.contentWindow);
    await settleAWhile();
    expect(screen.getByTitle("Your card issuer's 3-D Secure check")).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/cashier/process-deposit']);

    post(PROVIDER, done, challenge.contentWindow);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'success', txnId: '41' });
    expect(onVerification).toHaveBeenLastCalledWith(false);
  });

  it('declined card: process deposit refuses it, and the outcome is a failure with the code', async () => {
    const { calls } = mockApi({
      'POST /cashier/process-deposit': transaction({
        status: 'FAILURE',
        txnStatus: 'txn_confirmed_failure',
        errorCode: 'CARD_DECLINED',
        errorDescription: 'the card was declined',
      }),
    });
    const { onOutcome } = renderStep(cardStart());
    post(PROVIDER, collectDone, frameByTitle("Card issuer's device check").contentWindow);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({
      screen: 'failure',
      broadcast: 'FAILURE',
      errorCode: 'CARD_DECLINED',
    });
    expect(calls.map((call) => call.path)).toEqual(['/cashier/process-deposit']);
  });

  it('a collect that never reports within its time-out broadcasts errors.error1 and fails the deposit', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({});
    const errors: { message: string; url: string }[] = [];
    const stop = onSiteEvent('serverError', (detail) => errors.push(detail));
    const { onOutcome } = renderStep(cardStart());
    await act(() => vi.advanceTimersByTimeAsync(THREEDS_COLLECT_TIMEOUT_MS - 1));
    expect(onOutcome).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    stop();
    expect(errors).toEqual([
      { message: 'We could not load the cashier right now. Please try again in a moment.', url: PAGE_URL },
    ]);
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'failure', txnId: '41', errorCode: null });
    expect(calls).toEqual([]);
  });

  it('a failing process deposit call broadcasts errors.error1 and fails the deposit with the call code', async () => {
    mockApi({ 'POST /cashier/process-deposit': apiError(503, 'PROVIDER_UNAVAILABLE') });
    const errors: string[] = [];
    const stop = onSiteEvent('serverError', (detail) => errors.push(detail.message));
    const { onOutcome } = renderStep(cardStart());
    post(PROVIDER, collectDone, frameByTitle("Card issuer's device check").contentWindow);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    stop();
    expect(errors).toEqual(['We could not load the cashier right now. Please try again in a moment.']);
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'failure', errorCode: 'PROVIDER_UNAVAILABLE' });
  });

  it('shows the processing screen while the status is checked, and fails a deposit still pending after 5 more checks', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({
      'POST /cashier/process-deposit': transaction({ txnStatus: 'txn_confirmed_success' }),
      'GET /cashier/transactions/41/status': statusAnswer('txn_pending'),
    });
    const { onOutcome } = renderStep(cardStart());
    post(PROVIDER, collectDone, frameByTitle("Card issuer's device check").contentWindow);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Confirming your deposit' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('We are confirming your deposit');
    await act(() => vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS * 5));
    expect(calls.filter((call) => call.path === '/cashier/transactions/41/status')).toHaveLength(6);
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'failure', txnId: '41' });
  });

  it('ignores a collect message from another origin', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({});
    renderStep(cardStart());
    post('http://evil.test', collectDone, frameByTitle("Card issuer's device check").contentWindow);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Checking your card' })).toBeTruthy();
  });

  it('unmounting mid-collect leaves no timer or listener: a late collect message calls nothing', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({});
    const { unmount, onOutcome } = renderStep(cardStart());
    const collectWindow = frameByTitle("Card issuer's device check").contentWindow;
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    post(PROVIDER, collectDone, collectWindow);
    await vi.advanceTimersByTimeAsync(THREEDS_COLLECT_TIMEOUT_MS * 2);
    expect(calls).toEqual([]);
    expect(onOutcome).not.toHaveBeenCalled();
  });
});

describe('provider page in a frame (spec part 1 section 2, "Redirect frame heights")', () => {
  it("shows the bank page at the method's height and, on its done message, reports the platform's confirmed status", async () => {
    const { calls } = mockApi({ 'GET /cashier/transactions/77/status': statusAnswer('txn_confirmed_success') });
    const { onOutcome } = renderStep(bankStart({ methodName: 'Trustly' }));
    expect(screen.getByRole('heading', { name: 'Complete your payment' })).toBeTruthy();
    const frame = frameByTitle('Payment page of Trustly');
    expect(frame.getAttribute('src')).toBe(`${PROVIDER}/pages/bank/tx-5?token=t`);
    expect(frame.style.height).toBe('1000px');

    const done = { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: 'tx-5', state: 'SUCCESSFUL' } };
    post('http://evil.test', done, frame.contentWindow);
    post(
      PROVIDER,
      { eventType: 'SOMETHING_ELSE', payload: { txId: 'tx-5', state: 'SUCCESSFUL' } },
      frame.contentWindow,
    );
    await settleAWhile();
    expect(calls).toEqual([]);
    expect(onOutcome).not.toHaveBeenCalled();
    post(PROVIDER, done, frame.contentWindow);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.path)).toEqual(['/cashier/transactions/77/status']);
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'success', txnId: '77', method: 'TRUSTLY' });
  });

  it("takes the answer's own height over the method's", () => {
    mockApi({});
    renderStep(bankStart({}, redirect(`${PROVIDER}/pages/bank/tx-5?token=t`, { height: '75vh' })));
    expect(frameByTitle("Payment provider's page").style.height).toBe('75vh');
  });

  it('reports a cancelled page as a failure with the code the platform recorded', async () => {
    mockApi({ 'GET /cashier/transactions/77/status': statusAnswer('txn_confirmed_failure', 'CANCELLED') });
    const { onOutcome } = renderStep(bankStart());
    const frame = frameByTitle("Payment provider's page");
    post(
      PROVIDER,
      { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: 'tx-5', state: 'CANCELLED' } },
      frame.contentWindow,
    );
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'failure', errorCode: 'CANCELLED' });
  });

  it("renders a provider's own HTML in a sandboxed frame without allow-same-origin", () => {
    mockApi({});
    renderStep(bankStart({}, redirect(`${PROVIDER}/pages/bank/tx-5`, { html: '<form action="x"></form>' })));
    const frame = frameByTitle("Payment provider's page");
    expect(frame.getAttribute('srcdoc')).toBe('<form action="x"></form>');
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  it('fails at once when the provider gave no page to show', async () => {
    mockApi({});
    const start = bankStart();
    const { onOutcome } = renderStep({
      ...start,
      response: { ...start.response, redirectOutput: null, errors: [{ keys: ['METHOD_UNAVAILABLE'], msg: 'no' }] },
    });
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'failure', errorCode: 'METHOD_UNAVAILABLE' });
  });
});

describe('provider page in a popup (spec part 1 section 4, "Bank-redirect flow")', () => {
  function fakePopup() {
    const popup = { closed: false, close: vi.fn(), focus: vi.fn() };
    popup.close.mockImplementation(() => {
      popup.closed = true;
    });
    return popup;
  }
  const popupStart = () =>
    bankStart(
      { method: 'BANK_PIQ', redirectKind: 'popup' },
      redirect(`${PROVIDER}/pages/bank/tx-5?token=t`, { container: 'popup' }),
    );

  it('explains the window, opens it 800x600 after 3 s, and settles on its done message', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    mockApi({ 'GET /cashier/transactions/77/status': statusAnswer('txn_confirmed_success') });
    const { onOutcome } = renderStep(popupStart());
    expect(screen.getByRole('heading', { name: 'Your payment opens in a new window' })).toBeTruthy();
    expect(screen.getByText('You confirm the payment in a new window. It opens in 3 s.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS));
    expect(screen.getByText('You confirm the payment in a new window. It opens in 2 s.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(POPUP_OPEN_DELAY_MS - COUNTDOWN_TICK_MS));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] ?? [];
    expect(url).toBe(`${PROVIDER}/pages/bank/tx-5?token=t`);
    expect(features).toMatch(/width=800,height=600/);
    expect(screen.getByRole('heading', { name: 'Finish in the payment window' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show the payment window' }));
    expect(popup.focus).toHaveBeenCalled();

    const done = { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: 'tx-5', state: 'SUCCESSFUL' } };
    post(PROVIDER, done, window);
    post('http://evil.test', done, popup as unknown as Window);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onOutcome).not.toHaveBeenCalled();
    post(PROVIDER, done, popup as unknown as Window);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'success', txnId: '77', method: 'BANK_PIQ' });
  });

  it('opens at once from the button, before the 3 s are up', () => {
    vi.useFakeTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    mockApi({});
    renderStep(popupStart());
    fireEvent.click(screen.getByRole('button', { name: 'Open the payment window now' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('after the window closes: the 150 s countdown (read out every 30 s), pending polled at 30, 60 and 90 s, the result at 150 s', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { calls } = mockApi({ 'GET /cashier/transactions/77/status': statusAnswer('txn_pending') });
    const { onOutcome } = renderStep(popupStart());
    await act(() => vi.advanceTimersByTimeAsync(POPUP_OPEN_DELAY_MS));
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS));
    expect(screen.getByRole('heading', { name: 'Checking your payment' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Time left: 150 s');
    expect(screen.getByText('About 150 seconds left.').getAttribute('aria-live')).toBe('polite');
    await act(() => vi.advanceTimersByTimeAsync(COUNTDOWN_TICK_MS));
    expect(screen.getByRole('timer').textContent).toBe('Time left: 149 s');

    const statusCalls = () => calls.filter((call) => call.path === '/cashier/transactions/77/status').length;
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_INTERVAL_MS * 3 - COUNTDOWN_TICK_MS));
    expect(statusCalls()).toBe(3);
    expect(onOutcome).not.toHaveBeenCalled();
    expect(screen.getByRole('timer').textContent).toBe('Time left: 60 s');
    expect(screen.getByText('About 60 seconds left.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(statusCalls()).toBe(4);
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ screen: 'pending', broadcast: 'FAILURE', txnId: '77' });
  });

  it('blocked: tells the modal, shows errors.popupblockermessage, and only then remembers the page under it and goes to the bank in the same window', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'open').mockReturnValue(null);
    mockApi({});
    const { onPopupBlocked } = renderStep(popupStart());
    fireEvent.click(screen.getByRole('button', { name: 'Open the payment window now' }));
    expect(onPopupBlocked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe(
      "Your browser blocked the bank's window. Allow pop-ups for this site, or continue here: we opened the bank in this window instead.",
    );
    expect(screen.getByRole('heading', { name: 'Taking you to the payment page' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POPUP_BLOCKED_NOTICE_MS - 1));
    expect(vi.mocked(leaveForProviderPage)).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.sessionStorage.getItem(SESSION_KEYS.cashierReturnPage)).toBe('/en/casino/slots?sort=new');
    expect(vi.mocked(leaveForProviderPage)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(leaveForProviderPage)).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${PROVIDER}/pages/bank/tx-5?token=t`, method: 'GET' }),
    );
  });

  it('unmounting with the window open closes it and leaves no timer', () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    mockApi({});
    const { unmount } = renderStep(popupStart());
    fireEvent.click(screen.getByRole('button', { name: 'Open the payment window now' }));
    unmount();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('unmounting during the processing countdown stops the countdown and the pending poll', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { calls } = mockApi({ 'GET /cashier/transactions/77/status': statusAnswer('txn_pending') });
    const { unmount, onOutcome } = renderStep(popupStart());
    await act(() => vi.advanceTimersByTimeAsync(POPUP_OPEN_DELAY_MS));
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(calls).toEqual([]);
    expect(onOutcome).not.toHaveBeenCalled();
  });
});

describe('provider page in the same window', () => {
  it('remembers the page under the modal and leaves for the provider, posting its parameters', () => {
    mockApi({});
    renderStep(
      bankStart(
        { method: 'SKRILL', redirectKind: 'window' },
        redirect(`${PROVIDER}/pages/ewallet/tx-5`, { container: 'window', method: 'POST', parameters: { token: 't' } }),
      ),
    );
    expect(window.sessionStorage.getItem(SESSION_KEYS.cashierReturnPage)).toBe('/en/casino/slots?sort=new');
    expect(vi.mocked(leaveForProviderPage)).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${PROVIDER}/pages/ewallet/tx-5`, method: 'POST', parameters: { token: 't' } }),
    );
    expect(screen.getByRole('heading', { name: 'Taking you to the payment page' })).toBeTruthy();
  });
});
