import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/Button';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath } from '../../../lib/i18n/site-language';
import styles from './forms.module.css';

/** Shown instead of the sign-up form where the platform accepts no new players (registrationMode 'restricted'). */
export function RestrictedRegistration({ countryName }: { countryName: string | undefined }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  return (
    <div className={styles.stack} role="status">
      <p>
        {countryName
          ? t('registerComp.restricted.text', { country: countryName })
          : t('registerComp.restricted.textNoCountry')}
      </p>
      <p className={styles.muted}>{t('registerComp.restricted.existing')}</p>
      <div className={styles.actions}>
        <SiteLink className={buttonClassName('primary')} to={localPath('login')}>
          {t('registerComp.restricted.login')}
        </SiteLink>
        <SiteLink className={styles.textLink} to={localPath('info/contact-us')}>
          {t('registerComp.restricted.contact')}
        </SiteLink>
      </div>
    </div>
  );
}
