import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { SiteLink } from '../../../components/SiteLink';
import { cashierLinkOf } from '../../../lib/navigation/url-checks';
import type { Profile } from '../../../lib/session/session-types';
import { openSuspendAccount } from '../hooks/layout-store';
import { BalanceDropdown, BalanceSheet } from './BalanceMenu';
import styles from './Header.module.css';
import { Icon } from './icons';
import { PendingWithdrawalButton } from './PendingWithdrawalButton';

/**
 * Logged-in header actions (spec 2.7). Desktop: pause account, pending withdrawals, the balance
 * dropdown and deposit (a link to the page with ?service=deposit, over which the cashier opens the
 * deposit modal, spec 2.2). Mobile: the
 * pending-withdrawal icon and the user icon, whose sheet holds the rest.
 */
export function PlayerActions({ profile, mobile }: { profile: Profile | undefined; mobile: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (mobile) {
    return (
      <div className={styles.playerActions}>
        <PendingWithdrawalButton />
        <BalanceSheet profile={profile} />
      </div>
    );
  }
  return (
    <div className={styles.playerActions}>
      <button type="button" className={styles.pauseButton} onClick={openSuspendAccount}>
        <Icon name="pause" size={18} />
        <span className={styles.pauseLabel}>{t('headerComp.pauseAccount')}</span>
      </button>
      <PendingWithdrawalButton />
      <BalanceDropdown profile={profile} />
      <SiteLink
        className={buttonClassName('primary', 'sm')}
        to={cashierLinkOf(location.pathname, location.search, { service: 'deposit' })}
      >
        {t('headerComp.deposit')}
      </SiteLink>
    </div>
  );
}
