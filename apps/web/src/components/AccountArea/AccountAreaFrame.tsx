import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocalPath } from '../../lib/i18n/site-language';
import { ACCOUNT_AREA_TABS, ACCOUNT_TAB_PATH, type AccountAreaTab } from '../../lib/navigation/account-area';
import { useSession } from '../../lib/session/session-queries';
import styles from './AccountAreaFrame.module.css';

/** Router state of a tab change made with the keyboard: the next page focuses its tab. */
type TabNavigationState = { focusAccountTab?: boolean };

type AccountAreaFrameProps = {
  selected: AccountAreaTab;
  /** A message above the tabs (the welcome after registration). */
  banner?: ReactNode;
  children: ReactNode;
};

/**
 * The account area ({lang}/myaccount...): its title, the player's greeting, the tab list of every
 * account tab (each its own url, so features other than accounts fill their tabs on their own
 * routes) and the selected tab's panel. Arrow keys, Home and End move between tabs as the ARIA
 * tabs pattern asks; the tab then shown takes the focus.
 */
export function AccountAreaFrame({ selected, banner, children }: AccountAreaFrameProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const session = useSession();
  const profile = session.state === 'player' ? session.profile : undefined;
  const tabRefs = useRef(new Map<AccountAreaTab, HTMLButtonElement>());
  const tabList = useRef<HTMLDivElement>(null);

  // On phones the tabs are a strip wider than the screen: the selected one is scrolled into sight.
  useLayoutEffect(() => {
    const list = tabList.current;
    const tab = tabRefs.current.get(selected);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [selected]);

  useEffect(() => {
    if ((location.state as TabNavigationState | null)?.focusAccountTab) tabRefs.current.get(selected)?.focus();
  }, [location.state, selected]);

  const select = (tab: AccountAreaTab, fromKeyboard: boolean) => {
    const state: TabNavigationState = { focusAccountTab: fromKeyboard };
    navigate(localPath(ACCOUNT_TAB_PATH[tab]), { state });
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = ACCOUNT_AREA_TABS.indexOf(selected);
    const count = ACCOUNT_AREA_TABS.length;
    const moves: Record<string, number> = {
      // The list is a row on phones and a column on desktops: both pairs of arrows move.
      ArrowRight: (index + 1) % count,
      ArrowDown: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = ACCOUNT_AREA_TABS[next];
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
      {banner}
      <div className={styles.layout}>
        <div ref={tabList} role="tablist" aria-label={t('myAccountComp.tabsLabel')} className={styles.tabs}>
          {ACCOUNT_AREA_TABS.map((tab) => (
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
          {children}
        </div>
      </div>
    </section>
  );
}
