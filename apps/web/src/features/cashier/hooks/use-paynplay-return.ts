import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { broadcast } from '../../../lib/events/site-events';
import { acceptPolicies } from '../../../lib/policies/policy-check';
import { profileQuery, sessionKeys, useRefreshSession } from '../../../lib/session/session-queries';
import { readStorage, SESSION_KEYS } from '../../../lib/storage/keys';
import { getPayNPlayUser } from '../api/get-pnp-user';
import { getTransactionStatus } from '../api/get-transaction-status';
import { depositRecordOf, type PayAndPlayDepositRecord, storedTxnIdOf } from '../rules/paynplay-deposit';
import { type PayAndPlayOutcome, payAndPlayRetriesFor, watchPayAndPlay } from '../rules/paynplay-polling';
import { isAbort } from '../rules/polling-schedule';

export type PayAndPlayReturn =
  /** Waiting for the bank, the login or the credit; loggedIn once this browser is logged in. */
  | { phase: 'checking'; loggedIn: boolean }
  | { phase: 'done'; outcome: PayAndPlayOutcome }
  /** This browser started no pay-and-play deposit (or it was another tab's). */
  | { phase: 'noDeposit' };

/** The deposit this browser sent to the bank, as step one remembered it; nothing unless both halves are there. */
export function rememberedPayAndPlayDeposit():
  | { txnId: string; record: PayAndPlayDepositRecord }
  | { txnId: null; record: null } {
  const txnId = storedTxnIdOf(readStorage('session', SESSION_KEYS.payAndPlayTxnId));
  const record = depositRecordOf(readStorage('session', SESSION_KEYS.payAndPlayDeposit));
  return txnId && record ? { txnId, record } : { txnId: null, record: null };
}

/**
 * The return page's watch (spec part 1 sections 4 and 9): asks whether the bank has identified
 * the payer until the answer logs this browser in, refreshes the session then, and follows the
 * deposit until it is on the balance, refreshing the balance and telling the site.
 */
export function usePayAndPlayReturn(deposit: ReturnType<typeof rememberedPayAndPlayDeposit>): PayAndPlayReturn {
  const { txnId, record } = deposit;
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const [state, setState] = useState<PayAndPlayReturn>(
    txnId ? { phase: 'checking', loggedIn: false } : { phase: 'noDeposit' },
  );

  useEffect(() => {
    if (!txnId || !record) return;
    const controller = new AbortController();
    const signal = controller.signal;
    const onLoggedIn = async () => {
      if (!signal.aborted) setState({ phase: 'checking', loggedIn: true });
      // A session read sent before this answer set the cookie says logged out: it is dropped, not
      // waited for (a refresh alone would join it when the session has never been read before).
      await queryClient.cancelQueries({ queryKey: sessionKeys.status });
      // The policies the visitor accepted on step one, recorded now that the account exists and
      // before the session is read again, so the policy popup does not ask for them a second time.
      // Should this fail, the popup asks: nothing is lost.
      if (record.acceptedPolicies.length > 0) await acceptPolicies(record.acceptedPolicies).catch(() => undefined);
      await refreshSession();
      const profile = await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 }).catch(() => undefined);
      if (profile) broadcast('loginsuccess', { playerId: String(profile.playerID) });
    };
    watchPayAndPlay({
      fetchUser: (callSignal) => getPayNPlayUser(txnId, callSignal),
      fetchStatus: (callSignal) => getTransactionStatus(txnId, 'deposit', callSignal),
      onLoggedIn,
      retries: payAndPlayRetriesFor(record.method),
      signal,
    }).then(
      async (outcome) => {
        if (outcome.kind === 'credited' || outcome.kind === 'crediting') {
          // The balance after every completed transaction (spec part 1 section 4, session rules).
          await queryClient.invalidateQueries({ queryKey: sessionKeys.balances });
        }
        if (outcome.kind === 'credited' || outcome.kind === 'failed') {
          broadcast('transactionComplete', {
            kind: 'deposit',
            status: outcome.kind === 'credited' ? 'SUCCESS' : 'FAILURE',
            amountMinor: record.amountMinor,
            currency: record.currency,
            method: record.method,
          });
        }
        if (!signal.aborted) setState({ phase: 'done', outcome });
      },
      (error: unknown) => {
        if (!isAbort(error, signal)) throw error;
      },
    );
    return () => controller.abort();
  }, [txnId, record, queryClient, refreshSession]);

  return state;
}
