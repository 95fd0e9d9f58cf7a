import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getTransactionStatus } from '../../../api/get-transaction-status';
import { useProviderCountdown } from '../../../hooks/use-provider-countdown';
import { type ProviderTask, useProviderTask } from '../../../hooks/use-provider-task';
import { closedCashierUrl } from '../../../rules/cashier-url';
import { delay, POPUP_BLOCKED_NOTICE_MS, PROCESSING_COUNTDOWN_S } from '../../../rules/polling-schedule';
import {
  checkDepositStatus,
  type FetchStatus,
  pollPendingThenResult,
  type StatusCheckResult,
} from '../../../rules/polling-status-check';
import { type ProviderPageState, providerPageDoneOf, waitForMessage } from '../../../rules/provider-messages';
import {
  type ProviderPagePlan,
  pageSender,
  providerPagePlan,
  providerPageStatus,
} from '../../../rules/provider-redirect';
import { PopupPanel } from './PopupPanel';
import { ProcessingScreen } from './ProcessingScreen';
import { ProviderFrame } from './ProviderFrame';
import type { ProviderStepStart } from './ProviderStep';
import styles from './ProviderStep.module.css';
import { leaveForProviderPage, rememberReturnPage } from './same-window';
import { type OutcomeDetails, type StepReport, useStepOutcome } from './use-step-outcome';

/*
 * A deposit through the provider's page (spec part 1 section 4, "Provider (PIQ-type) deposit
 * result" and "Bank-redirect flow"): make provider transaction answered WAITING_INPUT with the page
 * to show, in a frame, a popup or the same window. The page's done message, or the popup's
 * closing, leads to the platform's status, which decides the outcome.
 */

export type ProviderStart = Extract<ProviderStepStart, { kind: 'provider' }>;

type PagePhase =
  | { name: 'page' }
  /** The page said it is done: the platform's status confirms it. */
  | { name: 'confirm'; pageState: ProviderPageState }
  /** The popup closed without a word: pending is polled under the processing countdown. */
  | { name: 'closed' }
  /** The site leaves for the provider's page in this window (at once, or after saying its popup was blocked). */
  | { name: 'leaving'; popupBlocked?: boolean };

function planOf(start: ProviderStart): ProviderPagePlan | null {
  const redirect = start.response.redirectOutput;
  if (!redirect) return null;
  const plan = providerPagePlan(redirect, { redirectKind: start.redirectKind, frameHeight: start.frameHeight });
  // A page whose messages could never be trusted is useless in a frame or popup; a same-window page needs none.
  return plan.kind === 'window' || plan.kind === 'html' || plan.origin !== null ? plan : null;
}

function detailsOf(txnId: string | null, result: StatusCheckResult): OutcomeDetails {
  if (result.kind !== 'final') return { txnId };
  return { txnId, errorCode: result.answer.errorCode, errorDescription: result.answer.errorDescription };
}

/**
 * The poll a phase runs: after a done message the status check confirms the page's word; after
 * the popup closed without one, pending is polled under the countdown, then the result is fetched.
 */
function settleTaskOf(phase: PagePhase, txnId: string | null, report: StepReport): ProviderTask | null {
  if (phase.name !== 'confirm' && phase.name !== 'closed') return null;
  const pageState = phase.name === 'confirm' ? phase.pageState : null;
  return async (signal) => {
    const fetchStatus: FetchStatus = (callSignal) => getTransactionStatus(txnId ?? '', 'deposit', callSignal);
    let result: StatusCheckResult = { kind: 'unavailable', error: null };
    if (txnId && phase.name === 'confirm') result = await checkDepositStatus(fetchStatus, signal);
    if (txnId && phase.name === 'closed') result = await pollPendingThenResult(fetchStatus, signal);
    report(providerPageStatus(pageState, result), detailsOf(txnId, result));
  };
}

type ProviderPageDepositProps = {
  start: ProviderStart;
  onOutcome: Parameters<typeof useStepOutcome>[1];
  onPopupBlocked: () => void;
};

