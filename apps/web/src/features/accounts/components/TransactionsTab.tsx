import type { RoundLine, Transfer } from '@vauhti/contracts/accounts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { HistoryTable } from '../../../components/HistoryTable';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime, formatMoney } from '../../../lib/i18n/format';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { useTransactions } from '../api/get-transactions';
import { useApiErrorText } from '../hooks/use-api-error';
import { signedAmount, transferLabelKey } from '../rules/transactions';
import { FormAlert } from './FormAlert';
import formStyles from './forms.module.css';
import styles from './TransactionsTab.module.css';

/**
 * The transaction history (GET /wallet/transactions), newest first, with 'load more' by cursor.
 * A game round is one line (stake, win, net) whose bets, wins and refunds open on demand; every
 * other transfer has a line of its own.
 */
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
      {items.map((item) =>
        item.kind === 'round' ? (
          <RoundRows key={`round-${item.movements[0]?.transferId ?? item.roundId}`} round={item} />
        ) : (
          <TransactionRow key={item.transferId} item={item} />
        ),
      )}
    </HistoryTable>
  );
}

/** The money formatter of a currency, and a change shown with its sign (a dash for none). */
function useAmounts(currency: string) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const change = (amountMinor: number) =>
    amountMinor === 0 ? (
      <>
        <span aria-hidden="true">—</span>
        <span className={formStyles.visuallyHidden}>{t('myAccountComp.transactions.noChange')}</span>
      </>
    ) : (
      <span className={amountMinor > 0 ? styles.credit : styles.debit}>{signedAmount(amountMinor, money)}</span>
    );
  return { money, change };
}

function BalanceAfter({
  cashAfter,
  bonusAfter,
  currency,
}: {
  cashAfter: number | null;
  bonusAfter: number | null;
  currency: string;
}) {
  const { t } = useTranslation();
  const { money } = useAmounts(currency);
  return (
    <span>
      {cashAfter === null ? '—' : money(cashAfter)}
      {bonusAfter !== null && (
        <span className={styles.secondary}>
          {t('myAccountComp.transactions.bonusAfter', { amount: money(bonusAfter) })}
        </span>
      )}
    </span>
  );
}

function TransactionRow({ item }: { item: Transfer }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const { change } = useAmounts(item.currency);
  return (
    <tr>
      <td data-label={t('myAccountComp.transactions.date')}>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
      </td>
      <td data-label={t('myAccountComp.transactions.type')} className={styles.type}>
        {t(transferLabelKey(item.code))}
      </td>
      <td data-label={t('myAccountComp.transactions.cash')} className={styles.number}>
        {change(item.changes.cashMinor)}
      </td>
      <td data-label={t('myAccountComp.transactions.bonus')} className={styles.number}>
        {change(item.changes.bonusMinor)}
      </td>
      <td data-label={t('myAccountComp.transactions.balanceAfter')} className={styles.number}>
        <BalanceAfter cashAfter={item.cashAfterMinor} bonusAfter={item.bonusAfterMinor} currency={item.currency} />
      </td>
    </tr>
  );
}

const COLUMN_COUNT = 5;

/**
 * A game round: one row with its stake, win and net and its effect on cash and bonus; a
 * disclosure button (aria-expanded) adds a row under it with the round's movements, rendered only
 * while open (a long history holds many rounds).
 */
function RoundRows({ round }: { round: RoundLine }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const { money, change } = useAmounts(round.currency);
  const [open, setOpen] = useState(false);
  const id = useId();
  const summaryId = `${id}-summary`;
  const detailsId = `${id}-details`;
  return (
    <>
      <tr>
        <td data-label={t('myAccountComp.transactions.date')}>
          <time dateTime={round.createdAt}>{formatDateTime(round.createdAt, language)}</time>
        </td>
        <td data-label={t('myAccountComp.transactions.type')}>
          <span className={styles.type}>{t('myAccountComp.transactions.round')}</span>
          <span id={summaryId} className={styles.secondary}>
            {t('myAccountComp.transactions.roundSummary', {
              stake: money(round.stakeMinor),
              win: money(round.winMinor),
              net: signedAmount(round.netMinor, money),
            })}
          </span>
          <button
            type="button"
            className={formStyles.linkButton}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-describedby={summaryId}
            onClick={() => setOpen(!open)}
          >
            {t('myAccountComp.transactions.roundDetails')}
          </button>
        </td>
        <td data-label={t('myAccountComp.transactions.cash')} className={styles.number}>
          {change(round.changes.cashMinor)}
        </td>
        <td data-label={t('myAccountComp.transactions.bonus')} className={styles.number}>
          {change(round.changes.bonusMinor)}
        </td>
        <td data-label={t('myAccountComp.transactions.balanceAfter')} className={styles.number}>
          <BalanceAfter cashAfter={round.cashAfterMinor} bonusAfter={round.bonusAfterMinor} currency={round.currency} />
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className={styles.details}>
          <td colSpan={COLUMN_COUNT}>
            <ul className={styles.movements} aria-label={t('myAccountComp.transactions.roundMovements')}>
              {round.movements.map((movement) => (
                <li key={movement.transferId} className={styles.movement}>
                  <time dateTime={movement.createdAt}>{formatDateTime(movement.createdAt, language)}</time>
                  <span className={styles.type}>{t(transferLabelKey(movement.code))}</span>
                  <span className={styles.movementAmounts}>
                    {movement.changes.bonusMinor === 0
                      ? t('myAccountComp.transactions.movementCash', {
                          cash: signedAmount(movement.changes.cashMinor, money),
                        })
                      : t('myAccountComp.transactions.movementCashAndBonus', {
                          cash: signedAmount(movement.changes.cashMinor, money),
                          bonus: signedAmount(movement.changes.bonusMinor, money),
                        })}
                  </span>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}
