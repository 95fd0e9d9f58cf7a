import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { registrationStateOf, useSiteContext } from '../../../lib/site-context/site-context';
import styles from './forms.module.css';

/**
 * "New here?" under a login form: registration, or the pay-and-play entry in pay-and-play
 * countries (the header's registration state, spec 2.7); nothing while the country is unknown.
 */
export function RegisterLink({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const context = useSiteContext();
  const state = registrationStateOf(context.data);
  if (state === 0) return null;
  return (
    <p>
      {t('loginComp.newHere')}{' '}
      {state === 1 ? (
        <SiteLink className={styles.textLink} to={localPath('playnow')} onClick={onLeave}>
          {t('loginComp.payAndPlay')}
        </SiteLink>
      ) : (
        <SiteLink className={styles.textLink} to={localPath('register')} onClick={onLeave}>
          {t('loginComp.register')}
        </SiteLink>
      )}
    </p>
  );
}
