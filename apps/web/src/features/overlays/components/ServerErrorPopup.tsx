import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { SiteLink } from '../../../components/SiteLink';
import { broadcast } from '../../../lib/events/site-events';
import { RichText } from '../../../lib/i18n/RichText';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { siteContextQuery } from '../../../lib/site-context/site-context';
import type { ServerErrorMessage } from '../hooks/use-site-error-messages';
import { serverErrorCloseActionOf } from '../server-error-close';
import { ErrorMark } from './ErrorMark';
import { SafeMessage } from './SafeMessage';
import styles from './ServerErrorPopup.module.css';

/** After a root-url error the country is broadcast again this long after the context reload (spec 9). */
export const ROOT_ERROR_COUNTRY_BROADCAST_DELAY_MS = 1_000;

/** The error list entry that marks an account-status problem: no contact link then (spec 8). */
const ACCOUNT_STATUS_ERROR = 'accountStatus';

/**
 * After an error at the site's root: the site context is read again and, a second later, the
 * visitor's country broadcast again so features that depend on it start over (spec 4 and 9).
 */
function reloadSiteContext(queryClient: QueryClient) {
  const reloaded = queryClient.fetchQuery({ ...siteContextQuery, staleTime: 0 }).catch(() => undefined);
  setTimeout(() => {
    void reloaded.then((context) => {
      if (context?.countryCode) broadcast('userCountry', { countryCode: context.countryCode });
    });
  }, ROOT_ERROR_COUNTRY_BROADCAST_DELAY_MS);
}

/**
 * The server-error popup (spec 4 and 8): the message (HTML, rendered safely), then comp1 with a
 * link to the contact page, or comp2 without a link when the errors name accountStatus. Closing
 * follows the url that caused the error; a click elsewhere only hides the popup.
 */
export function ServerErrorPopup({ error, onDismiss }: { error: ServerErrorMessage; onDismiss: () => void }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const accountStatus = error.errors?.includes(ACCOUNT_STATUS_ERROR) ?? false;

  const closeAndFollow = () => {
    const action = serverErrorCloseActionOf(error.url, window.location.origin);
    onDismiss();
    if (action.kind === 'stay') return;
    const current = `${location.pathname}${location.search}${location.hash}`;
    if (action.to !== current) navigate(action.to);
    if (action.kind === 'reloadRoot') reloadSiteContext(queryClient);
  };

  return (
    <Modal
      open
      size="sm"
      title={t('appComp.serverErrorTitle')}
      tone="error"
      icon={<ErrorMark />}
      onClose={closeAndFollow}
      onEscape={onDismiss}
      onDismissOutside={onDismiss}
    >
      <SafeMessage className={styles.message} html={error.message} />
      <p className={styles.help}>
        {accountStatus ? (
          t('appComp.comp2')
        ) : (
          <RichText
            i18nKey="appComp.comp1"
            components={{
              contact: <SiteLink className={styles.link} to={localPath('info/contact-us')} onClick={onDismiss} />,
            }}
          />
        )}
      </p>
      <div className={styles.actions}>
        <Button onClick={closeAndFollow}>{t('appComp.ok')}</Button>
      </div>
    </Modal>
  );
}
