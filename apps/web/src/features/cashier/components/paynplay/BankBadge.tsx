import { useTranslation } from 'react-i18next';
import styles from './PayAndPlay.module.css';

/** The service the deposit goes through (the platform's pnpType), and what happens there. */
export function BankBadge({ brand }: { brand: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bank}>
      <span className={styles.bankMark} aria-hidden="true">
        {brand.charAt(0)}
      </span>
      <p className={styles.bankText}>
        <span className={styles.bankName}>{t('payAndPlayComp.bank.title', { brand })}</span>
        <span>{t('payAndPlayComp.bank.text')}</span>
      </p>
    </div>
  );
}
