import { useQueryClient } from '@tanstack/react-query';
import type { RedirectOutput, WithdrawalBody } from '@vauhti/contracts/cashier';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../../lib/api/client';
import { broadcast } from '../../../lib/events/site-events';
import { sessionKeys } from '../../../lib/session/session-queries';
import { SESSION_KEYS, writeStorage } from '../../../lib/storage/keys';
import { cashierKeys } from '../api/cashier-keys';
import { getProviderStatus } from '../api/get-provider-status';
import { getTransactionStatus } from '../api/get-transaction-status';
import { makePiqWithdrawal, makeWithdrawal } from '../api/make-withdrawal';
import { withdrawSuccessUrl } from '../rules/cashier-url';
import type { WithdrawalMethod } from '../rules/withdrawal-methods';
import {
  type ProviderCallback,
  piqWithdrawalNext,
  providerStatusNext,
  standardWithdrawalNext,
  transactionStatusNext,
  type WithdrawalNext,
  withdrawnMinorOf,
} from '../rules/withdrawal-outcome';
import { isSessionExpired } from './use-cashier-opening';

/** Spec part 1 section 9: the profile is read again this long after Trustly activated pay-and-play. */
export const PROFILE_RELOAD_AFTER_ACTIVATION_MS = 3_000;

/** The messages a withdrawal that did not go through shows. */
export type WithdrawalFailure =
  /** failureComp.tryAfterText */
  | 'tryAfter'
  /** errors.error2: the withdrawal call got no answer. */
  | 'error2'
  /** errors.error3 */
  | 'error3'
  /** errors.pnpStatusActivationFailed */
  | 'activationFailed'
  /** apiErrors.RATE_LIMITED */
  | 'rateLimited';

/** A field the platform refused (HTTP 400 naming it): step one marks it. */
export type ServerFieldError = { field: string; code: string };

export type WithdrawalFlow =
  | { phase: 'form'; fieldError: ServerFieldError | null }
  | { phase: 'sending' }
  /** Step two: the provider's page. */
  | {
      phase: 'provider';
      redirect: RedirectOutput;
      method: WithdrawalMethod;
      txnId: string | null;
      txRefId: string | null;
    }
  | { phase: 'checking' }
  | { phase: 'failed'; failure: WithdrawalFailure }
  /** Trustly activated pay-and-play withdrawals: step one comes back once the profile is read again. */
  | { phase: 'activated' };

export type WithdrawalAttempt = { method: WithdrawalMethod; payload: WithdrawalBody; amountMinor: number };

type Context = { attempt: WithdrawalAttempt; withdrawnMinor: number };

/**
 * A withdrawal from the valid submit of step one to its outcome (spec part 1 section 4,
 * "Withdrawal modal"): the standard or PIQ-group call, the provider's status, step two and the
 * provider's return, then the balances, the pending withdrawals and the header's count read again.
 * A withdrawal taken closes the modal onto the pending withdrawals with the success flag.
 */
