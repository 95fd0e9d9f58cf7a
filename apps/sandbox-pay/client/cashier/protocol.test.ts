import { describe, expect, it, vi } from 'vitest';
import {
  BOOT_REQUEST_ATTEMPTS_MAX,
  BOOT_REQUEST_INTERVAL_MS,
  outcomeMessage,
  outgoing,
  readIncoming,
  repeatBootRequests,
  updateOf,
} from './protocol';
import { transactionView } from './test-support';

const origins = { host: 'http://localhost:3000', own: 'http://localhost:5000' };

describe('outgoing messages', () => {
  it('are the plain {eventType, payload} objects the bootstrapper reads', () => {
    expect(outgoing.bootRequest()).toEqual({ eventType: 'CASHIER_BOOT_REQUEST' });
    expect(outgoing.initLoad()).toEqual({ eventType: 'CASHIER_INIT_LOAD', payload: { majorVersion: 'v3' } });
    expect(outgoing.setHeight(512)).toEqual({ eventType: 'APP_SET_HEIGHT', payload: { height: 512 } });
    expect(outgoing.amountChange(2_550, 'EUR')).toEqual({
      eventType: 'PAYMENT_AMOUNT_CHANGE',
      payload: { amount: 25.5, currency: 'EUR' },
    });
    expect(outgoing.selectedMethod('TRUSTLY', 'withdrawal').payload).toMatchObject({ txType: 'TRUSTLYWithdrawal' });
    expect(outgoing.newProviderWindow('iframe', 'http://x/pages', '7').eventType).toBe('NEW_IFRAME');
    expect(outgoing.newProviderWindow('window', 'http://x/pages', '7').eventType).toBe('NEW_WINDOW');
  });

  it('report a success in the shape of the contract, with PIQ decimal amounts', () => {
    const message = outcomeMessage(transactionView({ amount: 2_550, fee: 50, maskedAccount: '411111******1111' }));
    expect(message).toEqual({
      eventType: 'TX_SUCCESS',
      payload: {
        status: 'SUCCESSFUL',
        payload: expect.objectContaining({
          txRefId: '1001',
          amount: 25.5,
          txAmount: '25.50',
          txAmountCy: 'EUR',
          fee: 0.5,
          psp: 'CREDITCARD',
          maskedAccount: '411111******1111',
        }),
      },
    });
  });

  it('map every final state to its event and send nothing while the player must act', () => {
    expect(
      outcomeMessage(transactionView({ state: 'FAILED', error: { code: 'CARD_DECLINED', message: 'declined' } })),
    ).toMatchObject({
      eventType: 'TX_FAILED',
      payload: { status: 'FAILED', payload: { errors: [{ code: 'CARD_DECLINED', msg: 'declined' }] } },
    });
    expect(outcomeMessage(transactionView({ state: 'CANCELLED' }))?.eventType).toBe('TX_CANCELLED');
    const pending = outcomeMessage(transactionView({ kind: 'withdrawal', state: 'WAITING_APPROVAL', amount: 5_000 }));
    expect(pending).toMatchObject({ eventType: 'TX_PENDING', payload: { payload: { txAmount: '-50.00' } } });
    expect(outcomeMessage(transactionView({ state: 'WAITING_INPUT' }))).toBeNull();
  });
});

describe('readIncoming', () => {
  it("obeys the merchant's commands only from the hostUri origin", () => {
    const boot = { eventType: 'CASHIER_BOOT', payload: { launchToken: 'abc' } };
    expect(readIncoming({ origin: 'http://localhost:3000', data: boot }, origins)).toEqual({
      type: 'boot',
      launchToken: 'abc',
    });
    expect(readIncoming({ origin: 'http://evil.example', data: boot }, origins)).toBeNull();
    expect(readIncoming({ origin: 'http://localhost:3000', data: boot }, { ...origins, host: null })).toBeNull();
    expect(
      readIncoming(
        { origin: 'http://localhost:3000', data: { eventType: 'CASHIER_BOOT', payload: { launchToken: null } } },
        origins,
      ),
    ).toEqual({
      type: 'boot',
      launchToken: null,
    });
  });

  it('reads SET_CSS, UPDATE_DATA, pause and resume, and ignores unknown events', () => {
    const from = (data: unknown) => readIncoming({ origin: 'http://localhost:3000', data }, origins);
    expect(from({ eventType: 'SET_CSS', payload: 'body{color:red}' })).toEqual({ type: 'css', css: 'body{color:red}' });
    expect(from({ eventType: 'UPDATE_DATA', payload: { config: { amount: 50 } } })).toEqual({
      type: 'update',
      data: { config: { amount: 50 } },
    });
    expect(from({ eventType: 'CASHIER_PAUSE' })).toEqual({ type: 'pause' });
    expect(from('{"eventType":"CASHIER_RESUME"}')).toEqual({ type: 'resume' });
    expect(from({ eventType: 'SOMETHING_ELSE' })).toBeNull();
  });

  it("takes a provider page's done message only from the cashier's own origin", () => {
    const done = { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: '9', state: 'SUCCESSFUL' } };
    expect(readIncoming({ origin: 'http://localhost:5000', data: done }, origins)).toEqual({
      type: 'providerDone',
      txId: '9',
    });
    expect(readIncoming({ origin: 'http://localhost:3000', data: done }, origins)).toBeNull();
  });
});

describe('repeatBootRequests', () => {
  it('asks every 100 ms until stopped', () => {
    vi.useFakeTimers();
    const post = vi.fn();
    const stop = repeatBootRequests(post, vi.fn());
    vi.advanceTimersByTime(BOOT_REQUEST_INTERVAL_MS * 3);
    expect(post).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(BOOT_REQUEST_INTERVAL_MS * 10);
    expect(post).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it('gives up after its attempts run out', () => {
    vi.useFakeTimers();
    const onGiveUp = vi.fn();
    repeatBootRequests(vi.fn(), onGiveUp);
    vi.advanceTimersByTime(BOOT_REQUEST_INTERVAL_MS * BOOT_REQUEST_ATTEMPTS_MAX);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('updateOf', () => {
  it('reads an amount and a method from api.set({config}) or a flat object', () => {
    expect(updateOf({ config: { amount: '25', method: 'trustly' } })).toEqual({ amount: 25, method: 'TRUSTLY' });
    expect(updateOf({ amount: 40 })).toEqual({ amount: 40 });
    expect(updateOf({ amount: -1, method: 'no spaces allowed' })).toEqual({});
  });
});
