import { useTranslation } from 'react-i18next';
import styles from './DepositForm.module.css';

type FeeBreakdownProps = {
  amountMinor: number;
  feeMinor: number;
  totalMinor: number;
  formatAmount: (minor: number) => string;
};

/** The deposit's summary (spec part 1 section 5, fee rules): the amount, the method's fee and the total to pay. */
export function FeeBreakdown({ amountMinor, feeMinor, totalMinor, formatAmount }: FeeBreakdownProps) {
  const { t } = useTranslation();
  return (
    <dl className={styles.summary} aria-label={t('depositComp.fee.label')}>
      <div className={styles.summaryRow}>
        <dt>{t('depositComp.fee.amount')}</dt>
        <dd>{formatAmount(amountMinor)}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{t('depositComp.fee.fee')}</dt>
        <dd>{formatAmount(feeMinor)}</dd>
      </div>
      <div className={`${styles.summaryRow} ${styles.summaryTotal}`}>
        <dt>{t('depositComp.fee.total')}</dt>
        <dd>{formatAmount(totalMinor)}</dd>
      </div>
    </dl>
  );
}
