import type { QueryClient } from '@tanstack/react-query';
import type {
  CashierAccess,
  CashierGateCode,
  CashierToken,
  CashierType,
  EligibleBonus,
} from '@vauhti/contracts/cashier';
import { READ_AHEAD_META } from '../../../lib/api/read-ahead';
import { ensurePoliciesAccepted } from '../../../lib/policies/policy-check';
import { profileQuery } from '../../../lib/session/session-queries';
import { amountConfigQuery } from '../api/get-amount-config';
import { getCashierAccess } from '../api/get-cashier-access';
import { depositMethodsQuery } from '../api/get-cashier-details';
import { getCashierType } from '../api/get-cashier-type';
import { getEligibleBonuses } from '../api/get-eligible-bonuses';
import { issueCashierToken } from '../api/issue-cashier-token';
import { pendingCashoutsQuery } from '../api/pending-cashouts';

/** What a deposit's opening checks answered; the modal acts on it (use-cashier-opening.ts). */
export type DepositChecks =
  /** A policy must be accepted first (the policy popup has been asked for). */
  { kind: 'policy' } | { kind: 'refused'; code: CashierGateCode; message: string } | ({ kind: 'ready' } & CashierReady);

/**
 * What the opening learnt once the gates let the player in. Only the hosted cashier loads with the
 * provider's token (its sessionId); the internal cashier's steps call the platform with the
 * login's own session, so its answer carries none.
 */
export type CashierReady = (
  | { cashierType: Extract<CashierType, 'hosted'>; token: CashierToken }
  | { cashierType: Extract<CashierType, 'internal'> }
) & {
  /** Deposit only (empty for a withdrawal): the eligible bonuses as the platform answered them. */
  bonuses: EligibleBonus[];
  depositThresholdNotice: boolean;
  /** Deposit only: the campaign play-money minimum deposit in minor units, or null (the access answer's). */
  playMoneyMinimumMinor: number | null;
};

/** How long checks started by a click wait for the modal to take them; older ones are asked again. */
export const STARTED_CHECKS_FRESH_MS = 10_000;

type StartedChecks = {
  checks: Promise<DepositChecks>;
  at: number;
  /** Step 1's reads the click left to the page's read-ahead (stepOneReadAhead), to be read again once step 1 shows. */
  readAhead: boolean;
  /** Settles once the checks and the reads step 1 waits for (the methods, unless read ahead) have answered. */
  answers: Promise<unknown>;
  answered: boolean;
  /** The checks' answer once it came (null before, and when they failed). */
  answer: DepositChecks | null;
};

let started: StartedChecks | null = null;

/**
 * Starts a deposit's opening checks at the click on a Deposit link, before the page has rendered
 * the modal (the app shell calls this): the modal takes them as it mounts instead of asking again,
 * so the platform's answers come while the page renders. Step 1's own reads (the methods, the
 * quick amounts, the pending withdrawals) start here too unless the page read them ahead
 * (readStepOneAhead): they only read, and the modal would ask them at once anyway; what the player
 * sees still follows the checks (nothing of step 1 shows before they pass). npm run bench:cashier
 * times this path.
 */
export function startDepositChecks(queryClient: QueryClient): void {
  // A second click before the modal took the first one's checks (a double click) asks nothing more.
  if (isFresh(started)) return;
  const checks = runDepositChecks(queryClient);
  const readAhead = stepOneReadAhead(queryClient);
  const methodsRead = readAhead ? null : startStepOneReads(queryClient);
  const answers = Promise.allSettled([checks, methodsRead]);
  const record: StartedChecks = { checks, at: Date.now(), answer: null, readAhead, answers, answered: false };
  void answers.then(() => {
    record.answered = true;
  });
  // A click whose modal never takes its checks (the player went elsewhere) fails unnoticed.
  checks.then(
    (answer) => {
      record.answer = answer;
    },
    () => undefined,
  );
  started = record;
}

/**
 * Step 1's reads, ahead of any click (the cashier's warm-up calls this while the browser is idle):
 * the deposit methods, the pending withdrawals and the quick amounts of the player's currency, so
 * a click on Deposit asks only the opening checks and step 1 shows as soon as they pass. The
 * methods and the pending withdrawals are still read afresh at every opening, once step 1 is on
 * screen (useDepositModal): the list read ahead stands in for them until then.
 */
export function readStepOneAhead(queryClient: QueryClient): void {
  // Quietly: a read that fails here is asked again at the click (stepOneReadAhead is then false).
  void queryClient.prefetchQuery({ ...depositMethodsQuery, meta: READ_AHEAD_META });
  void queryClient.prefetchQuery({ ...pendingCashoutsQuery, meta: READ_AHEAD_META });
  prefetchQuickAmounts(queryClient, READ_AHEAD_META);
}

