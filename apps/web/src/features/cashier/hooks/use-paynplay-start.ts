import { useMutation } from '@tanstack/react-query';
import { SESSION_KEYS, writeStorage } from '../../../lib/storage/keys';
import { makeProviderTransaction } from '../api/make-provider-transaction';
import { leaveForProviderPage } from '../components/deposit/step2/same-window';
import {
  depositRecordText,
  type PayAndPlayDepositRecord,
  type PayAndPlayStart,
  payAndPlayPayload,
  type StartProblem,
  startProblemOfError,
  startVerdictOf,
} from '../rules/paynplay-deposit';
import { providerPagePlan } from '../rules/provider-redirect';

/** Where the bank's page is: the same window, whatever kind the method's page is (the sandbox returns from it). */
export const providerWindow = {
  leave: leaveForProviderPage,
};

/**
 * Remembers a pay-and-play deposit on its way through the bank for its return page
 * ({lang}/payandplay/step3), which the bank sends this window back to after a same-window visit.
 */
export function rememberPayAndPlayDeposit(txnId: string, record: PayAndPlayDepositRecord) {
  writeStorage('session', SESSION_KEYS.payAndPlayTxnId, txnId);
  writeStorage('session', SESSION_KEYS.payAndPlayDeposit, depositRecordText(record));
}

/**
 * 'Deposit and play': starts the visitor's pay-and-play deposit without a session (the answer
 * gives this browser the claim cookie that later logs the payer in), remembers the platform's
 * transaction for the return page, and leaves for the bank's identification page in this window.
 * Resolves with the problem when there is no bank page to go to.
 */
export function useStartPayAndPlay() {
  return useMutation({
    mutationFn: async (start: PayAndPlayStart): Promise<StartProblem | null> => {
      let verdict: ReturnType<typeof startVerdictOf>;
      try {
        verdict = startVerdictOf(await makeProviderTransaction(payAndPlayPayload(start)));
      } catch (error) {
        return startProblemOfError(error);
      }
      if (verdict.kind === 'problem') return verdict.problem;
      rememberPayAndPlayDeposit(verdict.txnId, {
        amountMinor: start.amountMinor,
        currency: start.currency,
        method: start.method,
        acceptedPolicies: start.acceptedPolicies,
      });
      providerWindow.leave(providerPagePlan(verdict.redirect, {}));
      return null;
    },
  });
}
