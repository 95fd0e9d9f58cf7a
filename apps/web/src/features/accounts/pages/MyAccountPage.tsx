import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AccountAreaFrame } from '../../../components/AccountArea/AccountAreaFrame';
import { Spinner } from '../../../components/Spinner';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useSession } from '../../../lib/session/session-queries';
import type { Profile } from '../../../lib/session/session-types';
import { AccountStatusSummary } from '../components/AccountStatusSummary';
import { FormAlert } from '../components/FormAlert';
import { PasswordTab } from '../components/PasswordTab';
import { ProfileTab } from '../components/ProfileTab';
import { TransactionsTab } from '../components/TransactionsTab';
import { type AccountTab, accountTabOf } from '../rules/account-sections';

/**
 * {lang}/myaccount and {lang}/myaccount/:section (login required): this feature's tabs of the
 * account area (profile, password, transactions, account status), each with its own url, in the
 * area's shared frame. The cashier's tabs (its history, the deposit limits) are the cashier's
 * pages on their own urls; the app's route table picks them. Areas no feature serves yet
 * (bonuses, reality check, the preference centre, data access) open the profile.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const { section } = useParams();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const profile = session.state === 'player' ? session.profile : undefined;
  const selected = accountTabOf(section);
  usePageSeo({
    titleKey: 'myAccountComp.seo.title',
    descriptionKey: 'myAccountComp.seo.description',
    keywordsKey: 'myAccountComp.seo.keywords',
  });
  const welcome =
    searchParams.get('from') === 'reg' ? <FormAlert tone="success">{t('myAccountComp.welcome')}</FormAlert> : null;
  return (
    <AccountAreaFrame selected={selected} banner={welcome}>
      {profile ? <TabContent tab={selected} profile={profile} /> : <Spinner label={t('common.loading')} />}
    </AccountAreaFrame>
  );
}

function TabContent({ tab, profile }: { tab: AccountTab; profile: Profile }) {
  switch (tab) {
    case 'profile':
      return <ProfileTab profile={profile} />;
    case 'password':
      return <PasswordTab email={profile.email} />;
    case 'transactions':
      return <TransactionsTab />;
    case 'status':
      return <AccountStatusSummary accountState={profile.accountState} />;
  }
}
