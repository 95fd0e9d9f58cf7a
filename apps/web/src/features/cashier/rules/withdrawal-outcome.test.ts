import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { piqAnswer, standardAnswer } from '../test-support/withdrawal-fixtures';
import {
  CALLBACK_MESSAGE_TYPE,
  callbackMessageOf,
  piqWithdrawalNext,
  providerCallbackOf,
  providerStatusNext,
  standardWithdrawalNext,
  transactionStatusNext,
  withdrawalTransactionStatusOf,
  withdrawnMinorOf,
} from './withdrawal-outcome';

const redirect = {
  url: 'http://localhost:5000/pages/bank/1',
  method: 'GET' as const,
  parameters: {},
  html: null,
  container: 'iframe',
  height: '1000px',
};

describe('the PIQ-group answer', () => {
  it('checks the provider status after SUCCESSFUL or WAITING_APPROVAL, and after a failure with a txState', () => {
    expect(piqWithdrawalNext(piqAnswer())).toEqual({ kind: 'providerStatus', reference: '9001' });
    expect(piqWithdrawalNext(piqAnswer({ txState: 'SUCCESSFUL' }))).toEqual({
      kind: 'providerStatus',
      reference: '9001',
    });
    expect(piqWithdrawalNext(piqAnswer({ success: false, txState: 'FAILED' }))).toEqual({
      kind: 'providerStatus',
      reference: '9001',
    });
  });

  it('goes to step two on WAITING_INPUT with a page, and fails a refusal with the try-again-later text', () => {
    expect(piqWithdrawalNext(piqAnswer({ txState: 'WAITING_INPUT', redirectOutput: redirect }))).toEqual({
      kind: 'redirect',
      redirect,
    });
    expect(piqWithdrawalNext(piqAnswer({ success: false, txState: null, txRefId: null }))).toEqual({
      kind: 'failed',
      text: 'tryAfter',
    });
  });

  it('is error 3 for no answer or WAITING_INPUT without a page', () => {
    expect(piqWithdrawalNext(undefined)).toEqual({ kind: 'failed', text: 'error3' });
    expect(piqWithdrawalNext(piqAnswer({ txState: 'WAITING_INPUT' }))).toEqual({ kind: 'failed', text: 'error3' });
  });

  it('reads the status check as success only for success true with SUCCESS, SUCCESSFUL or WAITING_APPROVAL (property)', () => {
    const states = fc.constantFrom(
      'SUCCESS',
      'SUCCESSFUL',
      'WAITING_APPROVAL',
      'WAITING_INPUT',
      'FAILED',
      'CANCELLED',
      '',
    );
    fc.assert(
      fc.property(fc.boolean(), states, (success, txState) => {
        const received = success && ['SUCCESS', 'SUCCESSFUL', 'WAITING_APPROVAL'].includes(txState);
        expect(providerStatusNext({ success, txState })).toEqual(
          received ? { kind: 'received' } : { kind: 'failed', text: 'tryAfter' },
        );
      }),
    );
    expect(providerStatusNext(undefined)).toEqual({ kind: 'failed', text: 'tryAfter' });
  });
});

describe('the standard answer', () => {
  it('is received on SUCCESS, step two when SUCCESS carries a page, try-again-later on FAILURE', () => {
    expect(standardWithdrawalNext(standardAnswer())).toEqual({ kind: 'received' });
    expect(standardWithdrawalNext(standardAnswer({ redirectOutput: redirect }))).toEqual({
      kind: 'redirect',
      redirect,
    });
    expect(standardWithdrawalNext(standardAnswer({ status: 'FAILURE', txnStatus: 'co_failed' }))).toEqual({
      kind: 'failed',
      text: 'tryAfter',
    });
  });

  it('is error 3 for any other status or an empty answer', () => {
    expect(standardWithdrawalNext(standardAnswer({ status: 'PENDING' }))).toEqual({ kind: 'failed', text: 'error3' });
    expect(standardWithdrawalNext(undefined)).toEqual({ kind: 'failed', text: 'error3' });
  });

  it('takes the amount withdrawn as the previous minus the current balance, else the amount asked', () => {
    expect(withdrawnMinorOf(standardAnswer(), 4_000, 'EUR')).toBe(5_000);
    expect(withdrawnMinorOf(standardAnswer({ previousBalance: null }), 4_000, 'EUR')).toBe(4_000);
    expect(withdrawnMinorOf(standardAnswer({ currentBalance: '250.00' }), 4_000, 'EUR')).toBe(4_000);
    expect(withdrawnMinorOf({ previousBalance: '3000', currentBalance: '1000' }, 1, 'JPY')).toBe(2_000);
  });
});