export function ProviderPageDeposit({ start, onOutcome, onPopupBlocked }: ProviderPageDepositProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [plan] = useState(() => planOf(start));
  const [phase, setPhase] = useState<PagePhase>(() => ({ name: plan?.kind === 'window' ? 'leaving' : 'page' }));
  const { report } = useStepOutcome(start, onOutcome);
  const txnId = start.response.txnId;
  const returnPage = useRef('');
  returnPage.current = closedCashierUrl(location);

  const leaveWindow = (page: ProviderPagePlan) => {
    rememberReturnPage(returnPage.current);
    leaveForProviderPage(page);
  };

  // No page to show (or none the site could hear from): the deposit cannot go on.
  useEffect(() => {
    if (plan) return;
    const firstError = start.response.errors[0];
    report('FAILED', { txnId, errorCode: firstError?.keys[0] ?? null, errorDescription: firstError?.msg ?? null });
  }, [plan, start, txnId, report]);

  // A same-window page: remembered where the player was, then off to the provider, once per mount.
  const sameWindow = plan?.kind === 'window' ? plan : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: leaveWindow reads the page under the modal through a ref.
  useEffect(() => {
    if (sameWindow) leaveWindow(sameWindow);
  }, [sameWindow]);

  const settle = settleTaskOf(phase, txnId, report);
  useProviderTask(settle, phase.name, () => report('PENDING', { txnId }));

  // A blocked popup: errors.popupblockermessage first, then the bank in this window.
  const leaveAfterNotice: ProviderTask | null =
    phase.name === 'leaving' && phase.popupBlocked && plan
      ? async (signal) => {
          await delay(POPUP_BLOCKED_NOTICE_MS, signal);
          leaveWindow(plan);
        }
      : null;
  useProviderTask(leaveAfterNotice, phase.name, () => undefined);

  if (!plan) return null;
  if (phase.name === 'closed') return <ClosedScreen />;
  if (phase.name === 'confirm') {
    return (
      <ProcessingScreen heading={t('depositStepComp.checking.heading')} text={t('depositStepComp.checking.text')} />
    );
  }
  if (phase.name === 'leaving') {
    return (
      <>
        {phase.popupBlocked && (
          <p className={styles.alert} role="alert">
            {t('errors.popupblockermessage')}
          </p>
        )}
        <ProcessingScreen heading={t('depositStepComp.leaving.heading')} text={t('depositStepComp.leaving.text')} />
      </>
    );
  }
  if (plan.kind === 'popup') {
    return (
      <PopupPanel
        plan={plan}
        onDone={(pageState) => setPhase({ name: 'confirm', pageState })}
        onClosed={() => setPhase({ name: 'closed' })}
        onBlocked={() => {
          onPopupBlocked();
          setPhase({ name: 'leaving', popupBlocked: true });
        }}
      />
    );
  }
  return (
    <FramedPage
      plan={plan}
      title={
        start.methodName
          ? t('depositStepComp.page.frameTitleNamed', { method: start.methodName })
          : t('depositStepComp.page.frameTitle')
      }
      onDone={(pageState) => setPhase({ name: 'confirm', pageState })}
    />
  );
}

/** The processing screen after the popup closed: the countdown runs while pending is polled. */
function ClosedScreen() {
  const { t } = useTranslation();
  const secondsLeft = useProviderCountdown(PROCESSING_COUNTDOWN_S);
  return (
    <ProcessingScreen
      heading={t('depositStepComp.closed.heading')}
      text={t('depositStepComp.closed.text')}
      secondsLeft={secondsLeft}
    />
  );
}

/** The provider's page in a frame of its height, until it posts that it is done. */
function FramedPage({
  plan,
  title,
  onDone,
}: {
  plan: ProviderPagePlan;
  title: string;
  onDone: (state: ProviderPageState) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const waitForDone: ProviderTask = async (signal) => {
    const done = await waitForMessage(
      window,
      (message) => {
        const sender = pageSender(plan, frame.current?.contentWindow);
        return sender ? providerPageDoneOf(message, sender) : null;
      },
      signal,
    );
    onDone(done.state);
  };
  useProviderTask(waitForDone, plan.url, () => undefined);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('depositStepComp.page.heading')}
      </h3>
      <p className={styles.text}>{t('depositStepComp.page.text')}</p>
      <ProviderFrame plan={plan} title={title} frameRef={frame} />
    </section>
  );
}
