import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { Spinner } from '../../../../../components/Spinner';
import { useDepositStatusCheck } from '../../../hooks/use-deposit-status-check';
import type { DepositOutcome } from '../../../rules/deposit-outcome';
import styles from './DepositResult.module.css';

type StatusCheckProps = {
  txnId: string;
  method: string;
  amountMinor: number;
  onOutcome: (outcome: DepositOutcome) => void;
};

/**
 * Step 3 while the result is not known yet: a confirmed card deposit's status check, or a reload
 * (the provider's return page) at deposit-status with a txnId. It asks the platform until the
 * deposit is final, then step 3 shows the result; if no answer comes, the player may ask again.
 */
export function StatusCheck({ txnId, method, amountMinor, onOutcome }: StatusCheckProps) {
  const { t } = useTranslation();
  const check = useDepositStatusCheck({ txnId, method, amountMinor }, onOutcome);
  if (check.kind === 'checking') return <Spinner label={t('depositComp.status.checking')} />;
  return (
    <div className={styles.result} role="alert">
      <p className={styles.text}>{t('depositComp.status.unavailable')}</p>
      <div className={styles.actions}>
        <Button onClick={check.retry}>{t('depositComp.retry')}</Button>
      </div>
    </div>
  );
}
