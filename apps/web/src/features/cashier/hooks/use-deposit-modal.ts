import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { CashierRequest } from '../../../lib/navigation/query-params';
import { whenIdleAfterPaint } from '../../../lib/scheduling/when-idle';
import { profileQuery, sessionKeys } from '../../../lib/session/session-queries';
import { depositMethodsQuery } from '../api/get-cashier-details';
import { pendingCashoutsQuery } from '../api/pending-cashouts';
import type { HostedCashierResult } from '../components/hosted/HostedCashier';
import {
  type DepositStepState,
  resolveDepositStep,
  type StepResolution,
  shownDepositStep,
} from '../rules/deposit-steps';
import { type ClickOpening, clickAnswersPending, clickOpening } from './deposit-checks';
import { useCashierOpening } from './use-cashier-opening';
import { useCloseCashier } from './use-close-cashier';
import { useDepositBonusStep } from './use-deposit-bonus-step';
import { type DepositFlow, useDepositFlow } from './use-deposit-flow';
import { useDepositMethods } from './use-deposit-methods';
import { useDepositQuickAmounts } from './use-deposit-quick-amounts';

const NO_BONUSES: never[] = [];

/**
 * Everything the deposit modal shows, gathered as it mounts: the methods and the quick amounts
 * are asked at once, beside the opening checks (policy, gates, then cashier type, token and
 * bonuses), since they only read; step 1 then shows as soon as the checks pass. A click on
 * Deposit asked all of them already (deposit-checks.ts), so what came while the page rendered
 * shows in the modal's first render. For the internal cashier, `resolution` is what the url's step
 * shows, or, while the url is corrected, what the step it is corrected to shows.
 */
export function useDepositModal(request: CashierRequest) {
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [click] = useState(clickOpening);
  const askedByClick = click !== null;
  const methods = useDepositMethods(askedByClick);
  const profile = useQuery(profileQuery);
  const currency = profile.data?.currency.code;
  const quickAmounts = useDepositQuickAmounts(currency);
  const opening = useCashierOpening('deposit');
  const flow = useDepositFlow(request, currency ?? '');
  const closeCashier = useCloseCashier();
  const ready = opening.status === 'ready' ? opening : null;
  const bonusStep = useDepositBonusStep(request, search, ready?.bonuses ?? NO_BONUSES, profile.data);
  const internal = ready?.cashierType === 'internal' && profile.data !== undefined;
  const stepState: DepositStepState | null = internal
    ? {
        step: request.step,
        bonusStep: bonusStep.shows,
        providerStart: flow.memory.providerStart !== null,
        outcome: flow.memory.finished !== null,
        txnId: request.txnId,
      }
    : null;
  useStepCorrection(stepState && resolveDepositStep(stepState), flow);
  // The corrected step shows at once, while the url catches up (shownDepositStep).
  const resolution: StepResolution | null = stepState && shownDepositStep(stepState);
  useReadAgainOnceShown(click, resolution?.kind === 'show');

  const close = useCallback(() => {
    // Closing reads the profile and balances again (spec part 1 section 4).
    void queryClient.invalidateQueries({ queryKey: sessionKeys.player });
    closeCashier();
  }, [queryClient, closeCashier]);
  const onHostedResult = useCallback(
    (result: HostedCashierResult) => {
      if (result.status === 'SUCCESS') void queryClient.invalidateQueries({ queryKey: sessionKeys.balances });
    },
    [queryClient],
  );

  return {
    opening,
    profile,
    methods,
    quickAmounts: quickAmounts.amounts,
    flow,
    bonusStep,
    resolution,
    close,
    onHostedResult,
  };
}

/**
 * How long a modal opened by a click on Deposit shows nothing while the answers the click asked
 * for (deposit-checks.ts) come, before it shows its spinner: answers that come sooner show step 1
 * in the modal's first frame, with no spinner flashing before it and one layout of the dialog
 * instead of two (npm run bench:cashier).
 */
export const CLICK_ANSWER_WAIT_MS = 300;

/**
 * Whether a deposit modal opened by a click waits for the click's answers before it mounts
 * (clickAnswersPending): at most CLICK_ANSWER_WAIT_MS, and not again once it stopped waiting.
 */
export function useClickAnswersWait(): boolean {
  const [answers] = useState(clickAnswersPending);
  const [waiting, setWaiting] = useState(answers !== null);
  useEffect(() => {
    if (!answers) return;
    let stopped = false;
    const stop = () => {
      if (!stopped) setWaiting(false);
    };
    const timer = setTimeout(stop, CLICK_ANSWER_WAIT_MS);
    answers.then(stop, stop);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [answers]);
  return waiting;
}

/**
 * Step 1's reads that the page read ahead (deposit-checks.ts) are read again once the modal shows
 * its steps, after that frame is painted: saved cards and limits change with every deposit, so
 * each opening asks them afresh, but the answer no longer holds back the first frame.
 */
function useReadAgainOnceShown(click: ClickOpening | null, shown: boolean) {
  const queryClient = useQueryClient();
  const [readAgain, setReadAgain] = useState(click?.refreshAfterShown !== true);
  useEffect(() => {
    if (readAgain || !shown) return;
    return whenIdleAfterPaint(() => {
      setReadAgain(true);
      void queryClient.refetchQueries({ queryKey: depositMethodsQuery.queryKey });
      void queryClient.refetchQueries({ queryKey: pendingCashoutsQuery.queryKey });
    });
  }, [readAgain, shown, queryClient]);
}

/** A step the url names but the modal cannot show is corrected in place (a replace, no new history entry). */
function useStepCorrection(resolution: StepResolution | null, flow: DepositFlow) {
  const target = resolution?.kind === 'redirect' ? resolution.step : null;
  const { goTo } = flow;
  useEffect(() => {
    if (target) return whenIdleAfterPaint(() => goTo(target, {}, true));
  }, [target, goTo]);
}
