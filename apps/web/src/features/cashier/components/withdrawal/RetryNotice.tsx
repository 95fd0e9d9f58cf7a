import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import styles from './WithdrawalModal.module.css';

/** A message of what went wrong, read out at once, with the button that tries again. */
export function RetryNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <p className={styles.error} role="alert">
        {text}
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('withdrawComp.retry')}</Button>
      </div>
    </div>
  );
}