export function useWithdrawalFlow({ playerId, currency }: { playerId: number; currency: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const [flow, setFlow] = useState<WithdrawalFlow>({ phase: 'form', fieldError: null });
  const context = useRef<Context | null>(null);
  const alive = useRef(true);
  const activationTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(activationTimer.current);
    };
  }, []);
  const show = useCallback((next: WithdrawalFlow) => {
    if (alive.current) setFlow(next);
  }, []);

  const complete = useCallback(
    async (status: 'SUCCESS' | 'FAILURE') => {
      const done = context.current;
      writeStorage('session', SESSION_KEYS.piqWithdrawalResponse, null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.balances }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.pendingWithdrawals }),
        queryClient.invalidateQueries({ queryKey: cashierKeys.pendingCashouts }),
      ]);
      if (done) {
        broadcast('transactionComplete', {
          kind: 'withdrawal',
          status,
          amountMinor: status === 'SUCCESS' ? done.withdrawnMinor : done.attempt.amountMinor,
          currency,
          method: done.attempt.method.key,
        });
      }
    },
    [queryClient, currency],
  );

  /** Follows what an answer says next until the withdrawal is received, failed or waiting in step two. */
  const follow = useCallback(
    async (next: WithdrawalNext, ids: { txnId: string | null; txRefId: string | null }): Promise<void> => {
      switch (next.kind) {
        case 'received':
          await complete('SUCCESS');
          if (alive.current) navigate(withdrawSuccessUrl(here.current));
          return;
        case 'failed':
          await complete('FAILURE');
          show({ phase: 'failed', failure: next.text });
          return;
        case 'providerStatus': {
          if (next.reference === null) return follow({ kind: 'failed', text: 'tryAfter' }, ids);
          show({ phase: 'checking' });
          const answer = await getProviderStatus(playerId, next.reference).catch(() => null);
          return follow(providerStatusNext(answer), ids);
        }
        case 'redirect': {
          const attempt = context.current?.attempt;
          if (!attempt) return;
          // The provider's page may take the whole window; its return page then finds the answer here.
          writeStorage(
            'session',
            SESSION_KEYS.piqWithdrawalResponse,
            JSON.stringify({ method: attempt.method.key, amountMinor: attempt.amountMinor, ...ids }),
          );
          show({ phase: 'provider', redirect: next.redirect, method: attempt.method, ...ids });
          return;
        }
      }
    },
    [complete, navigate, playerId, show],
  );

  const failedCall = useCallback(
    async (error: unknown) => {
      if (isSessionExpired(error)) {
        // The session is over: the app shell closes the cashier and the query rules send the player to login.
        await queryClient.invalidateQueries({ queryKey: sessionKeys.status });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.field) {
        show({ phase: 'form', fieldError: { field: error.field, code: error.code } });
        return;
      }
      await complete('FAILURE');
      show({ phase: 'failed', failure: failureOfError(error) });
    },
    [queryClient, complete, show],
  );

  const submit = useCallback(
    async (attempt: WithdrawalAttempt) => {
      context.current = { attempt, withdrawnMinor: attempt.amountMinor };
      show({ phase: 'sending' });
      try {
        if (attempt.method.entry.piqGroup) {
          const answer = await makePiqWithdrawal(attempt.payload);
          await follow(piqWithdrawalNext(answer), { txnId: answer?.txnId ?? null, txRefId: answer?.txRefId ?? null });
          return;
        }
        const answer = await makeWithdrawal(attempt.payload);
        context.current.withdrawnMinor = withdrawnMinorOf(answer, attempt.amountMinor, currency);
        await follow(standardWithdrawalNext(answer), { txnId: answer?.txnId ?? null, txRefId: null });
      } catch (error) {
        await failedCall(error);
      }
    },
    [currency, follow, show, failedCall],
  );

  /** The provider's page said it is done, or its return page came back: the platform's status decides. */
  const providerReturned = useCallback(
    async (callback: ProviderCallback | { kind: 'pageDone' }) => {
      if (flow.phase !== 'provider') return;
      const ids = { txnId: flow.txnId, txRefId: flow.txRefId };
      if (callback.kind === 'payAndPlayActivated') {
        writeStorage('session', SESSION_KEYS.piqWithdrawalResponse, null);
        show({ phase: 'activated' });
        activationTimer.current = setTimeout(() => {
          void Promise.all([
            queryClient.invalidateQueries({ queryKey: sessionKeys.profile }),
            queryClient.invalidateQueries({ queryKey: cashierKeys.details('withdrawal') }),
          ]).then(() => show({ phase: 'form', fieldError: null }));
        }, PROFILE_RELOAD_AFTER_ACTIVATION_MS);
        return;
      }
      if (callback.kind === 'payAndPlayActivationFailed') {
        await complete('FAILURE');
        show({ phase: 'failed', failure: 'activationFailed' });
        return;
      }
      const txnId = callback.kind === 'transaction' ? callback.merchantTransactionId : ids.txnId;
      show({ phase: 'checking' });
      if (txnId === null) {
        await follow({ kind: 'providerStatus', reference: ids.txRefId }, ids);
        return;
      }
      const answer = await getTransactionStatus(txnId, 'withdrawal').catch(() => null);
      await follow(transactionStatusNext(answer), ids);
    },
    [flow, follow, complete, queryClient, show],
  );

  /** Retry: back to step one. */
  const retry = useCallback(() => show({ phase: 'form', fieldError: null }), [show]);

  return { flow, submit, providerReturned, retry };
}

function failureOfError(error: unknown): WithdrawalFailure {
  if (!(error instanceof ApiError)) return 'error2';
  if (error.code === NETWORK_ERROR || error.status >= 500) return 'error2';
  if (error.status === 429) return 'rateLimited';
  return 'error3';
}
