import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { HistoryTable } from '../../../components/HistoryTable';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime, formatMoney } from '../../../lib/i18n/format';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { type Transaction, useTransactions } from '../api/get-transactions';
import { useApiErrorText } from '../hooks/use-api-error';
import { signedAmount, transferLabelKey } from '../rules/transactions';
import { FormAlert } from './FormAlert';
import formStyles from './forms.module.css';
import styles from './TransactionsTab.module.css';

/** The transaction history (GET /wallet/transactions), newest first, with 'load more' by cursor. */
export function TransactionsTab() {
  const { t } = useTranslation();
  const errorTextOf = useApiErrorText();
  const history = useTransactions();

  if (history.isPending) return <Spinner label={t('common.loading')} />;
  if (history.isError) {
    return (
      <FormAlert>
        {errorTextOf(history.error)}{' '}
        <Button variant="secondary" size="sm" onClick={() => history.refetch()}>
          {t('myAccountComp.transactions.retry')}
        </Button>
      </FormAlert>
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('myAccountComp.transactions.emptyTitle')}</p>
        <p className={formStyles.muted}>{t('myAccountComp.transactions.emptyText')}</p>
      </div>
    );
  }
  return (
    <HistoryTable
      caption={t('myAccountComp.transactions.caption')}
      columns={
        <>
          <th scope="col">{t('myAccountComp.transactions.date')}</th>
          <th scope="col">{t('myAccountComp.transactions.type')}</th>
          <th scope="col" className={styles.number}>
            {t('myAccountComp.transactions.cash')}
          </th>
          <th scope="col" className={styles.number}>
            {t('myAccountComp.transactions.bonus')}
          </th>
          <th scope="col" className={styles.number}>
            {t('myAccountComp.transactions.balanceAfter')}
          </th>
        </>
      }
      loadMore={
        history.hasNextPage
          ? {
              label: t('myAccountComp.transactions.loadMore'),
              busy: history.isFetchingNextPage,
              onClick: () => history.fetchNextPage(),
            }
          : undefined
      }
    >
      {items.map((item) => (
        <TransactionRow key={item.transferId} item={item} />
      ))}
    </HistoryTable>
  );
}

function TransactionRow({ item }: { item: Transaction }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, item.currency, language);
  const change = (amountMinor: number) =>
    amountMinor === 0 ? (
      <>
        <span aria-hidden="true">—</span>
        <span className={formStyles.visuallyHidden}>{t('myAccountComp.transactions.noChange')}</span>
      </>
    ) : (
      <span className={amountMinor > 0 ? styles.credit : styles.debit}>{signedAmount(amountMinor, money)}</span>
    );
  return (
    <tr>
      <td data-label={t('myAccountComp.transactions.date')}>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
      </td>
      <td data-label={t('myAccountComp.transactions.type')} className={styles.type}>
        {t(transferLabelKey(item.code))}
      </td>
      <td data-label={t('myAccountComp.transactions.cash')} className={styles.number}>
        {change(item.changes.cash)}
      </td>
      <td data-label={t('myAccountComp.transactions.bonus')} className={styles.number}>
        {change(item.changes.bonus)}
      </td>
      <td data-label={t('myAccountComp.transactions.balanceAfter')} className={styles.number}>
        <span>
          {item.cashAfter === null ? '—' : money(item.cashAfter)}
          {item.bonusAfter !== null && (
            <span className={styles.secondary}>
              {t('myAccountComp.transactions.bonusAfter', { amount: money(item.bonusAfter) })}
            </span>
          )}
        </span>
      </td>
    </tr>
  );
}
