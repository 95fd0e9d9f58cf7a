import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/Button';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { registrationStateOf, useSiteContext } from '../../../lib/site-context/site-context';
import styles from './Header.module.css';

/**
 * Logged-out actions (spec 2.7): log in, and register where the country allows normal sign-up
 * (state 2) or the pay-and-play deposit button (state 1); while the country is unknown (state 0)
 * neither shows.
 */
export function GuestActions({ layout = 'row' }: { layout?: 'row' | 'stack' }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const { data: context } = useSiteContext();
  const state = registrationStateOf(context);
  const size = layout === 'stack' ? 'md' : 'sm';
  return (
    <div className={layout === 'stack' ? styles.guestStack : styles.guestRow}>
      <SiteLink className={buttonClassName('secondary', size)} to={localPath('login')}>
        {t('headerComp.login')}
      </SiteLink>
      {state === 2 && (
        <SiteLink className={buttonClassName('primary', size)} to={localPath('register')}>
          {t('headerComp.register')}
        </SiteLink>
      )}
      {state === 1 && (
        <SiteLink className={buttonClassName('primary', size)} to={localPath('payandplay')}>
          {t('headerComp.payAndPlay')}
        </SiteLink>
      )}
    </div>
  );
}
