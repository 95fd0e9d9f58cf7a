import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/SiteLink';
import { formatDateTime } from '../../../lib/i18n/format';
import { useLocalPath, useSiteLanguage } from '../../../lib/i18n/site-language';
import type { Profile } from '../../../lib/session/session-types';
import styles from './AccountStatusSummary.module.css';
import formStyles from './forms.module.css';

const KNOWN_STATES = ['active', 'paused', 'self_excluded', 'locked'];

/**
 * The account's state (active, on a break, self-excluded, locked), when it ends, and what the
 * player can do about it: take a break (the header's pause-account button, spec 2.7), the
 * responsible gaming tools, or support.
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
