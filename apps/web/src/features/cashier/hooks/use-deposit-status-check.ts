import { useEffect, useRef, useState } from 'react';
import { getTransactionStatus } from '../api/get-transaction-status';
import { type DepositOutcome, depositOutcome } from '../rules/deposit-outcome';
import { isAbort } from '../rules/polling-schedule';
import { checkDepositStatus } from '../rules/polling-status-check';
import { useDepositSessionExpiry } from './use-deposit-session-expiry';

export type StatusCheckState = { kind: 'checking' } | { kind: 'unavailable'; retry: () => void };

type CheckedDeposit = { txnId: string; method: string; amountMinor: number };

/**
 * Step 3 before its result is known: the deposit's status (GET /cashier/transactions/:txnId/status)
 * asked again while it is open, up to five more times (spec part 1 section 4), then the outcome.
 * It runs for a confirmed card deposit and for a reload or a provider's return at deposit-status
 * with a txnId. When no call answers, the player may ask again.
 */
export function useDepositStatusCheck(deposit: CheckedDeposit, onOutcome: (outcome: DepositOutcome) => void) {
  const [state, setState] = useState<StatusCheckState['kind']>('checking');
  const [attempt, setAttempt] = useState(0);
  const endSession = useDepositSessionExpiry();
  const latest = useRef({ deposit, onOutcome, endSession });
  latest.current = { deposit, onOutcome, endSession };
  const { txnId } = deposit;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger of a new check
  useEffect(() => {
    const controller = new AbortController();
    setState('checking');
    // An ended session stops the check at once: no repeat can succeed without one.
    const fetchStatus = async (signal: AbortSignal) => {
      try {
        return await getTransactionStatus(txnId, 'deposit', signal);
      } catch (error) {
        if (latest.current.endSession(error)) controller.abort();
        throw error;
      }
    };
    checkDepositStatus(fetchStatus, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        const current = latest.current;
        if (result.kind === 'unavailable') {
          setState('unavailable');
          return;
        }
        current.onOutcome(
          depositOutcome({
            status: result.status,
            method: current.deposit.method,
            amountMinor: current.deposit.amountMinor,
            txnId,
            errorCode: result.answer.errorCode,
            errorDescription: result.answer.errorDescription,
          }),
        );
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error, controller.signal)) setState('unavailable');
      },
    );
    return () => controller.abort();
  }, [txnId, attempt]);

  return state === 'checking'
    ? ({ kind: 'checking' } as const)
    : ({ kind: 'unavailable', retry: () => setAttempt((count) => count + 1) } as const);
}
