import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button } from '../../../components/Button';
import { PageCard } from '../../../components/PageCard';
import { Spinner } from '../../../components/Spinner';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { useAfterLogin } from '../../../lib/navigation/after-login';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useSession } from '../../../lib/session/session-queries';
import { useRegistrationProgress } from '../api/get-registration';
import { FormAlert } from '../components/FormAlert';
import styles from '../components/forms.module.css';
import { OtpVerification } from '../components/OtpVerification';

/**
 * {lang}/otp and {lang}/sms (login required): registration step three on its own, for a player
 * the login redirect order sent here (case 7). Once verified, the redirect order continues.
 */
export function OtpPage() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const session = useSession();
  const progress = useRegistrationProgress(session.state === 'player');
  const afterLogin = useAfterLogin();
  const continuing = useRef(false);
  usePageSeo({
    titleKey: 'otpComp.seo.title',
    descriptionKey: 'otpComp.seo.description',
    keywordsKey: 'otpComp.seo.keywords',
  });

  const continueOn = async () => {
    if (continuing.current) return;
    continuing.current = true;
    await afterLogin({ event: 'continue' });
  };

  const card = (body: ReactNode) => (
    <PageCard titleId="otp-title" title={t('otpComp.title')} lead={t('otpComp.lead')}>
      {body}
    </PageCard>
  );

  if (progress.isError) return card(<FormAlert>{t('otpComp.loadError')}</FormAlert>);
  if (!progress.data) return card(<Spinner label={t('common.loading')} />);
  // Details first: the code step only follows step two.
  if (progress.data.nextStep === 2) return <Navigate to={localPath('register')} replace />;
  if (progress.data.nextStep === null) {
    return card(
      <div className={styles.stack}>
        <FormAlert tone="success">{t('otpComp.alreadyVerified')}</FormAlert>
        <Button size="lg" fullWidth onClick={continueOn}>
          {t('common.continue')}
        </Button>
      </div>,
    );
  }
  return card(
    <OtpVerification
      registration={progress.data}
      onVerified={continueOn}
      onOutOfOrder={async () => {
        await progress.refetch();
      }}
    />,
  );
}
