import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteLink } from '../../../../../components/SiteLink';
import { useLocalPath } from '../../../../../lib/i18n/site-language';
import { usePendingCashouts } from '../../../api/pending-cashouts';
import { pendingWithdrawalsHref } from '../../../rules/deposit-steps';
import styles from './DepositForm.module.css';

/**
 * The notice boxes of step 1 (spec part 1 section 2): the player's pending withdrawals, with a link
 * to manage them, and the deposit threshold (a RON player on the Romanian-KYC site whose identity
 * is not verified), with a link to verify it.
 */
export function DepositNotices({ depositThresholdNotice }: { depositThresholdNotice: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const localPath = useLocalPath();
  const pending = usePendingCashouts();
  const count = pending.data?.pendingCashouts.length ?? 0;
  if (count === 0 && !depositThresholdNotice) return null;
  return (
    <>
      {count > 0 && (
        <p className={styles.notice}>
          {t('depositComp.pendingWithdrawals', { count })}{' '}
          <SiteLink className={styles.link} to={pendingWithdrawalsHref(location)}>
            {t('depositComp.pendingWithdrawalsLink')}
          </SiteLink>
        </p>
      )}
      {depositThresholdNotice && (
        <p className={styles.notice}>
          {t('depositComp.thresholdNotice')}{' '}
          <SiteLink className={styles.link} to={localPath('amlverification')}>
            {t('depositComp.thresholdLink')}
          </SiteLink>
        </p>
      )}
    </>
  );
}
