import type { AmlVerificationStatus } from '@vauhti/contracts/cashier';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { PageCard } from '../../../components/PageCard';
import { SiteLink } from '../../../components/SiteLink';
import { Spinner } from '../../../components/Spinner';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { type AmlPolling, useAmlVerification } from '../api/get-aml-verification';
import styles from '../components/aml/Aml.module.css';
import { AmlLoadFailed, AmlVerifiedCard } from '../components/aml/AmlCards';
import { AmlStart } from '../components/aml/AmlStart';
import { ShieldIcon } from '../components/aml/ShieldIcon';
import { useContinueAfterVerification } from '../components/aml/use-continue-target';

/** While the result has not arrived the page asks again this often, this many times. */
export const AML_RESULT_POLL_INTERVAL_MS = 2_000;
export const AML_RESULT_POLLS_MAX = 10;

const pollWhilePending: AmlPolling = (status, answers) =>
  status?.latest?.state === 'pending' && answers <= AML_RESULT_POLLS_MAX ? AML_RESULT_POLL_INTERVAL_MS : false;

type Outcome = 'approved' | 'rejected' | 'expired' | 'pending' | 'none';

function outcomeOf(status: AmlVerificationStatus): Outcome {
  // Verified without a pending demand reads as approved, whatever session came last.
  if (!status.thirdPartyRequired && status.identityStatus === 'verified') return 'approved';
  return status.latest?.state ?? 'none';
}

/**
 * {lang}/amlinformation (login required): where the provider's verification page returns the
 * player. The result is the platform's (it asks the provider while the session is pending, and
 * this page asks again a few times); approved, the player continues to the page the cashier sent
 * them from, where the deposit opens again.
 */
export function AmlInformationPage() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const status = useAmlVerification(pollWhilePending);
  const next = useContinueAfterVerification();
  usePageSeo({
    titleKey: 'amlComp.seo.informationTitle',
    descriptionKey: 'amlComp.seo.description',
    keywordsKey: 'amlComp.seo.keywords',
  });
  const outcome = status.data ? outcomeOf(status.data) : null;

  // A result arriving while the player waits moves the screen reader to it.
  useEffect(() => {
    if (outcome && outcome !== 'pending') document.getElementById('aml-title')?.focus();
  }, [outcome]);

  if (status.isPending) return <Spinner label={t('common.loading')} />;
  if (status.isError || !status.data) {
    return (
      <AmlLoadFailed title={t('amlComp.information.title')} error={status.error} onRetry={() => status.refetch()} />
    );
  }
  const stillWaiting = outcome === 'pending' && status.answers > AML_RESULT_POLLS_MAX;
  switch (outcome) {
    case 'approved':
      return (
        <AmlVerifiedCard
          title={t('amlComp.information.approvedTitle')}
          text={t('amlComp.information.approvedText')}
          onContinue={next.go}
        />
      );
    case 'pending':
      return (
        <PageCard width="large" titleId="aml-title" title={t('amlComp.information.pendingTitle')} icon={<ShieldIcon />}>
          <div className={styles.body}>
            <p role="status">
              {t(stillWaiting ? 'amlComp.information.stillPendingText' : 'amlComp.information.pendingText')}
            </p>
            {stillWaiting ? (
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => status.refetch()} busy={status.isFetching}>
                  {t('amlComp.information.checkAgain')}
                </Button>
              </div>
            ) : (
              <Spinner label={t('amlComp.information.waiting')} />
            )}
          </div>
        </PageCard>
      );
    case 'rejected':
    case 'expired':
      return (
        <PageCard
          width="large"
          titleId="aml-title"
          title={t(`amlComp.information.${outcome}Title`)}
          lead={t(`amlComp.information.${outcome}Text`)}
          icon={<ShieldIcon tone="failed" />}
        >
          <AmlStart again />
          <SiteLink className={styles.textLink} to={localPath('info/contact-us')}>
            {t('amlComp.information.contact')}
          </SiteLink>
        </PageCard>
      );
    default:
      return (
        <PageCard
          width="large"
          titleId="aml-title"
          title={t('amlComp.information.noneTitle')}
          lead={t('amlComp.information.noneText')}
          icon={<ShieldIcon />}
        >
          <AmlStart />
        </PageCard>
      );
  }
}
