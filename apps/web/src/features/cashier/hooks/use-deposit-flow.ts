import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { broadcast } from '../../../lib/events/site-events';
import type { CashierRequest, DepositStep } from '../../../lib/navigation/query-params';
import { sessionKeys } from '../../../lib/session/session-queries';
import { SESSION_KEYS, writeStorage } from '../../../lib/storage/keys';
import type { BonusChoice } from '../components/bonus/BonusStep';
import type { ProviderStepStart } from '../components/deposit/step2/ProviderStep';
import { amountDigitsOfMinor } from '../rules/deposit-amounts';
import type { StepOneNext } from '../rules/deposit-answer';
import type { DepositOutcome } from '../rules/deposit-outcome';
import { depositStepHref } from '../rules/deposit-steps';

/** A deposit that ended: its outcome and the game chosen with its bonus, launched after a success. */
export type FinishedDeposit = { outcome: DepositOutcome; gameCode: string | null };

/** What the modal holds in memory only; the url holds the step and the deposit's details. */
type DepositMemory = {
  bonusChoice: BonusChoice | null;
  /** The player answered the bonus step (Next or No thanks): step 1 shows the Bonus → Payment bar. */
  bonusStepAnswered: boolean;
  /** Step 2's live transaction, and a key that changes with each (ProviderStep reads its start once). */
  providerStart: ProviderStepStart | null;
  providerKey: number;
  finished: FinishedDeposit | null;
  /** ProviderStep shows the card issuer's page: the heading reads 'Verification'. */
  verification: boolean;
  /** ProviderStep could not open the bank's popup: step 1 shows errors.popupblockermessage. */
  popupBlocked: boolean;
  /** The bonus code the deposit under way carries ('' for none). */
  bonusCode: string;
};

const EMPTY_MEMORY: DepositMemory = {
  bonusChoice: null,
  bonusStepAnswered: false,
  providerStart: null,
  providerKey: 0,
  finished: null,
  verification: false,
  popupBlocked: false,
  bonusCode: '',
};

type StepChanges = Parameters<typeof depositStepHref>[2];
type MemoryChange = (before: DepositMemory) => DepositMemory;
/** A move to a step under way: its memory change waits for the url to show the step. */
type PendingMove = { step: DepositStep; change: MemoryChange };

/** What step 1 sent, as the flow needs it to go on. */
export type SentDeposit = { method: string; amountMinor: number; bonusCode: string; start: ProviderStepStart | null };

/**
 * The internal cashier's flow between its steps: each step is a new history entry (back and
 * forward move between steps), what a reload cannot keep stays in memory, and the end of a
 * deposit is announced once (transactionComplete for every outcome, bonusClaimed after a
 * successful deposit with a bonus code) and refreshes the balances.
 */
