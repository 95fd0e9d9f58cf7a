import type { MerchantCallName } from '@vauhti/contracts/merchant-api';
import type { MerchantCallOutcome, MerchantHttp } from './merchant-http';

const RETRY_DELAY_MS_FIRST = 1_000;
/** A bound besides the deadline, so a stopped clock (tests) cannot retry for ever. */
const ATTEMPTS_MAX = 8;

/**
 * A call the player is waiting for (verifyuser, authorize): retried with back-off from one second
 * while the deadline allows, each attempt cut to the time that is left. Unavailable when no
 * attempt was answered in time.
 */
export async function callWithinDeadline(
  http: MerchantHttp,
  kind: MerchantCallName,
  body: Record<string, unknown>,
  options: { deadlineMs: number; callTimeoutMs: number; now: () => number },
): Promise<MerchantCallOutcome> {
  const deadline = options.now() + options.deadlineMs;
  let last: MerchantCallOutcome = { kind: 'unavailable', reason: 'no attempt fitted in the deadline' };
  for (let attempt = 0; attempt < ATTEMPTS_MAX; attempt++) {
    const remaining = deadline - options.now();
    if (remaining <= 0) return last;
    last = await http.call(kind, body, Math.min(options.callTimeoutMs, remaining));
    if (last.kind === 'answered') return last;
    const delay = Math.min(RETRY_DELAY_MS_FIRST * 2 ** attempt, deadline - options.now());
    if (delay <= 0) return last;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return last;
}
