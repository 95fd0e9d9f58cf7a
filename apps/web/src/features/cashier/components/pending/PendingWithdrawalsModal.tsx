import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingCashout } from '@vauhti/contracts/cashier';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { Spinner } from '../../../../components/Spinner';
import { formatCashierAmount, formatDateTime } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { useLiveEvent } from '../../../../lib/live/live-events';
import { profileQuery } from '../../../../lib/session/session-queries';
import { cashierKeys } from '../../api/cashier-keys';
import { useCancelPendingCashout, usePendingCashouts } from '../../api/pending-cashouts';
import { useCloseCashier } from '../../hooks/use-close-cashier';
import { useWithdrawalMethodNames } from '../../hooks/use-withdrawal-methods';
import { readableMethodKey } from '../../rules/withdrawal-methods';
import styles from './PendingWithdrawalsModal.module.css';

/** What the last cancel came to, said above the list. */
type CancelNotice = { kind: 'cancelled' | 'notCancellable' | 'failed'; amount: string };

/**
 * The pending withdrawals (spec part 1 section 2; opened by pendingWithdrawal, withdrawHistory
 * and the header's icon): each withdrawal still waiting for its payout with its amount, method,
 * date and status, and Cancel (after a confirmation), which returns the money to the balance.
 * After a withdrawal (withdrawSuccess=true) the request's receipt heads the list. The list follows
 * the live pending-withdrawal count.
 */
export function PendingWithdrawalsModal({ withdrawSuccess }: { withdrawSuccess: boolean }) {
  const { t } = useTranslation();
  const close = useCloseCashier();
  const queryClient = useQueryClient();
  const pending = usePendingCashouts();
  const [notice, setNotice] = useState<CancelNotice | null>(null);
  useLiveEvent('pending-withdrawals', () => {
    void queryClient.invalidateQueries({ queryKey: cashierKeys.pendingCashouts });
  });

  return (
    <Modal open onClose={close} title={t('pendingWithdrawalsComp.title')} size="md">
      <div className={styles.root}>
        {withdrawSuccess && (
          <p className={`${styles.message} ${styles.success}`} role="status">
            {t('pendingWithdrawalsComp.received')}
          </p>
        )}
        <div aria-live="polite">
          {notice && (
            <p className={`${styles.message} ${notice.kind === 'cancelled' ? styles.success : styles.error}`}>
              {t(`pendingWithdrawalsComp.notice.${notice.kind}`, { amount: notice.amount })}
            </p>
          )}
        </div>
        {pending.isPending && <Spinner label={t('pendingWithdrawalsComp.loading')} />}
        {pending.isError && (
          <>
            <p className={`${styles.message} ${styles.error}`} role="alert">
              {t('pendingWithdrawalsComp.loadFailed')}
            </p>
            <div className={styles.actions}>
              <Button onClick={() => void pending.refetch()}>{t('pendingWithdrawalsComp.retry')}</Button>
            </div>
          </>
        )}
        {pending.data && <PendingList cashouts={pending.data.pendingCashouts} onNotice={setNotice} />}
      </div>
    </Modal>
  );
}

function PendingList({
  cashouts,
  onNotice,
}: {
  cashouts: readonly PendingCashout[];
  onNotice: (notice: CancelNotice) => void;
}) {
  const { t } = useTranslation();
  const names = useWithdrawalMethodNames();
  if (cashouts.length === 0) return <p className={styles.empty}>{t('pendingWithdrawalsComp.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('pendingWithdrawalsComp.listLabel')}>
      {cashouts.map((cashout) => (
        <PendingItem
          key={cashout.txnId}
          cashout={cashout}
          methodName={names.get(cashout.paymentMethod) ?? readableMethodKey(cashout.paymentMethod)}
          onNotice={onNotice}
        />
      ))}
    </ul>
  );
}

function PendingItem({
  cashout,
  methodName,
  onNotice,
}: {
  cashout: PendingCashout;
  methodName: string;
  onNotice: (notice: CancelNotice) => void;
}) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const profile = useQuery(profileQuery);
  const cancel = useCancelPendingCashout();
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const amount = formatCashierAmount(cashout.amountMinor, cashout.currency, language, profile.data?.countryCode ?? '');
  // The provider has it (a reference) and it still holds the money: only then can it be called back.
  const cancellable = cashout.txnStatus === 'co_initiated' && cashout.txRefId !== null;
  const status = cancellable ? 'waitingApproval' : 'processing';

  // The answer is awaited rather than handed to mutate's callbacks: the platform's live count can
  // empty the list (and unmount this row) before the cancel call answers, and mutate's callbacks
  // never run for an unmounted row, so the player would not hear that the money is back.
  const confirmCancel = async () => {
    try {
      const answer = await cancel.mutateAsync(cashout.txnId);
      onNotice({ kind: answer.status === 'SUCCESS' ? 'cancelled' : 'notCancellable', amount });
    } catch (error) {
      onNotice({ kind: (error as { code?: string }).code === 'NOT_CANCELLABLE' ? 'notCancellable' : 'failed', amount });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <li className={styles.item}>
      <dl className={styles.details}>
        <div>
          <dt>{t('pendingWithdrawalsComp.amount')}</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
        <div>
          <dt>{t('pendingWithdrawalsComp.method')}</dt>
          <dd>{methodName}</dd>
        </div>
        <div>
          <dt>{t('pendingWithdrawalsComp.date')}</dt>
          <dd>
            <time dateTime={cashout.createdAt}>{formatDateTime(cashout.createdAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('pendingWithdrawalsComp.status')}</dt>
          <dd className={styles.status}>{t(`pendingWithdrawalsComp.statuses.${status}`)}</dd>
        </div>
      </dl>
      {cancellable && !confirming && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-label={t('pendingWithdrawalsComp.cancelOne', { amount })}
            onClick={() => setConfirming(true)}
          >
            {t('pendingWithdrawalsComp.cancel')}
          </Button>
        </div>
      )}
      {cancellable && confirming && (
        <fieldset className={styles.confirm} aria-labelledby={confirmId}>
          <p id={confirmId}>{t('pendingWithdrawalsComp.confirm', { amount })}</p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              busy={cancel.isPending}
              disabled={cancel.isPending}
              onClick={() => void confirmCancel()}
            >
              {t('pendingWithdrawalsComp.confirmYes')}
            </Button>
            <Button variant="ghost" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
              {t('pendingWithdrawalsComp.confirmNo')}
            </Button>
          </div>
        </fieldset>
      )}
    </li>
  );
}
