import { type ComponentProps, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Logo } from '../../../components/Logo';
import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { useSession } from '../../../lib/session/session-queries';
import { usePopup } from '../hooks/layout-store';
import { useIsMobile, useMediaQuery } from '../hooks/use-media-query';
import { useScrollDerived } from '../hooks/use-window-scroll';
import { SMALL_PHONE_WIDTH_MAX_PX } from '../layout-constants';
import { isHeaderScrolled } from '../rules/header-scroll';
import { GuestActions } from './GuestActions';
import styles from './Header.module.css';
import { HeaderTabs } from './HeaderTabs';
import { Icon } from './icons';
import { StoreLanguageDropdown } from './LanguageDropdown';
import { preloadSideMenu } from './SideMenu';

// A guest's page never needs the player's actions (balance, pending withdrawals, pause account).
const playerActions = lazyPart(() => import('./PlayerActions').then((module) => module.PlayerActions));

function MenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = usePopup('sideMenu');
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-label={t('headerComp.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      onPointerEnter={preloadSideMenu}
      onFocus={preloadSideMenu}
    >
      <Icon name="menu" size={22} />
    </button>
  );
}

/** Casino lobby urls: the search opens on the lobby in view; elsewhere on the slots lobby. */
const CASINO_LOBBY_PATH = /^\/[^/]+\/casino(\/|$)/;

/** Spec 2.7: the desktop header's search button opens the lobby search (the lobby reads ?search). */
function GameSearchLink() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const { pathname, search } = useLocation();
  const onLobby = CASINO_LOBBY_PATH.test(pathname);
  const params = new URLSearchParams(onLobby ? search : '');
  params.set('search', params.get('search') ?? '');
  return (
    <SiteLink
      className={styles.iconButton}
      to={`${onLobby ? pathname : localPath('casino/slots')}?${params.toString()}`}
      aria-label={t('gamingComp.searchLabel')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    </SiteLink>
  );
}

/**
 * The player's actions, loaded with the player's session; after a failed load the next navigation
 * tries again. Only this slot follows the location, so a navigation that changes nothing in the
 * header (a cashier opening in the query) does not render the whole header again.
 */
function PlayerActionsSlot(props: ComponentProps<typeof playerActions.Component>) {
  const location = useLocation();
  return (
    <PartBoundary resetKey={location}>
      <playerActions.Component {...props} />
    </PartBoundary>
  );
}

/**
 * The site header (spec 2.7). Desktop: menu, logo, tabs, language, and the visitor's or player's
 * actions; it takes a scrolled style past 10 px. Mobile (≤ 992 px): logo, the player's icons or
 * the guest's buttons, and the menu button; compact under 480 px.
 */
export const Header = memo(function Header() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const session = useSession();
  const mobile = useIsMobile();
  const smallPhone = useMediaQuery(`(max-width: ${SMALL_PHONE_WIDTH_MAX_PX}px)`);
  const scrolled = useScrollDerived((scrollY) => isHeaderScrolled(scrollY, mobile), false);

  return (
    <header
      className={[styles.header, scrolled ? styles.scrolled : '', smallPhone ? styles.compact : ''].join(' ')}
      data-layout={mobile ? 'mobile' : 'desktop'}
    >
      <div className={styles.bar}>
        {!mobile && <MenuButton />}
        <SiteLink className={styles.logoLink} to={localPath()} aria-label={t('headerComp.homeLink')}>
          <Logo size={smallPhone ? 'sm' : 'md'} markOnly={smallPhone} />
        </SiteLink>
        {!mobile && <HeaderTabs />}
        <div className={styles.actions}>
          {!mobile && <GameSearchLink />}
          {!mobile && <StoreLanguageDropdown variant="header" />}
          {session.state === 'guest' && <GuestActions />}
          {session.state === 'player' && <PlayerActionsSlot profile={session.profile} mobile={mobile} />}
        </div>
        {mobile && <MenuButton />}
      </div>
    </header>
  );
});
