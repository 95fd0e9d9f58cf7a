import type { PayNPlayUser, StatusResponse } from '@vauhti/contracts/cashier';
import { ApiError } from '../../../lib/api/client';
import { delay, isAbort } from './polling-schedule';

/*
 * The clocks of a pay-and-play deposit (spec part 1 sections 4 and 9): the return page asks the
 * pay-and-play user call every 5 s, up to 5 more times (40 for Brite), then the deposit has
 * FAILED; the answer that says loggedIn has logged the payer in. While a logged-in player's
 * userStatus is play, the profile is read every 10 s, up to 6 times, so it turns real once the
 * deposit is credited.
 */

export const PAY_AND_PLAY_POLL_INTERVAL_MS = 5_000;
export const PAY_AND_PLAY_POLL_RETRIES = 5;
/** Brite's bank flow takes longer to confirm (spec part 1 section 9). */
export const BRITEPLAY_POLL_RETRIES = 40;

export const PROFILE_POLL_INTERVAL_MS = 10_000;
export const PROFILE_POLL_TIMES = 6;

/** How many more times the return page asks after its first question, for the deposit's method. */
export function payAndPlayRetriesFor(method: string): number {
  return method === 'BRITEPLAY' ? BRITEPLAY_POLL_RETRIES : PAY_AND_PLAY_POLL_RETRIES;
}

/** What one pay-and-play user answer says of the bank's part. */
export type BankProgress = 'waiting' | 'paid' | 'failed';

/**
 * The provider's state as the spec's PIQ result rules read it: SUCCESSFUL and WAITING_APPROVAL
 * are paid, FAILED and CANCELLED failed; WAITING_INPUT (the bank page is still open) waits.
 */
export function bankProgressOf(answer: Pick<PayNPlayUser, 'txState'>): BankProgress {
  switch (answer.txState) {
    case 'SUCCESSFUL':
    case 'WAITING_APPROVAL':
      return 'paid';
    case 'FAILED':
    case 'CANCELLED':
      return 'failed';
    default:
      return 'waiting';
  }
}

/** What the platform's transaction status says of the credit to the balance. */
export type CreditProgress = 'credited' | 'waiting' | 'failed';

export function creditProgressOf(status: Pick<StatusResponse, 'status' | 'txnStatus'>): CreditProgress {
  if (status.txnStatus === 'txn_confirmed_success') return 'credited';
  if (status.txnStatus === 'txn_confirmed_failure' || status.status === 'FAILURE') return 'failed';
  return 'waiting';
}

/** The account's restrictions that refuse a login (as a password login refuses it). */
const RESTRICTION_CODES = ['ACCOUNT_LOCKED', 'ACCOUNT_PAUSED', 'ACCOUNT_SELF_EXCLUDED'] as const;
export type RestrictionCode = (typeof RESTRICTION_CODES)[number];

/**
 * Why the platform will never log this browser in with this deposit: the claim is unknown here
 * (wrong, expired, another browser's: 404, or no claim at all: 401), already spent (409), or the
 * identified account may not log in (403).
 */
export type PayAndPlayRefusal =
  | { reason: 'notFound' }
  | { reason: 'claimUsed' }
  | { reason: 'restricted'; code: RestrictionCode; until: string | null };

/** A refusal that asking again cannot change, or null for a failure worth another try (network, provider). */
export function refusalOf(error: unknown): PayAndPlayRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404 || error.status === 401) return { reason: 'notFound' };
  if (error.status === 409 && error.code === 'CLAIM_USED') return { reason: 'claimUsed' };
  const restriction = RESTRICTION_CODES.find((code) => code === error.code);
  if (error.status === 403 && restriction) {
    const until = typeof error.details.until === 'string' ? error.details.until : null;
    return { reason: 'restricted', code: restriction, until };
  }
  return null;
}

/** How the return page's watch ends. */
export type PayAndPlayOutcome =
  /** Logged in, and the platform has credited the deposit. */
  | { kind: 'credited' }
  /** Logged in and the bank has paid, but the credit was not confirmed within the checks. */
  | { kind: 'crediting' }
  /** The bank failed or cancelled the deposit, or it was not confirmed in time (the spec's FAILED). */
  | { kind: 'failed'; reason: 'bank' | 'timedOut'; loggedIn: boolean }
  | ({ kind: 'refused' } & PayAndPlayRefusal);

export type PayAndPlayWatch = {
  /** GET /cashier/pnp-user/:txnId. */
  fetchUser: (signal: AbortSignal) => Promise<PayNPlayUser>;
  /** GET /cashier/transactions/:txnId/status?type=deposit (once logged in, the deposit is the player's). */
  fetchStatus: (signal: AbortSignal) => Promise<StatusResponse>;
  /** Called once, when an answer first says this browser is logged in (its session cookie came with it). */
  onLoggedIn: () => Promise<void> | void;
  /** Questions after the first one (payAndPlayRetriesFor). */
  retries: number;
  intervalMs?: number;
  signal: AbortSignal;
};

/**
 * Asks until the deposit is settled: the pay-and-play user call until the payer is logged in and
 * the bank has paid, then the platform's status until the credit is booked. Every question, of
 * either kind, uses one of the 1 + retries questions; a call that fails for a passing reason
 * (network, provider unavailable) uses one too. Rejects only when the signal aborts.
 */
export async function watchPayAndPlay(watch: PayAndPlayWatch): Promise<PayAndPlayOutcome> {
  const { signal } = watch;
  let loggedIn = false;
  let paid = false;
  for (let asked = 0; ; asked += 1) {
    try {
      if (!paid) {
        const answer = await watch.fetchUser(signal);
        if (answer.loggedIn && !loggedIn) {
          loggedIn = true;
          await watch.onLoggedIn();
        }
        const progress = bankProgressOf(answer);
        if (progress === 'failed') return { kind: 'failed', reason: 'bank', loggedIn };
        paid = progress === 'paid' && loggedIn;
      }
      if (paid) {
        const credit = creditProgressOf(await watch.fetchStatus(signal));
        if (credit === 'credited') return { kind: 'credited' };
        if (credit === 'failed') return { kind: 'failed', reason: 'bank', loggedIn };
      }
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      // Once logged in, the player's own calls cannot be refused for the claim's reasons.
      const refusal = loggedIn ? null : refusalOf(error);
      if (refusal) return { kind: 'refused', ...refusal };
    }
    if (asked >= watch.retries) return paid ? { kind: 'crediting' } : { kind: 'failed', reason: 'timedOut', loggedIn };
    await delay(watch.intervalMs ?? PAY_AND_PLAY_POLL_INTERVAL_MS, signal);
  }
}

/**
 * The session rule for a play-status player: reads the profile every PROFILE_POLL_INTERVAL_MS, at
 * most PROFILE_POLL_TIMES times, and stops as soon as it says real. A failed read uses up a turn.
 * Answers the last status seen; rejects only when the signal aborts.
 */
export async function pollProfileWhilePlay(poll: {
  fetchUserStatus: (signal: AbortSignal) => Promise<'play' | 'real'>;
  signal: AbortSignal;
  intervalMs?: number;
  times?: number;
}): Promise<'play' | 'real'> {
  const times = poll.times ?? PROFILE_POLL_TIMES;
  for (let polled = 0; polled < times; polled += 1) {
    await delay(poll.intervalMs ?? PROFILE_POLL_INTERVAL_MS, poll.signal);
    try {
      if ((await poll.fetchUserStatus(poll.signal)) === 'real') return 'real';
    } catch (error) {
      if (isAbort(error, poll.signal)) throw error;
    }
  }
  return 'play';
}
