import type { DepositStep } from '../../../lib/navigation/query-params';
import { closedCashierUrl, depositStepUrl } from './cashier-url';

/*
 * The internal cashier's steps (spec part 1 section 2, "Deposit modal"): the step is the url's
 * `step`, so back, forward and reload land on it. What a step shows also depends on what the modal
 * still holds in memory: a reload keeps the url but loses a live 3-D Secure or provider page, so
 * such a step falls back to one that can be shown.
 */

type Url = { pathname: string; search: string; hash?: string };

/** What the modal shows for a step. */
export type DepositView =
  | 'bonus'
  | 'method'
  /** Step 2: ProviderStep with the live transaction. */
  | 'provider'
  /** Step 3 before the result is known: the transaction's status is asked. */
  | 'statusCheck'
  | 'result';

export type DepositStepState = {
  step: DepositStep | undefined;
  /** The bonus step shows for this opening (rules/bonus-step.ts showsBonusStep). */
  bonusStep: boolean;
  /** Step 2 has a live transaction to go on with (kept in memory only). */
  providerStart: boolean;
  /** The result is known (kept in memory only). */
  outcome: boolean;
  /** The url's transaction (the provider's return page, or a confirmed card deposit). */
  txnId: string | undefined;
};

/** The view of a step, or the step the url is corrected to (a replace, not a new history entry). */
export type StepResolution = { kind: 'show'; view: DepositView } | { kind: 'redirect'; step: DepositStep };

export function resolveDepositStep(state: DepositStepState): StepResolution {
  const stepOne = { kind: 'redirect', step: 'select-deposit-method' } as const;
  switch (state.step) {
    case undefined:
      return { kind: 'redirect', step: state.bonusStep ? 'select-bonus' : 'select-deposit-method' };
    case 'select-bonus':
      return state.bonusStep ? { kind: 'show', view: 'bonus' } : stepOne;
    case 'select-deposit-method':
      return { kind: 'show', view: 'method' };
    case '3d-verification':
      return state.providerStart ? { kind: 'show', view: 'provider' } : stepOne;
    case 'deposit-status':
      if (state.outcome) return { kind: 'show', view: 'result' };
      return state.txnId ? { kind: 'show', view: 'statusCheck' } : stepOne;
  }
}

/**
 * What the modal shows for a state: the step's own view, or, while the url is corrected, the view
 * of the step it is corrected to (a correction never leads to another). The correction is a
 * navigation that re-renders the whole page, so the step a click on Deposit opens (service=deposit
 * has no step) shows without waiting for it.
 */
export function shownDepositStep(state: DepositStepState): StepResolution {
  const resolution = resolveDepositStep(state);
  if (resolution.kind === 'show') return resolution;
  return resolveDepositStep({ ...state, step: resolution.step });
}

/** The modal's heading for a view (spec: 'Step 1', 'Step 2', 'Verification'). */
export type DepositHeading = 'bonus' | 'step1' | 'step2' | 'verification' | 'result';

export function depositHeadingOf(view: DepositView, verification: boolean): DepositHeading {
  switch (view) {
    case 'bonus':
      return 'bonus';
    case 'method':
      return 'step1';
    case 'provider':
      return verification ? 'verification' : 'step2';
    case 'statusCheck':
    case 'result':
      return 'result';
  }
}

/** The url's query with the transaction id set or removed. */
function withTxnId(url: Url, txnId: string | null): Url {
  const params = new URLSearchParams(url.search);
  if (txnId === null) params.delete('txnId');
  else params.set('txnId', txnId);
  const search = params.toString();
  return { ...url, search: search ? `?${search}` : '' };
}

/**
 * A step's url: the step, the deposit's details changed as given, and the transaction id only on
 * the status step (it names the deposit whose status a reload asks again).
 */
export function depositStepHref(
  url: Url,
  step: DepositStep,
  changes: { amount?: string | null; bonus?: string | null; method?: string | null; txnId?: string | null } = {},
): string {
  const { txnId = null, ...details } = changes;
  return depositStepUrl(withTxnId(url, step === 'deposit-status' ? txnId : null), step, details);
}

/** The same page with the pending withdrawals open instead of the deposit (the notice's link). */
export function pendingWithdrawalsHref(url: Url): string {
  const closed = new URL(closedCashierUrl(url), 'http://site');
  closed.searchParams.set('pendingWithdrawal', 'true');
  return `${closed.pathname}${closed.search}${closed.hash}`;
}
