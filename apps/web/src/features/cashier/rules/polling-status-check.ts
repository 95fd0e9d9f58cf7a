import type { StatusResponse } from '@vauhti/contracts/cashier';
import { type DepositStatus, STATUS_CHECK_REPEATS, statusVerdict } from './deposit-outcome';
import {
  delay,
  PENDING_POLL_INTERVAL_MS,
  PENDING_POLL_TIMES,
  RESULT_FETCH_AFTER_MS,
  STATUS_CHECK_INTERVAL_MS,
} from './polling-schedule';

/*
 * The two status polls of deposit step 2 (spec part 1 section 4): the card's status check, asked
 * again while the deposit is open up to STATUS_CHECK_REPEATS more times, and the pending poll after
 * a provider window closed (every 30 s, up to 3 times, then the result). Both ask the platform's
 * transaction status, which refreshes an open transaction from the provider.
 */

/** One call of the platform's transaction status. */
export type FetchStatus = (signal: AbortSignal) => Promise<StatusResponse>;

/** What a poll ends with: the platform's final answer, or no answer at all (every call failed). */
export type StatusCheckResult =
  | { kind: 'final'; status: DepositStatus; answer: StatusResponse }
  | { kind: 'unavailable'; error: unknown };

/** The platform's statuses of a deposit whose outcome is still open. */
export function isOpenTxnStatus(txnStatus: string): boolean {
  return txnStatus === 'txn_initiated' || txnStatus === 'txn_pending';
}

/**
 * The card's status check: asks, and while statusVerdict says again, waits and asks again, at most
 * STATUS_CHECK_REPEATS more times. A failing call uses up one of the repeats; when the last one
 * fails too, the outcome is unknown ('unavailable').
 */
export async function checkDepositStatus(
  fetchStatus: FetchStatus,
  signal: AbortSignal,
  intervalMs = STATUS_CHECK_INTERVAL_MS,
): Promise<StatusCheckResult> {
  for (let repeatsDone = 0; ; repeatsDone += 1) {
    const asked = await askOnce(fetchStatus, signal);
    if (asked.ok) {
      const verdict = statusVerdict(asked.answer, repeatsDone);
      if (verdict.kind === 'final') return { kind: 'final', status: verdict.status, answer: asked.answer };
    } else if (repeatsDone >= STATUS_CHECK_REPEATS) {
      return { kind: 'unavailable', error: asked.error };
    }
    await delay(intervalMs, signal);
  }
}

/**
 * The pending poll after a provider window closed: every PENDING_POLL_INTERVAL_MS, up to
 * PENDING_POLL_TIMES times, a settled answer ends it at once; otherwise the result is fetched when
 * the processing countdown ends and taken as it stands: a deposit still open then is PENDING (the
 * provider's WAITING_INPUT becomes PENDING), never a failure the platform has not recorded.
 */
export async function pollPendingThenResult(fetchStatus: FetchStatus, signal: AbortSignal): Promise<StatusCheckResult> {
  let waitedMs = 0;
  for (let poll = 1; poll <= PENDING_POLL_TIMES; poll += 1) {
    await delay(PENDING_POLL_INTERVAL_MS, signal);
    waitedMs += PENDING_POLL_INTERVAL_MS;
    const asked = await askOnce(fetchStatus, signal);
    if (asked.ok && !isOpenTxnStatus(asked.answer.txnStatus)) return finalOf(asked.answer);
  }
  await delay(Math.max(0, RESULT_FETCH_AFTER_MS - waitedMs), signal);
  const result = await askOnce(fetchStatus, signal);
  return result.ok ? finalOf(result.answer) : { kind: 'unavailable', error: result.error };
}

/** An answer taken as it stands: a still-open deposit is PENDING, a settled one its verdict. */
function finalOf(answer: StatusResponse): StatusCheckResult {
  if (isOpenTxnStatus(answer.txnStatus)) return { kind: 'final', status: 'PENDING', answer };
  const verdict = statusVerdict(answer, 0);
  return { kind: 'final', status: verdict.kind === 'final' ? verdict.status : 'PENDING', answer };
}

type Asked = { ok: true; answer: StatusResponse } | { ok: false; error: unknown };

/** One call; an abort passes through (the step ended), any other failure is an answer of its own. */
async function askOnce(fetchStatus: FetchStatus, signal: AbortSignal): Promise<Asked> {
  try {
    return { ok: true, answer: await fetchStatus(signal) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, error };
  }
}
