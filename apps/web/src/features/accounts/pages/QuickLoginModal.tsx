import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../../components/Modal';
import { withoutQueryParam } from '../../../lib/navigation/login-redirect';
import { releaseOverlay } from '../../../lib/overlays/overlay-store';
import styles from '../components/forms.module.css';
import { LoginForm } from '../components/LoginForm';
import { RegisterLink } from '../components/RegisterLink';

/**
 * The quick-login modal of the quicklogin query parameter (spec 2.2, 2.3): the login form over
 * the current page. The app renders it while the overlay store's active overlay is 'quickLogin';
 * closing it releases the overlay and drops the parameter. After login the player stays on the
 * page unless the redirect order says otherwise.
 */
export function QuickLoginModal({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  const release = useCallback(() => {
    releaseOverlay('quickLogin');
    onClose?.();
  }, [onClose]);

  const close = useCallback(() => {
    release();
    if (new URLSearchParams(location.search).has('quicklogin')) {
      navigate(withoutQueryParam(`${location.pathname}${location.search}`, 'quicklogin'), { replace: true });
    }
  }, [release, navigate, location.pathname, location.search]);

  return (
    <Modal open onClose={close} title={t('loginComp.quickTitle')} description={t('loginComp.quickLead')} size="sm">
      <div className={styles.stack}>
        <LoginForm stayOnPage onLoggedIn={release} onLeave={release} />
        <div className={styles.muted}>
          <RegisterLink onLeave={release} />
        </div>
      </div>
    </Modal>
  );
}
