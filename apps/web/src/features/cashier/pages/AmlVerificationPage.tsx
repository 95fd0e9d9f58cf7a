import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/PageCard';
import { Spinner } from '../../../components/Spinner';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useAmlVerification } from '../api/get-aml-verification';
import { AmlLoadFailed, AmlVerifiedCard } from '../components/aml/AmlCards';
import { AmlStart } from '../components/aml/AmlStart';
import { ShieldIcon } from '../components/aml/ShieldIcon';
import { useContinueAfterVerification } from '../components/aml/use-continue-target';
import { Notice } from '../components/limits/Notice';

/**
 * {lang}/amlverification (login required): where the cashier sends a player whose gate answered
 * KYC_REQUIRED (spec part 1 section 4). It says why an identity check is needed and starts the
 * provider's verification; a player already verified is told so and goes on.
 */
export function AmlVerificationPage() {
  const { t } = useTranslation();
  const status = useAmlVerification();
  const next = useContinueAfterVerification();
  usePageSeo({
    titleKey: 'amlComp.seo.verificationTitle',
    descriptionKey: 'amlComp.seo.description',
    keywordsKey: 'amlComp.seo.keywords',
  });

  if (status.isPending) return <Spinner label={t('common.loading')} />;
  if (status.isError) {
    return (
      <AmlLoadFailed title={t('amlComp.verification.title')} error={status.error} onRetry={() => status.refetch()} />
    );
  }
  const { thirdPartyRequired, identityStatus, latest } = status.data;
  if (!thirdPartyRequired && identityStatus === 'verified') {
    return (
      <AmlVerifiedCard
        title={t('amlComp.verification.verifiedTitle')}
        text={t('amlComp.verification.verifiedText')}
        onContinue={next.go}
      />
    );
  }
  return (
    <PageCard
      width="large"
      titleId="aml-title"
      title={t('amlComp.verification.title')}
      lead={t('amlComp.verification.lead')}
      icon={<ShieldIcon />}
    >
      {latest?.state === 'rejected' && (
        <Notice tone="note">
          <p>{t('amlComp.verification.lastRejected')}</p>
        </Notice>
      )}
      <AmlStart again={latest !== null} />
    </PageCard>
  );
}
