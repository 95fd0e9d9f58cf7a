import type { PayNPlayUser, StatusResponse } from '@vauhti/contracts/cashier';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { payNPlayUser, transactionStatus } from '../test-support/paynplay-fixtures';
import {
  BRITEPLAY_POLL_RETRIES,
  bankProgressOf,
  creditProgressOf,
  PAY_AND_PLAY_POLL_INTERVAL_MS,
  PAY_AND_PLAY_POLL_RETRIES,
  PROFILE_POLL_INTERVAL_MS,
  PROFILE_POLL_TIMES,
  payAndPlayRetriesFor,
  pollProfileWhilePlay,
  refusalOf,
  watchPayAndPlay,
} from './paynplay-polling';

/** Answers one after the other; the last one again once they run out. */
function answersInTurn<T>(answers: (T | Error)[]) {
  let next = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(next, answers.length - 1)] as T | Error;
    next += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

const waiting = payNPlayUser({ loggedIn: false, txState: 'WAITING_INPUT' });
const paidAndLoggedIn = payNPlayUser({ loggedIn: true, txState: 'SUCCESSFUL' });
const credited = transactionStatus('txn_confirmed_success');
const pending = transactionStatus('txn_pending');

describe('the pay-and-play schedule', () => {
  it('asks every 5 s, up to 5 more times, and 40 for Brite', () => {
    expect(PAY_AND_PLAY_POLL_INTERVAL_MS).toBe(5_000);
    expect(payAndPlayRetriesFor('TRUSTLY')).toBe(PAY_AND_PLAY_POLL_RETRIES);
    expect(payAndPlayRetriesFor('ZIMPLER')).toBe(5);
    expect(payAndPlayRetriesFor('BRITEPLAY')).toBe(BRITEPLAY_POLL_RETRIES);
    expect(BRITEPLAY_POLL_RETRIES).toBe(40);
  });

  it('reads the provider state as the PIQ rules do', () => {
    expect(bankProgressOf({ txState: 'SUCCESSFUL' })).toBe('paid');
    expect(bankProgressOf({ txState: 'WAITING_APPROVAL' })).toBe('paid');
    expect(bankProgressOf({ txState: 'FAILED' })).toBe('failed');
    expect(bankProgressOf({ txState: 'CANCELLED' })).toBe('failed');
    expect(bankProgressOf({ txState: 'WAITING_INPUT' })).toBe('waiting');
  });

  it('counts a deposit credited only when the platform booked it', () => {
    expect(creditProgressOf(credited)).toBe('credited');
    expect(creditProgressOf(pending)).toBe('waiting');
    expect(creditProgressOf(transactionStatus('txn_confirmed_failure'))).toBe('failed');
  });

  it('tells the refusals that asking again cannot change from passing failures', () => {
    expect(refusalOf(new ApiError(404, 'TRANSACTION_NOT_FOUND', 'x'))).toEqual({ reason: 'notFound' });
    expect(refusalOf(new ApiError(401, 'SESSION_EXPIRED_SSO', 'x'))).toEqual({ reason: 'notFound' });
    expect(refusalOf(new ApiError(409, 'CLAIM_USED', 'x'))).toEqual({ reason: 'claimUsed' });
    expect(refusalOf(new ApiError(403, 'ACCOUNT_PAUSED', 'x', { until: '2030-01-01T00:00:00.000Z' }))).toEqual({
      reason: 'restricted',
      code: 'ACCOUNT_PAUSED',
      until: '2030-01-01T00:00:00.000Z',
    });
    expect(refusalOf(new ApiError(503, 'PROVIDER_UNAVAILABLE', 'x'))).toBeNull();
    expect(refusalOf(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
  });
});

describe('watching a pay-and-play deposit (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watch(users: (PayNPlayUser | Error)[], statuses: (StatusResponse | Error)[], retries = 5) {
    const fetchUser = answersInTurn(users);
    const fetchStatus = answersInTurn(statuses);
    const onLoggedIn = vi.fn();
    const controller = new AbortController();
    const outcome = watchPayAndPlay({ fetchUser, fetchStatus, onLoggedIn, retries, signal: controller.signal });
    return { fetchUser, fetchStatus, onLoggedIn, outcome, controller };
  }

  it('asks at once, then every 5 s, and gives up as FAILED after the 5th retry', async () => {
    const { fetchUser, outcome } = watch([waiting], [pending]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUser).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4 * 5_000);
    expect(fetchUser).toHaveBeenCalledTimes(6);
    await expect(outcome).resolves.toEqual({ kind: 'failed', reason: 'timedOut', loggedIn: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchUser).toHaveBeenCalledTimes(6);
  });

  it('keeps asking Brite for 40 retries: 41 questions over 200 s', async () => {
    const { fetchUser, outcome } = watch([waiting], [pending], payAndPlayRetriesFor('BRITEPLAY'));
    await vi.advanceTimersByTimeAsync(40 * 5_000 - 1);
    expect(fetchUser).toHaveBeenCalledTimes(40);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUser).toHaveBeenCalledTimes(41);
    await expect(outcome).resolves.toMatchObject({ kind: 'failed', reason: 'timedOut' });
  });

  it('logs in once when an answer says loggedIn, then follows the credit until it is booked', async () => {
    const { fetchUser, fetchStatus, onLoggedIn, outcome } = watch(
      [waiting, payNPlayUser({ loggedIn: true, txState: 'WAITING_INPUT' }), paidAndLoggedIn],
      [pending, credited],
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchUser).toHaveBeenCalledTimes(3);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(outcome).resolves.toEqual({ kind: 'credited' });
    expect(fetchUser).toHaveBeenCalledTimes(3);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('answers crediting when the bank paid but the credit was not booked within the questions', async () => {
    const { outcome } = watch([paidAndLoggedIn], [pending]);
    await vi.advanceTimersByTimeAsync(5 * 5_000);
    await expect(outcome).resolves.toEqual({ kind: 'crediting' });
  });

  it('fails at once when the bank failed or cancelled the deposit', async () => {
    const { fetchUser, outcome } = watch([waiting, payNPlayUser({ loggedIn: false, txState: 'CANCELLED' })], [pending]);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(outcome).resolves.toEqual({ kind: 'failed', reason: 'bank', loggedIn: false });
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it.each([
    [new ApiError(404, 'TRANSACTION_NOT_FOUND', 'x'), { kind: 'refused', reason: 'notFound' }],
    [new ApiError(409, 'CLAIM_USED', 'x'), { kind: 'refused', reason: 'claimUsed' }],
    [
      new ApiError(403, 'ACCOUNT_LOCKED', 'x'),
      { kind: 'refused', reason: 'restricted', code: 'ACCOUNT_LOCKED', until: null },
    ],
  ])('stops asking on %s', async (error, expected) => {
    const { fetchUser, outcome } = watch([error], [pending]);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(outcome).resolves.toEqual(expected);
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it('asks again after a passing failure, which uses up a question', async () => {
    const { fetchUser, outcome } = watch(
      [new ApiError(503, 'PROVIDER_UNAVAILABLE', 'x'), new ApiError(0, 'NETWORK_ERROR', 'x'), paidAndLoggedIn],
      [credited],
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toEqual({ kind: 'credited' });
    expect(fetchUser).toHaveBeenCalledTimes(3);
  });

  it('rejects with the abort and asks nothing more when the page goes away', async () => {
    const { fetchUser, outcome, controller } = watch([waiting], [pending]);
    const settled = outcome.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await settled).toBeInstanceOf(DOMException);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });
});

describe('watching a pay-and-play deposit, any answers', () => {
  const userAnswer = fc.oneof(
    fc.record({
      loggedIn: fc.boolean(),
      txState: fc.constantFrom('WAITING_INPUT', 'SUCCESSFUL', 'WAITING_APPROVAL', 'FAILED', 'CANCELLED'),
    }),
    fc.constant('unavailable' as const),
  );
  const statusAnswer = fc.constantFrom('txn_pending', 'txn_confirmed_success', 'txn_confirmed_failure', 'unavailable');

  it('asks the user call at most 1 + retries times, logs in at most once (once when it ends paid), and says credited only right after a booked credit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(userAnswer, { minLength: 1, maxLength: 12 }),
        fc.array(statusAnswer, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 8 }),
        async (users, statuses, retries) => {
          const unavailable = new ApiError(503, 'PROVIDER_UNAVAILABLE', 'x');
          const fetchUser = answersInTurn<PayNPlayUser>(
            users.map((user) => (user === 'unavailable' ? unavailable : payNPlayUser(user))),
          );
          const fetchStatus = answersInTurn<StatusResponse>(
            statuses.map((status) => (status === 'unavailable' ? unavailable : transactionStatus(status))),
          );
          const onLoggedIn = vi.fn();
          const outcome = await watchPayAndPlay({
            fetchUser,
            fetchStatus,
            onLoggedIn,
            retries,
            intervalMs: 0,
            signal: new AbortController().signal,
          });
          const asked = fetchUser.mock.calls.length + fetchStatus.mock.calls.length;
          expect(asked).toBeLessThanOrEqual(2 * (retries + 1));
          expect(fetchUser.mock.calls.length).toBeLessThanOrEqual(retries + 1);
          expect(onLoggedIn.mock.calls.length).toBeLessThanOrEqual(1);
          if (outcome.kind === 'credited' || outcome.kind === 'crediting') {
            expect(onLoggedIn).toHaveBeenCalledTimes(1);
          }
          if (outcome.kind === 'credited') {
            const answered = await Promise.allSettled(fetchStatus.mock.results.map((result) => result.value));
            expect(answered.at(-1)).toEqual({ status: 'fulfilled', value: credited });
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the play-status profile poll (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the profile every 10 s, 6 times at most, while it says play', async () => {
    expect(PROFILE_POLL_INTERVAL_MS).toBe(10_000);
    expect(PROFILE_POLL_TIMES).toBe(6);
    const fetchUserStatus = vi.fn(async () => 'play' as const);
    const result = pollProfileWhilePlay({ fetchUserStatus, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchUserStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUserStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(fetchUserStatus).toHaveBeenCalledTimes(6);
    await expect(result).resolves.toBe('play');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchUserStatus).toHaveBeenCalledTimes(6);
  });

  it('stops as soon as the account turns real, and counts a failed read as a turn', async () => {
    const fetchUserStatus = answersInTurn<'play' | 'real'>(['play', new Error('offline'), 'real']);
    const result = pollProfileWhilePlay({ fetchUserStatus, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(result).resolves.toBe('real');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchUserStatus).toHaveBeenCalledTimes(3);
  });
});
