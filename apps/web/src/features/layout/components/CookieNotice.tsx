import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { LOCAL_KEYS, readStorage, writeStorage } from '../../../lib/storage/keys';
import styles from './CookieNotice.module.css';
import { Icon } from './icons';

/**
 * The cookie notice bar (spec 2.12): its text, a link to the cookie policy and a close button.
 * Closing it is remembered in local storage (enableCookie), so it stays closed.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const [closed, setClosed] = useState(() => readStorage('local', LOCAL_KEYS.cookieNoticeClosed) !== null);
  if (closed) return null;

  const close = () => {
    writeStorage('local', LOCAL_KEYS.cookieNoticeClosed, 'true');
    setClosed(true);
  };

  return (
    <section className={styles.notice} aria-label={t('footerComp.cookieNoticeLabel')}>
      <p className={styles.text}>
        {t('footerComp.cookiePolicyPopup')}{' '}
        <SiteLink className={styles.link} to={localPath('info/cookie-policy')}>
          {t('footerComp.cookiePolicyLink')}
        </SiteLink>
      </p>
      <button type="button" className={styles.close} onClick={close} aria-label={t('footerComp.closeCookieNotice')}>
        <Icon name="close" />
      </button>
    </section>
  );
}
