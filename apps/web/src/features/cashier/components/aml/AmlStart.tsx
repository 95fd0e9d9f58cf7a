import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ApiError } from '../../../../lib/api/client';
import { errorText } from '../../../../lib/api/error-text';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { amlVerificationKey } from '../../api/get-aml-verification';
import { useStartAmlVerification } from '../../api/start-aml-verification';
import { Notice } from '../limits/Notice';
import styles from './Aml.module.css';
import { leaveSiteFor } from './leave-site';

/**
 * Why the check is asked for, what it takes, and the button that starts it: the platform opens a
 * session at the provider and the player goes to its page in this window. Where they come back to
 * afterwards (the cashier they were in) is already remembered as the previous url.
 */
export function AmlStart({ again = false }: { again?: boolean }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const queryClient = useQueryClient();
  const start = useStartAmlVerification();

  const onStart = () =>
    start.mutate(language, {
      onSuccess: (session) => leaveSiteFor(session.url),
      onError: (error) => {
        // Verified meanwhile (another tab): the page reads the status again and shows that.
        if (error instanceof ApiError && error.code === 'IDENTITY_ALREADY_VERIFIED') {
          void queryClient.invalidateQueries({ queryKey: amlVerificationKey });
        }
      },
    });

  const leaving = start.isPending || start.isSuccess;
  return (
    <div className={styles.body}>
      <p className={styles.text}>{t('amlComp.verification.why')}</p>
      <ol className={styles.steps}>
        <li>{t('amlComp.verification.step1')}</li>
        <li>{t('amlComp.verification.step2')}</li>
        <li>{t('amlComp.verification.step3')}</li>
      </ol>
      {start.isError && !(start.error instanceof ApiError && start.error.code === 'IDENTITY_ALREADY_VERIFIED') && (
        <Notice tone="error">
          <p>{t('amlComp.verification.startError')}</p>
          <p>{errorText(t, start.error)}</p>
        </Notice>
      )}
      <div className={styles.actions}>
        <Button size="lg" busy={leaving} disabled={leaving} onClick={onStart}>
          {t(again ? 'amlComp.verification.startAgain' : 'amlComp.verification.start')}
        </Button>
      </div>
      <p className={styles.muted}>{t('amlComp.verification.privacy')}</p>
    </div>
  );
}
