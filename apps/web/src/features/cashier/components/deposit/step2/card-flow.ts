import type { TransactionResponse } from '@vauhti/contracts/cashier';
import { getTransactionStatus } from '../../../api/get-transaction-status';
import { processDeposit } from '../../../api/make-transaction';
import { cardNext, type DepositStatus } from '../../../rules/deposit-outcome';
import { THREEDS_COLLECT_TIMEOUT_MS } from '../../../rules/polling-schedule';
import { checkDepositStatus, type StatusCheckResult } from '../../../rules/polling-status-check';
import { collectDoneOf, originOf, providerPageDoneOf, waitForMessage } from '../../../rules/provider-messages';
import { type ProviderPagePlan, pageSender, providerPagePlan } from '../../../rules/provider-redirect';
import type { ProviderStepStart } from './ProviderStep';
import { errorCodeOf, type OutcomeDetails } from './use-step-outcome';

/*
 * A card deposit's step 2 (spec part 1 section 4, "Internal card transaction"): the 3-D Secure 2
 * collect in a hidden frame, process deposit, the issuer's challenge when it asks for one, then the
 * status check, asked again while the deposit is open up to 5 more times.
 */

export type CardStart = Extract<ProviderStepStart, { kind: 'card' }>;

export type Collect = {
  url: string;
  origin: string;
  referenceId: string;
  jwt: string;
  providerType: string;
  txnId: string;
};

export type CardPhase =
  | { name: 'collect'; collect: Collect }
  | { name: 'process' }
  | { name: 'challenge'; plan: ProviderPagePlan }
  | { name: 'check' };

/** The collect make transaction asked for: its page, and what process deposit sends back with the reference. */
export function collectOf(response: TransactionResponse): Collect | null {
  const gateway = response.gatewayRequest;
  const redirect = response.redirectOutput;
  const origin = redirect ? originOf(redirect.url) : null;
  if (!gateway || !redirect || !origin || !response.txnId) return null;
  const { referenceId, jwt, providerType } = gateway;
  return { url: redirect.url, origin, referenceId, jwt, providerType, txnId: response.txnId };
}

/** The issuer's challenge shows in a frame, whatever container the answer names; its own HTML in a sandbox. */
function challengePlanOf(response: TransactionResponse, frameHeight: string | undefined): ProviderPagePlan | null {
  if (!response.redirectOutput) return null;
  const plan = providerPagePlan(response.redirectOutput, { frameHeight });
  return { ...plan, kind: plan.kind === 'html' ? 'html' : 'iframe' };
}

export function firstCardPhase(start: CardStart): CardPhase {
  const collect = collectOf(start.response);
  if (collect) return { name: 'collect', collect };
  const challenge =
    cardNext(start.response) === 'verification' ? challengePlanOf(start.response, start.frameHeight) : null;
  return challenge ? { name: 'challenge', plan: challenge } : { name: 'check' };
}

/** The card's outcome from its status check: a check that never answered leaves it pending, not failed. */
function cardStatusOf(result: StatusCheckResult): DepositStatus {
  return result.kind === 'final' ? result.status : 'PENDING';
}

/** What the card flow needs from its component: the screen, the frames' windows, and how it ends. */
export type CardFlow = {
  start: CardStart;
  show: (phase: CardPhase) => void;
  collectWindow: () => MessageEventSource | null | undefined;
  challengeWindow: () => MessageEventSource | null | undefined;
  verification: (showing: boolean) => void;
  report: (status: DepositStatus, details: OutcomeDetails) => void;
  serverError: () => void;
};

/** The collect, then process deposit; null when either failed (then errors.error1 and a failure are reported). */
async function collectThenProcess(flow: CardFlow, collect: Collect, signal: AbortSignal) {
  try {
    await waitForMessage(
      window,
      (message) =>
        collectDoneOf(message, { origin: collect.origin, window: flow.collectWindow() ?? null }, collect.referenceId),
      signal,
      THREEDS_COLLECT_TIMEOUT_MS,
    );
    flow.show({ name: 'process' });
    const { referenceId, jwt, providerType, txnId } = collect;
    return await processDeposit({ ...flow.start.card, txnId, referenceId, jwt, providerType });
  } catch (error) {
    if (signal.aborted) throw error;
    // The collect never reported, or processing failed: nothing was charged (spec section 8, errors.error1).
    flow.serverError();
    flow.report('FAILED', { txnId: collect.txnId, errorCode: errorCodeOf(error) });
    return null;
  }
}

/** The issuer's challenge, shown until its page posts that it is done ('Verification' meanwhile). */
async function showChallenge(flow: CardFlow, plan: ProviderPagePlan, signal: AbortSignal) {
  flow.show({ name: 'challenge', plan });
  flow.verification(true);
  try {
    await waitForMessage(
      window,
      (message) => {
        const sender = pageSender(plan, flow.challengeWindow());
        return sender ? providerPageDoneOf(message, sender) : null;
      },
      signal,
    );
  } finally {
    flow.verification(false);
  }
}

/** The whole card step, from make transaction's answer to the outcome. */
export async function runCardDeposit(flow: CardFlow, signal: AbortSignal) {
  const { start } = flow;
  const collect = collectOf(start.response);
  const answer = collect ? await collectThenProcess(flow, collect, signal) : start.response;
  if (!answer || signal.aborted) return;
  const txnId = answer.txnId ?? start.response.txnId;
  const next = cardNext(answer);
  const challenge = next === 'verification' ? challengePlanOf(answer, start.frameHeight) : null;
  // A challenge page that is not a web address could never be heard from: an error like any other.
  const unreachable = challenge !== null && challenge.kind !== 'html' && challenge.origin === null;
  if (next === 'error' || !txnId || unreachable) {
    flow.report('FAILED', { txnId, errorCode: answer.errorCode, errorDescription: answer.errorDescription });
    return;
  }
  if (challenge) await showChallenge(flow, challenge, signal);
  flow.show({ name: 'check' });
  const result = await checkDepositStatus((checkSignal) => getTransactionStatus(txnId, 'deposit', checkSignal), signal);
  const answered = result.kind === 'final' ? result.answer : null;
  flow.report(cardStatusOf(result), {
    txnId,
    errorCode: answered ? answered.errorCode : errorCodeOf(result.kind === 'unavailable' ? result.error : null),
    errorDescription: answered?.errorDescription ?? null,
  });
}