describe('the withdrawal statuses', () => {
  it('reads co_initiated as pending, co_success as success and co_failed as failure', () => {
    expect(withdrawalTransactionStatusOf('co_initiated')).toBe('pending');
    expect(withdrawalTransactionStatusOf('co_success')).toBe('success');
    expect(withdrawalTransactionStatusOf('co_failed')).toBe('failure');
    expect(withdrawalTransactionStatusOf('txn_pending')).toBe('unknown');
  });

  it('counts a pending or paid withdrawal as received, a failed one as try-again-later, anything else error 3', () => {
    const status = (txnStatus: string) => ({
      status: 'PENDING' as const,
      actualStatusInDB: txnStatus,
      errorCode: null,
      errorDescription: null,
      txnStatus,
    });
    expect(transactionStatusNext(status('co_initiated'))).toEqual({ kind: 'received' });
    expect(transactionStatusNext(status('co_success'))).toEqual({ kind: 'received' });
    expect(transactionStatusNext(status('co_failed'))).toEqual({ kind: 'failed', text: 'tryAfter' });
    expect(transactionStatusNext(status('txn_pending'))).toEqual({ kind: 'failed', text: 'error3' });
  });
});

describe("the provider's return", () => {
  const encoded = (data: object) =>
    btoa(JSON.stringify(data)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('reads trustlysuccess and trustlyfailure as the pay-and-play activation outcomes', () => {
    expect(providerCallbackOf('/en/cashier/callback/trustlysuccess/x', '')).toEqual({ kind: 'payAndPlayActivated' });
    expect(providerCallbackOf('/fi/cashier/callback/TRUSTLY/abc', '?status=trustlyfailure')).toEqual({
      kind: 'payAndPlayActivationFailed',
    });
  });

  it('reads any other return into its transaction data, from the encoded data and the query', () => {
    const data = encoded({ txnId: '501', merchantTransactionId: '501', amount: '50.00', customerId: 'ecr-7' });
    expect(providerCallbackOf(`/en/cashier/callback/SKRILL/${data}`, '')).toEqual({
      kind: 'transaction',
      paymentType: 'SKRILL',
      merchantTransactionId: '501',
      amount: '50.00',
      customerId: 'ecr-7',
    });
    expect(providerCallbackOf('/en/cashier/callback/BANK_PIQ/garbled!', '?merchantTransactionId=77')).toMatchObject({
      kind: 'transaction',
      merchantTransactionId: '77',
      amount: null,
    });
  });

  it('is nothing for another page or a return without a transaction', () => {
    expect(providerCallbackOf('/en/casino/slots', '')).toBeNull();
    expect(providerCallbackOf('/en/cashier/callback/SKRILL/x', '')).toBeNull();
  });

  it('reads a callback message of the return page, and nothing else', () => {
    expect(
      callbackMessageOf({ type: CALLBACK_MESSAGE_TYPE, path: '/en/cashier/callback/A/b', search: '?c=1' }),
    ).toEqual({
      pathname: '/en/cashier/callback/A/b',
      search: '?c=1',
    });
    expect(callbackMessageOf({ type: 'other', path: '/x' })).toBeNull();
    expect(callbackMessageOf('text')).toBeNull();
  });
});