/** Whether the page has read step 1's methods and pending withdrawals ahead (readStepOneAhead). */
function stepOneReadAhead(queryClient: QueryClient): boolean {
  const read = (key: readonly unknown[]) => queryClient.getQueryState(key)?.status === 'success';
  return read(depositMethodsQuery.queryKey) && read(pendingCashoutsQuery.queryKey);
}

/**
 * Step 1's reads at the click, when the page has not read them ahead: into the query cache the
 * modal reads (the modal does not ask again for a list this click asked, see clickOpening).
 */
function startStepOneReads(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(pendingCashoutsQuery);
  prefetchQuickAmounts(queryClient);
  return queryClient.prefetchQuery(depositMethodsQuery);
}

/** The quick amounts of the player's currency: configuration, kept as long as amountConfigQuery says. */
function prefetchQuickAmounts(queryClient: QueryClient, meta?: typeof READ_AHEAD_META) {
  const currency = queryClient.getQueryData(profileQuery.queryKey)?.currency.code;
  if (currency) void queryClient.prefetchQuery({ ...amountConfigQuery(currency), meta });
}

/** The checks a click started, taken once while fresh; otherwise new ones. */
export function takeDepositChecks(queryClient: QueryClient): Promise<DepositChecks> {
  const early = started;
  started = null;
  return isFresh(early) ? early.checks : runDepositChecks(queryClient);
}

/**
 * The answer of the checks a click started, when it has come and the modal has not taken them yet:
 * the modal's first render shows what they answered instead of a spinner for one frame. Read
 * during render, so it takes nothing (takeDepositChecks does, in the modal's effect).
 */
export function answeredDepositChecks(): DepositChecks | null {
  return isFresh(started) ? started.answer : null;
}

/** The modal showed the answer of the click's checks at its first render (answeredDepositChecks): nothing is left to take. */
export function forgetStartedDepositChecks(): void {
  started = null;
}

/** How a click on Deposit started an opening (clickOpening). */
export type ClickOpening = {
  /** Step 1's methods and pending withdrawals were read ahead by the page: read them again once step 1 shows. */
  refreshAfterShown: boolean;
};

/**
 * The answers a click on Deposit is waiting for (its checks, and step 1's methods when it asked
 * them), while they have not come; null when no click is waiting. The modal waits for them a moment
 * before it shows anything, so answers that come quickly show in its first frame.
 */
export function clickAnswersPending(): Promise<unknown> | null {
  return isFresh(started) && !started.answered ? started.answers : null;
}

/**
 * How a click on Deposit started this opening (null when no click did, or the modal has taken its
 * checks): step 1's reads are then this opening's, asked by the click or read ahead by the page.
 */
export function clickOpening(): ClickOpening | null {
  return isFresh(started) ? { refreshAfterShown: started.readAhead } : null;
}

function isFresh(checks: StartedChecks | null): checks is StartedChecks {
  return checks !== null && Date.now() - checks.at <= STARTED_CHECKS_FRESH_MS;
}

/**
 * The deposit's checks in the spec's order (part 1 section 4, "Deposit modal opening"): the policy
 * check, the gates, then the cashier type, the token and the eligible bonuses. The reads (the
 * gates' verdict, the type, the bonuses) go out with the policy check and their answers are taken
 * in that order, so a pending policy or a refusal shows exactly as if each had waited for the one
 * before, in two round trips instead of three (npm run bench:cashier). The token writes a cashier
 * session, so it is asked only once the gates let the player in, with the type and the bonuses
 * still on their way; only the hosted cashier waits for it (see CashierReady). A read whose answer
 * is never taken (a pending policy, a refusal) may fail unnoticed.
 */
async function runDepositChecks(queryClient: QueryClient): Promise<DepositChecks> {
  const access = getCashierAccess('deposit');
  const typeAndBonuses = Promise.all([getCashierType(), getEligibleBonuses()]);
  for (const read of [access, typeAndBonuses]) read.catch(() => undefined);
  if (!(await ensurePoliciesAccepted(queryClient))) return { kind: 'policy' };
  const verdict = await access;
  const refused = refusalOf(verdict);
  if (refused) return { kind: 'refused', code: refused, message: verdict.message ?? '' };
  const token = issueCashierToken();
  // The internal cashier does not wait for the token: its failure then changes nothing it shows.
  token.catch(() => undefined);
  const [cashierType, bonuses] = await typeAndBonuses;
  const answers = {
    bonuses: bonuses.bonuses,
    depositThresholdNotice: verdict.depositThresholdNotice,
    playMoneyMinimumMinor: verdict.playMoneyMinimumMinor,
  };
  if (cashierType.cashierType === 'hosted') {
    return { kind: 'ready', cashierType: 'hosted', token: await token, ...answers };
  }
  return { kind: 'ready', cashierType: 'internal', ...answers };
}

/** The gate that refuses the player, or null when the gates let them in. */
export function refusalOf(access: CashierAccess): CashierGateCode | null {
  return access.status === 'SUCCESS' ? null : access.code;
}
