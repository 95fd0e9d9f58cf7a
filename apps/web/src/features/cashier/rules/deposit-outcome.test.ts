import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardNext,
  type DepositStatus,
  depositOutcome,
  isDepositLimitRefusal,
  piqDepositStatus,
  resultScreenOf,
  STATUS_CHECK_REPEATS,
  statusVerdict,
} from './deposit-outcome';

describe('the result screen of a deposit', () => {
  it.each([
    ['SUCCESS', 'success'],
    ['FAILED', 'failure'],
    ['INCONSISTENT', 'failure'],
    ['FAILURE', 'failure'],
    ['PENDING', 'pending'],
  ] as const)('%s is shown as %s', (status, screen) => {
    expect(resultScreenOf(status, 'CREDITCARD', null)).toBe(screen);
  });

  it('broadcasts PENDING as FAILURE although it shows the pending screen', () => {
    const outcome = depositOutcome({
      status: 'PENDING',
      method: 'TRUSTLY',
      amountMinor: 2000,
      txnId: '7',
      errorCode: null,
    });
    expect(outcome).toMatchObject({ screen: 'pending', broadcast: 'FAILURE' });
  });

  it('shows VenusPoint AMOUNT_MISMATCH as low balance and INVALID_PROCESSING as waiting time', () => {
    expect(resultScreenOf('FAILED', 'VENUSPOINT_PIQ', 'AMOUNT_MISMATCH: the points do not cover it')).toBe(
      'lowBalance',
    );
    expect(resultScreenOf('FAILED', 'VENUSPOINT_PIQ', 'INVALID_PROCESSING')).toBe('waitingTime');
    expect(resultScreenOf('FAILED', 'VENUSPOINT_PIQ', 'CARD_DECLINED')).toBe('failure');
  });

  it('keeps those codes an ordinary failure for any other method', () => {
    expect(resultScreenOf('FAILED', 'CREDITCARD', 'AMOUNT_MISMATCH')).toBe('failure');
  });

  it('reads the VenusPoint code from the description when the code field is generic', () => {
    const outcome = depositOutcome({
      status: 'FAILED',
      method: 'VENUSPOINT_PIQ',
      amountMinor: 2013,
      txnId: '9',
      errorCode: 'PAYMENT_FAILED',
      errorDescription: 'VenusPoint refused: AMOUNT_MISMATCH',
    });
    expect(outcome.screen).toBe('lowBalance');
  });

  it('every status outside the failure group is success and broadcast as SUCCESS (property)', () => {
    const statuses: DepositStatus[] = ['SUCCESS', 'PENDING', 'FAILED', 'FAILURE', 'INCONSISTENT'];
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.string(), fc.option(fc.string()), (status, method, error) => {
        const outcome = depositOutcome({ status, method, amountMinor: 100, txnId: null, errorCode: error });
        expect(outcome.broadcast === 'SUCCESS').toBe(status === 'SUCCESS');
        expect(outcome.screen === 'success').toBe(status === 'SUCCESS');
        if (outcome.screen === 'success') expect(outcome.errorCode).toBeNull();
      }),
    );
  });
});

describe('a PIQ-type deposit state', () => {
  it.each([
    ['SUCCESSFUL', 'SUCCESS'],
    ['WAITING_APPROVAL', 'SUCCESS'],
    ['WAITING_INPUT', 'PENDING'],
    ['CANCELLED', 'FAILED'],
    ['FAILED', 'FAILED'],
    [null, 'FAILED'],
  ] as const)('%s is %s', (txState, status) => {
    expect(piqDepositStatus({ success: txState !== null, txState })).toBe(status);
  });
});

describe('what follows a card answer', () => {
  it('checks the status after a confirmed success', () => {
    expect(cardNext({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success' })).toBe('statusCheck');
  });
  it('goes to 3-D Secure verification for txn_initiated, and for PENDING with txn_pending', () => {
    expect(cardNext({ status: 'PENDING', txnStatus: 'txn_initiated' })).toBe('verification');
    expect(cardNext({ status: 'PENDING', txnStatus: 'txn_pending' })).toBe('verification');
  });
  it('is an error for anything else', () => {
    expect(cardNext({ status: 'FAILURE', txnStatus: 'txn_confirmed_failure' })).toBe('error');
    expect(cardNext({ status: 'SUCCESS', txnStatus: 'txn_pending' })).toBe('error');
    expect(cardNext({ status: 'FAILURE', txnStatus: null })).toBe('error');
  });
});

describe('the status check', () => {
  it('asks again while the deposit is open, five more times at most, then counts it a failure', () => {
    const open = { status: 'PENDING' as const, txnStatus: 'txn_pending' };
    for (let done = 0; done < STATUS_CHECK_REPEATS; done += 1)
      expect(statusVerdict(open, done)).toEqual({ kind: 'again' });
    expect(statusVerdict(open, STATUS_CHECK_REPEATS)).toEqual({ kind: 'final', status: 'FAILED' });
  });
  it('ends at once on txn_confirmed_failure or status FAILURE, and on a confirmed success', () => {
    expect(statusVerdict({ status: 'FAILURE', txnStatus: 'txn_pending' }, 0)).toEqual({
      kind: 'final',
      status: 'FAILED',
    });
    expect(statusVerdict({ status: 'PENDING', txnStatus: 'txn_confirmed_failure' }, 0)).toEqual({
      kind: 'final',
      status: 'FAILED',
    });
    expect(statusVerdict({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success' }, 0)).toEqual({
      kind: 'final',
      status: 'SUCCESS',
    });
  });
  it('calls a status it does not know inconsistent', () => {
    expect(statusVerdict({ status: 'SUCCESS', txnStatus: 'co_success' }, 0)).toEqual({
      kind: 'final',
      status: 'INCONSISTENT',
    });
  });
});

describe('the deposit-limit refusal', () => {
  it('is RG_LIMITS_EXCEEDED with txn_confirmed_failure only', () => {
    expect(isDepositLimitRefusal({ errorCode: 'RG_LIMITS_EXCEEDED', txnStatus: 'txn_confirmed_failure' })).toBe(true);
    expect(isDepositLimitRefusal({ errorCode: 'RG_LIMITS_EXCEEDED', txnStatus: 'txn_pending' })).toBe(false);
    expect(isDepositLimitRefusal({ errorCode: 'CARD_DECLINED', txnStatus: 'txn_confirmed_failure' })).toBe(false);
  });
});