export function useDepositFlow(request: CashierRequest, currency: string) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stored, setMemory] = useState<DepositMemory>(EMPTY_MEMORY);
  const [pending, setPending] = useState<PendingMove | null>(null);
  // A move's memory change counts from the render whose url shows its step, never before: the
  // router's update may come a render after the modal's own, and the step in between must not be
  // judged with memory that belongs to the next one.
  const arrived = pending !== null && request.step === pending.step;
  const memory = arrived ? pending.change(stored) : stored;
  useEffect(() => {
    if (!arrived || !pending) return;
    setMemory(pending.change);
    // Only this move is done: a move made before this effect ran (step 2 reporting its outcome
    // in the commit that showed it) is still on its way and keeps waiting for its own url.
    setPending((current) => (current === pending ? null : current));
  }, [arrived, pending]);
  const latest = useRef({ location, memory, request, currency, t });
  latest.current = { location, memory, request, currency, t };

  const goTo = useCallback(
    (step: DepositStep, changes: StepChanges = {}, replace = false) => {
      navigate(depositStepHref(latest.current.location, step, changes), { replace });
    },
    [navigate],
  );

  /** Goes to a step, with the memory change that belongs to it (applied once the url shows the step). */
  const move = useCallback(
    (step: DepositStep, changes: StepChanges, change: MemoryChange, replace = false) => {
      setPending({ step, change });
      goTo(step, changes, replace);
    },
    [goTo],
  );

  /** The deposit ended (step 1's answer, step 2, the status check): step 3 shows it. */
  const finish = useCallback(
    (outcome: DepositOutcome, sentBonusCode?: string) => {
      const { memory: current, currency: code, request: asked } = latest.current;
      announceEnd(outcome, code, sentBonusCode ?? (current.bonusCode || asked.bonus || ''));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.balances });
      const success = outcome.screen === 'success';
      if (success && current.bonusChoice) writeStorage('session', SESSION_KEYS.promoBonusCode, null);
      const finished: FinishedDeposit = { outcome, gameCode: success ? (current.bonusChoice?.gameCode ?? null) : null };
      const change: MemoryChange = (before) => ({
        ...before,
        providerStart: null,
        verification: false,
        bonusChoice: success ? null : before.bonusChoice,
        finished,
      });
      const onStatusStep = asked.step === 'deposit-status';
      const amount = outcome.amountMinor > 0 ? { amount: amountDigitsOfMinor(outcome.amountMinor, code) } : {};
      move('deposit-status', { txnId: outcome.txnId, method: outcome.method, ...amount }, change, onStatusStep);
    },
    [move, queryClient],
  );

  /** Step 1's answer decides the next step (rules/deposit-answer.ts). */
  const afterStepOne = useCallback(
    (next: StepOneNext, sent: SentDeposit) => {
      const { t: translate, location: page, currency: code } = latest.current;
      const details = { method: sent.method, amount: amountDigitsOfMinor(sent.amountMinor, code) };
      setMemory((before) => ({ ...before, bonusCode: sent.bonusCode, popupBlocked: false }));
      switch (next.kind) {
        case 'serverError':
          broadcast('serverError', { message: translate(next.messageKey), url: `${page.pathname}${page.search}` });
          return;
        case 'limitRefused':
          broadcast('customServerError', { message: translate('errors.error58') });
          finish(next.outcome, sent.bonusCode);
          return;
        case 'result':
          finish(next.outcome, sent.bonusCode);
          return;
        case 'statusCheck':
          move('deposit-status', { ...details, txnId: next.txnId }, (before) => ({ ...before, finished: null }));
          return;
        case 'providerStep':
          move('3d-verification', details, (before) => ({
            ...before,
            providerStart: sent.start,
            providerKey: before.providerKey + 1,
            finished: null,
          }));
          return;
      }
    },
    [finish, move],
  );

  const chooseBonus = useCallback(
    (choice: BonusChoice) => {
      const amount = amountDigitsOfMinor(choice.amountMinor, latest.current.currency);
      move('select-deposit-method', { bonus: choice.bonus.bonusCode, amount }, (before) => ({
        ...before,
        bonusChoice: choice,
        bonusStepAnswered: true,
      }));
    },
    [move],
  );

  const skipBonus = useCallback(() => {
    move('select-deposit-method', { bonus: null }, (before) => ({
      ...before,
      bonusChoice: null,
      bonusStepAnswered: true,
    }));
  }, [move]);

  const retry = useCallback(() => {
    move('select-deposit-method', {}, (before) => ({ ...before, finished: null, providerStart: null }));
  }, [move]);

  const setVerification = useCallback((showing: boolean) => {
    setMemory((before) => (before.verification === showing ? before : { ...before, verification: showing }));
  }, []);

  const reportPopupBlocked = useCallback(() => setMemory((before) => ({ ...before, popupBlocked: true })), []);

  return useMemo(
    () => ({
      memory,
      goTo,
      finish,
      afterStepOne,
      chooseBonus,
      skipBonus,
      retry,
      setVerification,
      reportPopupBlocked,
    }),
    [memory, goTo, finish, afterStepOne, chooseBonus, skipBonus, retry, setVerification, reportPopupBlocked],
  );
}

export type DepositFlow = ReturnType<typeof useDepositFlow>;

/** transactionComplete for every outcome (PENDING goes out as FAILURE); bonusClaimed for a success with a bonus. */
function announceEnd(outcome: DepositOutcome, currency: string, bonusCode: string) {
  broadcast('transactionComplete', {
    kind: 'deposit',
    status: outcome.broadcast,
    amountMinor: outcome.amountMinor,
    currency,
    method: outcome.method,
  });
  if (outcome.screen === 'success' && bonusCode.trim() !== '') {
    broadcast('bonusClaimed', { bonusCode: bonusCode.trim() });
  }
}
