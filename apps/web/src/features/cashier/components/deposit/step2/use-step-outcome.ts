import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../../../lib/api/client';
import { broadcast } from '../../../../../lib/events/site-events';
import { type DepositOutcome, type DepositStatus, depositOutcome } from '../../../rules/deposit-outcome';

export type OutcomeDetails = {
  txnId: string | null;
  errorCode?: string | null;
  errorDescription?: string | null;
};

/** Ends the step with a status; the first call wins. */
export type StepReport = (status: DepositStatus, details: OutcomeDetails) => void;

/** The code of a failed call: the platform's error code, or null when it gave none. */
export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/**
 * How step 2 ends: `report` turns a status into the deposit's outcome for step 3, once (a late
 * message or poll after the outcome changes nothing); `serverError` is the spec's errors.error1
 * broadcast for a 3-D Secure collect or a deposit processing that failed.
 */
export function useStepOutcome(
  deposit: { method: string; amountMinor: number },
  onOutcome: (outcome: DepositOutcome) => void,
) {
  const { t } = useTranslation();
  const location = useLocation();
  const latest = useRef({ deposit, onOutcome, t, pageUrl: '' });
  latest.current = { deposit, onOutcome, t, pageUrl: `${location.pathname}${location.search}` };
  const reported = useRef(false);

  const report: StepReport = useCallback((status, details) => {
    if (reported.current) return;
    reported.current = true;
    const { deposit: current, onOutcome: tell } = latest.current;
    tell(
      depositOutcome({
        status,
        method: current.method,
        amountMinor: current.amountMinor,
        txnId: details.txnId,
        errorCode: details.errorCode ?? null,
        errorDescription: details.errorDescription ?? null,
      }),
    );
  }, []);

  const serverError = useCallback(() => {
    const { t: translate, pageUrl } = latest.current;
    broadcast('serverError', { message: translate('errors.error1'), url: pageUrl });
  }, []);

  return { report, serverError };
}
