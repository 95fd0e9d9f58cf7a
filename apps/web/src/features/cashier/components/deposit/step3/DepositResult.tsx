import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import type { ResultScreen } from '../../../rules/deposit-outcome';
import styles from './DepositResult.module.css';

/** The spec's result texts (part 1 section 8): a title and a message per screen. */
const RESULT_TEXTS: Record<ResultScreen, { title: string; message: string }> = {
  success: { title: 'depositComp.result.paymentSuccess', message: 'depositComp.result.paymentSuccessMsg' },
  failure: { title: 'depositComp.result.depositFailed', message: 'depositComp.result.transactionDeclinedMsg' },
  pending: { title: 'depositComp.result.pending', message: 'depositComp.result.pendingMsg' },
  lowBalance: { title: 'depositComp.result.depositFailed', message: 'depositComp.result.venusPointlowbalance' },
  waitingTime: { title: 'depositComp.result.depositFailed', message: 'depositComp.result.venusPointwaitingtime' },
};

/** Screens whose deposit failed: Retry (back to step 1) instead of Close (spec part 1 section 2). */
const RETRY_SCREENS: ReadonlySet<ResultScreen> = new Set(['failure', 'lowBalance', 'waitingTime']);

type DepositResultProps = {
  screen: ResultScreen;
  /** The amount as the cashier formats it; null when the result came without one (a reload). */
  amount: string | null;
  /** A successful deposit goes on by itself: to the bonus's game, or to a stored page. */
  next: 'launchingGame' | 'redirecting' | null;
  onClose: () => void;
  onRetry: () => void;
};

/**
 * Deposit step 3 (spec part 1 sections 2 and 4): success, failure, pending, low balance or waiting
 * time. Close shows unless the deposit failed; Retry shows when it failed and goes back to step 1.
 * The heading takes focus, so a screen reader announces the result.
 */
export function DepositResult({ screen, amount, next, onClose, onRetry }: DepositResultProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const texts = RESULT_TEXTS[screen];
  return (
    <section className={styles.result} data-screen={screen} aria-labelledby="deposit-result-heading">
      <span className={styles.mark} aria-hidden="true">
        <ResultMark screen={screen} />
      </span>
      <h3 id="deposit-result-heading" className={styles.heading} ref={heading} tabIndex={-1}>
        {t(texts.title)}
      </h3>
      <p className={styles.text}>{t(texts.message)}</p>
      {amount !== null && <p className={styles.amount}>{t('depositComp.result.amount', { amount })}</p>}
      {next && (
        <p className={styles.next} role="status">
          {t(next === 'launchingGame' ? 'depositComp.result.launchingGame' : 'depositComp.result.redirecting')}
        </p>
      )}
      <div className={styles.actions}>
        {RETRY_SCREENS.has(screen) ? (
          <Button onClick={onRetry}>{t('depositComp.result.retry')}</Button>
        ) : (
          <Button onClick={onClose}>{t('depositComp.result.close')}</Button>
        )}
      </div>
    </section>
  );
}

function ResultMark({ screen }: { screen: ResultScreen }) {
  const path = screen === 'success' ? 'M6 12.5l4 4 8-9' : screen === 'pending' ? 'M12 6v6l4 2' : 'M7 7l10 10M17 7L7 17';
  return (
    <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
