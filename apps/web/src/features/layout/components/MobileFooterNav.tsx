import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePopup } from '../hooks/layout-store';
import { useIsMobile } from '../hooks/use-media-query';
import { activeTabOf } from '../rules/active-tab';
import { MOBILE_FOOTER_ITEMS, withText } from '../rules/nav-items';
import { Icon } from './icons';
import styles from './MobileFooterNav.module.css';
import { NavItemLink } from './NavItemLink';
import { preloadSideMenu, SideMenu } from './SideMenu';
import { SuspendAccountHost } from './suspend/SuspendAccountHost';

/** The fixed 64 px bottom bar of mobile widths (spec 2.3): home, casino, live casino, promotions, menu. */
function FooterBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = usePopup('sideMenu');
  const active = activeTabOf(pathname);
  const menuLabel = t('footersticknavComp.menu');
  return (
    <nav className={styles.bar} aria-label={t('footersticknavComp.label')}>
      <ul className={styles.list}>
        {withText(MOBILE_FOOTER_ITEMS, t).map((item) => (
          <li key={item.id}>
            <NavItemLink item={item} active={item.tab === active} className={styles.item} />
          </li>
        ))}
        {menuLabel && (
          <li>
            <button
              type="button"
              className={styles.item}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(!menuOpen)}
              onPointerEnter={preloadSideMenu}
              onFocus={preloadSideMenu}
            >
              <Icon name="menu" />
              <span>{menuLabel}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The mobile footer nav, shown at 992 px and below. The app shell mounts it on every page, so it
 * also hosts the layout's dialogs: the side menu (opened from the header or this bar) and the
 * suspend-account overlay, which must outlive the logged-in header that opened it.
 */
export const MobileFooterNav = memo(function MobileFooterNav() {
  const mobile = useIsMobile();
  return (
    <>
      {mobile && <FooterBar />}
      <SideMenu />
      <SuspendAccountHost />
    </>
  );
});
