import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { SiteLink } from '../../../components/SiteLink';
import { formatDateTime } from '../../../lib/i18n/format';
import { useLocalPath, useSiteLanguage } from '../../../lib/i18n/site-language';
import { cashierLinkOf } from '../../../lib/navigation/url-checks';
import { balancesQuery, useSession } from '../../../lib/session/session-queries';
import type { Profile } from '../../../lib/session/session-types';
import styles from './AccountStatusSummary.module.css';
import formStyles from './forms.module.css';

const KNOWN_STATES = ['active', 'paused', 'self_excluded', 'locked'];
/** The states in which deposits and play are closed but the player's own cash may still leave (ADR 0022). */
const WITHDRAWAL_OPEN_STATES = ['paused', 'self_excluded'];

/**
 * The account's state (active, on a break, self-excluded, locked), when it ends, and what the
 * player can do about it: take a break (the header's pause-account button, spec 2.7), withdraw
 * their cash during a break or exclusion, the responsible gaming tools, or support.
 */
export function AccountStatusSummary({ accountState }: { accountState: Profile['accountState'] }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const localPath = useLocalPath();
  const state = KNOWN_STATES.includes(accountState.state) ? accountState.state : 'other';
  return (
    <div className={styles.summary}>
      <div className={styles.stateRow}>
        <span className={styles.badge} data-state={state}>
          {t(`accountStatusComp.states.${state}`)}
        </span>
        {accountState.until && (
          <span className={styles.until}>
            {t('accountStatusComp.until', { date: formatDateTime(accountState.until, language) })}
          </span>
        )}
      </div>
      <p>{t(`accountStatusComp.explain.${state}`)}</p>
      {state === 'active' && <p className={formStyles.muted}>{t('accountStatusComp.takeBreakHint')}</p>}
      {WITHDRAWAL_OPEN_STATES.includes(state) && <RestrictedWithdrawal />}
      <div className={formStyles.actions}>
        {state === 'locked' || state === 'other' ? (
          <SiteLink className={formStyles.textLink} to={localPath('info/contact-us')}>
            {t('accountStatusComp.contact')}
          </SiteLink>
        ) : (
          <SiteLink className={formStyles.textLink} to={localPath('info/responsible-gaming')}>
            {t('accountStatusComp.responsibleGaming')}
          </SiteLink>
        )}
      </div>
    </div>
  );
}

/**
 * During a break or a self-exclusion the player's cash stays theirs to withdraw. Offered on the
 * terms the withdrawal modal opens on (a real-money account with cash above 0); the modal's own
 * checks (identity verification, a verified contact channel) then apply as for anyone.
 */
function RestrictedWithdrawal() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const balances = useQuery(balancesQuery);
  const realAccount = session.state === 'player' && session.profile?.userStatus === 'real';
  if (!realAccount || !balances.data || balances.data.cashMinor <= 0) return null;
  return (
    <div className={styles.withdrawal}>
      <p>{t('accountStatusComp.withdrawal.text')}</p>
      <SiteLink
        className={buttonClassName('primary', 'sm')}
        to={cashierLinkOf(location.pathname, location.search, { withdraw: 'true' })}
      >
        {t('accountStatusComp.withdrawal.action')}
      </SiteLink>
    </div>
  );
}
