import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSportsbookAvailable } from '../../../lib/site-features/availability';
import { activeTabOf } from '../rules/active-tab';
import { headerTabs, withText } from '../rules/nav-items';
import styles from './Header.module.css';
import { NavItemLink } from './NavItemLink';

/** The desktop header tabs (spec 2.7), the current one marked from the url. */
export function HeaderTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sportsAvailable = useSportsbookAvailable();
  const active = activeTabOf(pathname);
  const tabs = withText(headerTabs({ sportsAvailable }), t);
  return (
    <nav className={styles.tabs} aria-label={t('headerComp.mainNavigation')}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <NavItemLink item={tab} active={tab.tab === active} className={styles.tab} showIcon={false} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
