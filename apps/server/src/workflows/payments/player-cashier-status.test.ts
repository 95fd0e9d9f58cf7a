import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CashierTransactionStatus, ProviderState } from './payments-tables';
import {
  answerStatusOf,
  depositAnswerStatusOf,
  depositStatusAfter,
  isFinal,
  piqSuccessOf,
  pollStatusOf,
} from './player-cashier-status';

const DEPOSIT_STATUSES: CashierTransactionStatus[] = [
  'txn_initiated',
  'txn_pending',
  'txn_confirmed_success',
  'txn_confirmed_failure',
];
const STATES: ProviderState[] = ['WAITING_INPUT', 'WAITING_APPROVAL', 'SUCCESSFUL', 'FAILED', 'CANCELLED'];

describe('deposit status after a provider state', () => {
  it('moves an initiated card deposit to txn_pending on a challenge and to failure on a decline', () => {
    expect(depositStatusAfter('txn_initiated', 'WAITING_INPUT')).toBe('txn_pending');
    expect(depositStatusAfter('txn_initiated', 'FAILED')).toBe('txn_confirmed_failure');
    expect(depositStatusAfter('txn_pending', 'CANCELLED')).toBe('txn_confirmed_failure');
  });

  it('never writes txn_confirmed_success: only the ledger credit (merchant transfer) does', () => {
    expect(depositStatusAfter('txn_initiated', 'SUCCESSFUL')).toBe('txn_pending');
    expect(depositStatusAfter('txn_pending', 'SUCCESSFUL')).toBeNull();
  });

  it('never changes a final status, whatever the provider says (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEPOSIT_STATUSES), fc.constantFrom(...STATES), (current, state) => {
        const next = depositStatusAfter(current, state);
        if (isFinal(current)) expect(next).toBeNull();
        expect(next).not.toBe('txn_confirmed_success');
        if (next !== null) expect(next).not.toBe(current);
      }),
    );
  });
});

describe('the answers the site reads', () => {
  it('maps the spec section 4 outcomes', () => {
    expect(depositAnswerStatusOf('txn_initiated', 'SUCCESSFUL')).toBe('txn_confirmed_success');
    expect(depositAnswerStatusOf('txn_initiated', 'WAITING_INPUT')).toBe('txn_pending');
    expect(depositAnswerStatusOf('txn_initiated', 'FAILED')).toBe('txn_confirmed_failure');
    expect(depositAnswerStatusOf('txn_confirmed_success', 'FAILED')).toBe('txn_confirmed_success');
    expect(answerStatusOf('txn_initiated')).toBe('SUCCESS');
    expect(answerStatusOf('txn_pending')).toBe('PENDING');
    expect(answerStatusOf('txn_confirmed_failure')).toBe('FAILURE');
    expect(pollStatusOf('co_initiated')).toBe('PENDING');
    expect(pollStatusOf('co_success')).toBe('SUCCESS');
    expect(pollStatusOf('co_failed')).toBe('FAILURE');
  });

  it('PIQ success is every state but FAILED and CANCELLED', () => {
    expect(STATES.filter(piqSuccessOf)).toEqual(['WAITING_INPUT', 'WAITING_APPROVAL', 'SUCCESSFUL']);
  });
});
