import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/PageCard';
import { SiteLink } from '../../../components/SiteLink';
import { Spinner } from '../../../components/Spinner';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useSession } from '../../../lib/session/session-queries';
import { AccountStatusSummary } from '../components/AccountStatusSummary';
import styles from '../components/forms.module.css';

/** {lang}/accountstatus (login required; login flag toAccountstatus): the account's state and its end. */
export function AccountStatusPage() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const session = useSession();
  const profile = session.state === 'player' ? session.profile : undefined;
  usePageSeo({
    titleKey: 'accountStatusComp.seo.title',
    descriptionKey: 'accountStatusComp.seo.description',
    keywordsKey: 'accountStatusComp.seo.keywords',
  });
  return (
    <PageCard
      titleId="account-status-title"
      title={t('accountStatusComp.title')}
      lead={t('accountStatusComp.lead')}
      footer={
        <SiteLink className={styles.textLink} to={localPath('myaccount')}>
          {t('accountStatusComp.toMyAccount')}
        </SiteLink>
      }
    >
      {profile ? <AccountStatusSummary accountState={profile.accountState} /> : <Spinner label={t('common.loading')} />}
    </PageCard>
  );
}
