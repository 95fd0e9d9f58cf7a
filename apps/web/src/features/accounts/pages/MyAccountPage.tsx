import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useSession } from '../../../lib/session/session-queries';
import type { Profile } from '../../../lib/session/session-types';
import { AccountStatusSummary } from '../components/AccountStatusSummary';
import { FormAlert } from '../components/FormAlert';
import { PasswordTab } from '../components/PasswordTab';
import { ProfileTab } from '../components/ProfileTab';
import { TransactionsTab } from '../components/TransactionsTab';
import { ACCOUNT_TABS, type AccountTab, accountTabOf, TAB_SECTION } from '../rules/account-sections';
import styles from './MyAccountPage.module.css';

/** Router state of a tab change made with the keyboard: the new page focuses its tab. */
type TabNavigationState = { focusAccountTab?: boolean };

/**
 * {lang}/myaccount and {lang}/myaccount/:section (login required): the account area as tabs
 * (profile, password, transactions, account status), each with its own url. Areas that other
 * features build (cashier history, bonuses, limits, reality check, preference centre, data
 * access) have no tab yet; their urls (?page=..., /cashier, /bonuses) open the profile.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const { section } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const session = useSession();
  const profile = session.state === 'player' ? session.profile : undefined;
  const selected = accountTabOf(section);
  const tabRefs = useRef(new Map<AccountTab, HTMLButtonElement>());
  usePageSeo({
    titleKey: 'myAccountComp.seo.title',
    descriptionKey: 'myAccountComp.seo.description',
    keywordsKey: 'myAccountComp.seo.keywords',
  });

  useEffect(() => {
    if ((location.state as TabNavigationState | null)?.focusAccountTab) tabRefs.current.get(selected)?.focus();
  }, [location.state, selected]);

  const select = (tab: AccountTab, fromKeyboard: boolean) => {
    const sectionPath = TAB_SECTION[tab];
    const state: TabNavigationState = { focusAccountTab: fromKeyboard };
    navigate(localPath(sectionPath ? `myaccount/${sectionPath}` : 'myaccount'), { state });
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = ACCOUNT_TABS.indexOf(selected);
    const moves: Record<string, number> = {
      // The list is a row on phones and a column on desktops: both pairs of arrows move.
      ArrowRight: (index + 1) % ACCOUNT_TABS.length,
      ArrowDown: (index + 1) % ACCOUNT_TABS.length,
      ArrowLeft: (index - 1 + ACCOUNT_TABS.length) % ACCOUNT_TABS.length,
      ArrowUp: (index - 1 + ACCOUNT_TABS.length) % ACCOUNT_TABS.length,
      Home: 0,
      End: ACCOUNT_TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = ACCOUNT_TABS[next];
    if (tab) select(tab, true);
  };

  const name = profile?.firstName ?? profile?.screenName ?? null;
  return (
    <section className={styles.page} aria-labelledby="my-account-title">
      <header className={styles.header}>
        <h1 id="my-account-title" className={styles.title}>
          {t('myAccountComp.title')}
        </h1>
        {name && <p className={styles.greeting}>{t('myAccountComp.greeting', { name })}</p>}
      </header>
      {searchParams.get('from') === 'reg' && <FormAlert tone="success">{t('myAccountComp.welcome')}</FormAlert>}
      <div className={styles.layout}>
        <div role="tablist" aria-label={t('myAccountComp.tabsLabel')} className={styles.tabs}>
          {ACCOUNT_TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabRefs.current.set(tab, element);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`account-tab-${tab}`}
              aria-selected={tab === selected}
              aria-controls="account-panel"
              tabIndex={tab === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab, false)}
              onKeyDown={onTabKeyDown}
            >
              {t(`myAccountComp.tabs.${tab}`)}
            </button>
          ))}
        </div>
        <div id="account-panel" role="tabpanel" aria-labelledby={`account-tab-${selected}`} className={styles.panel}>
          <h2 className={styles.panelTitle}>{t(`myAccountComp.tabs.${selected}`)}</h2>
          {profile ? <TabContent tab={selected} profile={profile} /> : <Spinner label={t('common.loading')} />}
        </div>
      </div>
    </section>
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
