import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { cashierLinkOf } from '../../../lib/navigation/url-checks';
import { useVipLevel } from '../../../lib/session/profile-tags';
import { useLogout } from '../../../lib/session/session-queries';
import type { Profile } from '../../../lib/session/session-types';
import { useBonusesPageAvailable } from '../../../lib/site-features/availability';
import { closePopup, openSuspendAccount } from '../hooks/layout-store';
import styles from './BalancePanel.module.css';
import { Icon } from './icons';
import { useBalanceFigures } from './use-balance-figures';
import { VipBadge } from './VipBadge';

/** 'Hi, Aino', or a greeting without a name when the profile has none. */
export function greetingOf(t: TFunction, profile?: Profile) {
  const name = profile?.firstName?.trim();
  return name ? t('balanceComp.greeting', { name }) : t('balanceComp.greetingNoName');
}

type BalancePanelProps = {
  profile: Profile | undefined;
  /** The dropdown shows the greeting itself; the mobile sheet shows it as the dialog's title. */
  showGreeting: boolean;
  /** On mobile the sheet also carries the deposit and pause-account actions of the desktop header. */
  withActions: boolean;
};

/**
 * The balance dropdown's content (spec 2.7): greeting, nickname, VIP badge, cash, bonus and
 * total, links to the account, bonuses, transactions and the cashier's history, a real-money
 * player's withdrawal, and log out.
 */
export function BalancePanel({ profile, showGreeting, withActions }: BalancePanelProps) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const figures = useBalanceFigures();
  const vipLevel = useVipLevel(true);
  const bonusesAvailable = useBonusesPageAvailable();
  const nickname = profile?.nickname ?? profile?.screenName;

  const onLogout = async () => {
    closePopup('balance');
    // Home first, so a login-only page does not send the logged-out visitor to the login page.
    navigate(localPath());
    await logout();
  };

  return (
    <div className={styles.panel}>
      <div className={styles.identity}>
        {showGreeting && <p className={styles.greeting}>{greetingOf(t, profile)}</p>}
        {nickname && <p className={styles.nickname}>{nickname}</p>}
        {vipLevel && <VipBadge level={vipLevel} />}
      </div>
      {figures === 'error' ? (
        <p className={styles.unavailable} role="status">
          {t('balanceComp.balancesUnavailable')}
        </p>
      ) : (
        <dl className={styles.figures} aria-busy={figures === null || undefined}>
          <div className={styles.figure}>
            <dt>{t('balanceComp.cash')}</dt>
            <dd>{figures?.cash ?? '…'}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('balanceComp.bonus')}</dt>
            <dd>{figures?.bonus ?? '…'}</dd>
          </div>
          <div className={`${styles.figure} ${styles.total}`}>
            <dt>{t('balanceComp.total')}</dt>
            <dd>{figures?.total ?? '…'}</dd>
          </div>
        </dl>
      )}
      {withActions && (
        <div className={styles.actions}>
          <SiteLink
            className={buttonClassName('primary', 'md')}
            to={cashierLinkOf(location.pathname, location.search, { service: 'deposit' })}
          >
            {t('headerComp.deposit')}
          </SiteLink>
          <button type="button" className={buttonClassName('secondary', 'md')} onClick={openSuspendAccount}>
            {t('headerComp.pauseAccount')}
          </button>
        </div>
      )}
      <ul className={styles.links}>
        <li>
          <SiteLink className={styles.link} to={localPath('myaccount')}>
            <Icon name="account" />
            {t('balanceComp.viewMyAccount')}
          </SiteLink>
        </li>
        {/* The bonuses page comes with the bonus engine: no link before it exists. */}
        {bonusesAvailable && (
          <li>
            <SiteLink className={styles.link} to={localPath('myaccount/bonuses')}>
              <Icon name="bonus" />
              {t('balanceComp.bonuses')}
            </SiteLink>
          </li>
        )}
        <li>
          <SiteLink className={styles.link} to={localPath('myaccount/transactions')}>
            <Icon name="list" />
            {t('balanceComp.transactions')}
          </SiteLink>
        </li>
        <li>
          <SiteLink className={styles.link} to={localPath('myaccount/cashier')}>
            <Icon name="hourglass" />
            {t('balanceComp.cashierHistory')}
          </SiteLink>
        </li>
        {/* The withdrawal opens only for a real-money account (spec part 1 section 2); others are not offered it. */}
        {profile?.userStatus === 'real' && (
          <li>
            <SiteLink
              className={styles.link}
              to={cashierLinkOf(location.pathname, location.search, { withdraw: 'true' })}
            >
              <Icon name="wallet" />
              {t('balanceComp.withdraw')}
            </SiteLink>
          </li>
        )}
      </ul>
      <button type="button" className={styles.logout} onClick={onLogout}>
        <Icon name="logout" />
        {t('balanceComp.logout')}
      </button>
    </div>
  );
}
