import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../../components/Modal';
import { Spinner } from '../../../../components/Spinner';
import { useLocalPath } from '../../../../lib/i18n/site-language';
import { balancesQuery, sessionKeys, useSession } from '../../../../lib/session/session-queries';
import type { Balances, Profile } from '../../../../lib/session/session-types';
import { cashierKeys } from '../../api/cashier-keys';
import { useCashierOpening } from '../../hooks/use-cashier-opening';
import { useCloseCashier } from '../../hooks/use-close-cashier';
import { mayOpenWithdrawal, WITHDRAWAL_REFUSED_PATH } from '../../rules/withdrawal-access';
import { HostedCashier, type HostedCashierResult } from '../hosted/HostedCashier';
import { InternalWithdrawal } from './InternalWithdrawal';
import { RetryNotice } from './RetryNotice';
import styles from './WithdrawalModal.module.css';

/**
 * The withdrawal modal (spec part 1 sections 2, 4 and 5), opened by withdraw=true: only for a
 * real-money account with cash above 0 (anyone else goes to {lang}/myaccount/cashier); then the
 * opening checks (policies, cashier type and token first, then the gates: identity verification
 * to {lang}/amlverification, channel verification to {lang}/otp); the provider's hosted cashier or
 * the site's own steps.
 */
export function WithdrawalModal() {
  const { t } = useTranslation();
  const close = useCloseCashier();
  return (
    <Modal open onClose={close} title={t('withdrawComp.title')} size="md">
      <WithdrawalGate />
    </Modal>
  );
}

function WithdrawalGate() {
  const { t } = useTranslation();
  const session = useSession();
  const balances = useQuery(balancesQuery);
  const profile = session.state === 'player' ? session.profile : undefined;
  // Decided once, as the modal opens: a withdrawal of the whole cash must not turn into a refusal
  // when the balances are read again after it.
  const allowed = useRef<boolean | null>(null);
  if (allowed.current === null && profile && balances.data) allowed.current = mayOpenWithdrawal(profile, balances.data);
  if (balances.isError && !balances.data) {
    return <RetryNotice text={t('errors.error4')} onRetry={() => void balances.refetch()} />;
  }
  if (!profile || !balances.data || allowed.current === null) return <Spinner label={t('common.loading')} />;
  if (!allowed.current) return <LeaveForCashierPage />;
  return <WithdrawalCashier profile={profile} balances={balances.data} />;
}

/** Spec part 1 section 2: without a real account or cash, the withdrawal is the cashier page's business. */
function LeaveForCashierPage() {
  const navigate = useNavigate();
  const localPath = useLocalPath();
  useEffect(() => {
    navigate(localPath(WITHDRAWAL_REFUSED_PATH), { replace: true });
  }, [navigate, localPath]);
  return null;
}

function WithdrawalCashier({ profile, balances }: { profile: Profile; balances: Balances }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const opening = useCashierOpening('withdrawal');
  switch (opening.status) {
    case 'checking':
    case 'leaving':
      return <Spinner label={t('withdrawComp.checking')} />;
    case 'policy':
      return <p className={styles.notice}>{t('withdrawComp.policyPending')}</p>;
    case 'refused':
      return (
        <p className={styles.error} role="alert">
          {t(`withdrawComp.refused.${opening.code}`)}
        </p>
      );
    case 'failed':
      return <RetryNotice text={t('errors.error1')} onRetry={opening.retry} />;
    case 'ready':
      if (opening.cashierType === 'hosted') {
        const onResult = (result: HostedCashierResult) => {
          if (result.status === 'CANCELLED') return;
          // The hosted cashier shows its own outcome; the header's count and the list follow it.
          void queryClient.invalidateQueries({ queryKey: sessionKeys.pendingWithdrawals });
          void queryClient.invalidateQueries({ queryKey: cashierKeys.pendingCashouts });
        };
        return <HostedCashier kind="withdrawal" token={opening.token} onResult={onResult} />;
      }
      return <InternalWithdrawal profile={profile} balances={balances} />;
  }
}
