import type { StatusResponse } from '@vauhti/contracts/cashier';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { STATUS_CHECK_REPEATS } from './deposit-outcome';
import { STATUS_CHECK_INTERVAL_MS } from './polling-schedule';
import {
  checkDepositStatus,
  isOpenTxnStatus,
  pollPendingThenResult,
  type StatusCheckResult,
} from './polling-status-check';

afterEach(() => {
  vi.useRealTimers();
});

function statusAnswer(txnStatus: string, extra: Partial<StatusResponse> = {}): StatusResponse {
  const status =
    txnStatus === 'txn_confirmed_success' ? 'SUCCESS' : txnStatus === 'txn_confirmed_failure' ? 'FAILURE' : 'PENDING';
  return { status, actualStatusInDB: txnStatus, txnStatus, errorCode: null, errorDescription: null, ...extra };
}

/** A status call that answers from a list (the last answer repeats) and records when it was asked. */
function scriptedStatus(answers: (StatusResponse | Error)[]) {
  const askedAt: number[] = [];
  const fetchStatus = vi.fn(async () => {
    askedAt.push(Date.now());
    const answer = answers[Math.min(askedAt.length - 1, answers.length - 1)] as StatusResponse | Error;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetchStatus, askedAt };
}

function settle(promise: Promise<StatusCheckResult>) {
  const outcome: { result?: StatusCheckResult } = {};
  void promise.then((result) => {
    outcome.result = result;
  });
  return outcome;
}

describe('the card status check (spec part 1 section 4)', () => {
  it('asks once and 5 more times while the deposit stays pending, every 2 s, then fails it', async () => {
    vi.useFakeTimers({ now: 0 });
    const { fetchStatus, askedAt } = scriptedStatus([statusAnswer('txn_pending')]);
    const outcome = settle(checkDepositStatus(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS * STATUS_CHECK_REPEATS);
    expect(askedAt).toEqual([0, 2000, 4000, 6000, 8000, 10_000]);
    expect(outcome.result).toMatchObject({ kind: 'final', status: 'FAILED' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1 + STATUS_CHECK_REPEATS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends with success as soon as the deposit is confirmed', async () => {
    vi.useFakeTimers({ now: 0 });
    const { fetchStatus, askedAt } = scriptedStatus([
      statusAnswer('txn_initiated'),
      statusAnswer('txn_pending'),
      statusAnswer('txn_confirmed_success'),
    ]);
    const outcome = settle(checkDepositStatus(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(askedAt).toEqual([0, 2000, 4000]);
    expect(outcome.result).toMatchObject({ kind: 'final', status: 'SUCCESS' });
  });

  it('ends with the failure and its code at the first confirmed failure', async () => {
    vi.useFakeTimers({ now: 0 });
    const declined = statusAnswer('txn_confirmed_failure', { errorCode: 'CARD_DECLINED' });
    const { fetchStatus } = scriptedStatus([declined]);
    const outcome = settle(checkDepositStatus(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.result).toEqual({ kind: 'final', status: 'FAILED', answer: declined });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('counts a failing call as one of the repeats and goes on', async () => {
    vi.useFakeTimers({ now: 0 });
    const offline = new ApiError(0, 'NETWORK_ERROR', 'offline');
    const { fetchStatus } = scriptedStatus([offline, statusAnswer('txn_confirmed_success')]);
    const outcome = settle(checkDepositStatus(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS);
    expect(outcome.result).toMatchObject({ kind: 'final', status: 'SUCCESS' });
  });

  it('says unavailable, with the last error, when every one of the 6 calls failed', async () => {
    vi.useFakeTimers({ now: 0 });
    const offline = new ApiError(0, 'NETWORK_ERROR', 'offline');
    const { fetchStatus } = scriptedStatus([offline]);
    const outcome = settle(checkDepositStatus(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(6);
    expect(outcome.result).toEqual({ kind: 'unavailable', error: offline });
  });

  it('stops asking, with no timer left, when the step ends', async () => {
    vi.useFakeTimers({ now: 0 });
    const controller = new AbortController();
    const { fetchStatus } = scriptedStatus([statusAnswer('txn_pending')]);
    const checking = checkDepositStatus(fetchStatus, controller.signal).catch(() => 'aborted');
    await vi.advanceTimersByTimeAsync(STATUS_CHECK_INTERVAL_MS);
    controller.abort();
    expect(await checking).toBe('aborted');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the pending poll after a provider window closed (spec part 1 sections 4 and 9)', () => {
  it('asks at 30, 60 and 90 s while pending, then fetches the result when the countdown ends at 150 s', async () => {
    vi.useFakeTimers({ now: 0 });
    const { fetchStatus, askedAt } = scriptedStatus([statusAnswer('txn_pending')]);
    const outcome = settle(pollPendingThenResult(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(askedAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(150_000);
    expect(askedAt).toEqual([30_000, 60_000, 90_000, 150_000]);
    expect(outcome.result).toMatchObject({ kind: 'final', status: 'PENDING' });
  });

  it('ends at the first poll that finds the deposit settled', async () => {
    vi.useFakeTimers({ now: 0 });
    const { fetchStatus, askedAt } = scriptedStatus([
      statusAnswer('txn_pending'),
      statusAnswer('txn_confirmed_success'),
    ]);
    const outcome = settle(pollPendingThenResult(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(200_000);
    expect(askedAt).toEqual([30_000, 60_000]);
    expect(outcome.result).toMatchObject({ kind: 'final', status: 'SUCCESS' });
  });

  it('reports a failure the platform recorded, with its code', async () => {
    vi.useFakeTimers({ now: 0 });
    const failed = statusAnswer('txn_confirmed_failure', { errorCode: 'CANCELLED' });
    const { fetchStatus } = scriptedStatus([failed]);
    const outcome = settle(pollPendingThenResult(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcome.result).toEqual({ kind: 'final', status: 'FAILED', answer: failed });
  });

  it('keeps polling through a failing call and says unavailable when the result call fails too', async () => {
    vi.useFakeTimers({ now: 0 });
    const offline = new ApiError(0, 'NETWORK_ERROR', 'offline');
    const { fetchStatus } = scriptedStatus([offline]);
    const outcome = settle(pollPendingThenResult(fetchStatus, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(150_000);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(outcome.result).toEqual({ kind: 'unavailable', error: offline });
  });

  it('stops with no timer left when the step ends mid-wait', async () => {
    vi.useFakeTimers({ now: 0 });
    const controller = new AbortController();
    const { fetchStatus } = scriptedStatus([statusAnswer('txn_pending')]);
    const polling = pollPendingThenResult(fetchStatus, controller.signal).catch(() => 'aborted');
    await vi.advanceTimersByTimeAsync(45_000);
    controller.abort();
    expect(await polling).toBe('aborted');
    expect(vi.getTimerCount()).toBe(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});

describe('open statuses', () => {
  it.each([
    ['txn_initiated', true],
    ['txn_pending', true],
    ['txn_confirmed_success', false],
    ['txn_confirmed_failure', false],
  ])('%s is open: %s', (txnStatus, open) => {
    expect(isOpenTxnStatus(txnStatus)).toBe(open);
  });
});
