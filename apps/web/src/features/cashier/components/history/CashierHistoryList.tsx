import type { CashierHistoryEntry } from '@vauhti/contracts/cashier';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { HistoryTable } from '../../../../components/HistoryTable';
import { Spinner } from '../../../../components/Spinner';
import { errorText } from '../../../../lib/api/error-text';
import { useCashierHistory } from '../../api/get-cashier-history';
import { historyRows, methodLabelOf, signedHistoryAmount } from '../../rules/history-entries';
import { Notice } from '../limits/Notice';
import { useCashierFormat } from '../limits/use-cashier-amount';
import styles from './CashierHistory.module.css';

/**
 * The player's deposits and withdrawals (GET /cashier/history), newest first, with 'load more'
 * by cursor. `empty` is what to show before the first transaction: the page knows the player.
 */
export function CashierHistoryList({ empty }: { empty: React.ReactNode }) {
  const { t } = useTranslation();
  const history = useCashierHistory();

  if (history.isPending) return <Spinner label={t('common.loading')} />;
  // An error with pages already shown is a failed 'load more': the rows stay, the error shows below them.
  if (!history.data) {
    return (
      <Notice tone="error">
        <p>{t('cashierHistoryComp.loadError')}</p>
        <p>{errorText(t, history.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => history.refetch()}>
          {t('cashierHistoryComp.retry')}
        </Button>
      </Notice>
    );
  }
  const rows = historyRows(history.data.pages);
  if (rows.length === 0) return <>{empty}</>;
  return (
    <HistoryTable
      caption={t('cashierHistoryComp.caption')}
      columns={
        <>
          <th scope="col">{t('cashierHistoryComp.date')}</th>
          <th scope="col">{t('cashierHistoryComp.type')}</th>
          <th scope="col">{t('cashierHistoryComp.method')}</th>
          <th scope="col" className={styles.number}>
            {t('cashierHistoryComp.amount')}
          </th>
          <th scope="col">{t('cashierHistoryComp.status')}</th>
        </>
      }
      loadMore={
        history.hasNextPage
          ? {
              label: t('cashierHistoryComp.loadMore'),
              busy: history.isFetchingNextPage,
              onClick: () => history.fetchNextPage(),
            }
          : undefined
      }
      footer={
        history.isFetchNextPageError && (
          <Notice tone="error">
            <p>{errorText(t, history.error)}</p>
          </Notice>
        )
      }
    >
      {rows.map((entry) => (
        <HistoryRow key={entry.txnId} entry={entry} />
      ))}
    </HistoryTable>
  );
}

function HistoryRow({ entry }: { entry: CashierHistoryEntry }) {
  const { t } = useTranslation();
  const format = useCashierFormat();
  const method = methodLabelOf(entry.method);
  return (
    <tr>
      <td data-label={t('cashierHistoryComp.date')}>
        <time dateTime={entry.createdAt}>{format.moment(entry.createdAt)}</time>
      </td>
      <td data-label={t('cashierHistoryComp.type')} className={styles.kind}>
        {t(`cashierHistoryComp.kinds.${entry.kind}`)}
      </td>
      <td data-label={t('cashierHistoryComp.method')}>{method.kind === 'key' ? t(method.key) : method.name}</td>
      <td data-label={t('cashierHistoryComp.amount')} className={styles.number}>
        <span>
          <span className={entry.kind === 'deposit' ? styles.credit : styles.debit}>
            {signedHistoryAmount(entry, format.amount(entry.amountMinor, entry.currency))}
          </span>
          {entry.feeMinor > 0 && (
            <span className={styles.secondary}>
              {t('cashierHistoryComp.fee', { amount: format.amount(entry.feeMinor, entry.currency) })}
            </span>
          )}
        </span>
      </td>
      <td data-label={t('cashierHistoryComp.status')}>
        <span className={`${styles.status} ${styles[entry.outcome]}`}>
          {t(`cashierHistoryComp.outcomes.${entry.outcome}`)}
        </span>
      </td>
    </tr>
  );
}
