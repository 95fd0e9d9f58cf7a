import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { useLogout, useSession } from '../../../lib/session/session-queries';
import {
  useBonusesPageAvailable,
  useLiveChatAvailable,
  usePromoRacesEnabled,
  useSportsbookAvailable,
} from '../../../lib/site-features/availability';
import { openSuspendAccount } from '../hooks/layout-store';
import { useNow } from '../hooks/use-now';
import { CHAT_HOURS_RECHECK_MS } from '../layout-constants';
import { activeTabOf } from '../rules/active-tab';
import { isChatOpen } from '../rules/chat-hours';
import { withText } from '../rules/nav-items';
import { sideMenuGroups } from '../rules/side-menu-groups';
import { GuestActions } from './GuestActions';
import { Icon } from './icons';
import { MenuLanguageDropdown } from './LanguageDropdown';
import { NavItemLink } from './NavItemLink';
import styles from './SideMenu.module.css';

/**
 * Whether the support chat is open now by the translated CET hours, re-checked while the menu is
 * open; never while there is no chat.
 */
function useChatOpen(enabled: boolean): boolean {
  const { t } = useTranslation();
  const chatAvailable = useLiveChatAvailable();
  const now = useNow(CHAT_HOURS_RECHECK_MS, enabled && chatAvailable);
  return chatAvailable && isChatOpen(now, t('sideMenuComp.chatStart'), t('sideMenuComp.chatEnd'));
}

type SideMenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close: whichever button opened the menu. */
  opener: RefObject<HTMLElement | null>;
};

/**
 * The side menu's drawer (spec 2.7): a 300 px drawer on a Radix dialog (focus trapped, Escape and
 * the backdrop close it, focus returns to whatever opened it: the header's menu button or the
 * mobile footer nav's). Items whose translation is empty are left out. Loaded when the menu is
 * first opened (SideMenu).
 */
export function SideMenuDrawer({ open, onOpenChange: setOpen, opener }: SideMenuDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const session = useSession();
  const logout = useLogout();
  const loggedIn = session.state === 'player';
  const groups = sideMenuGroups({
    sportsAvailable: useSportsbookAvailable(),
    promoRacesEnabled: usePromoRacesEnabled(),
    bonusesAvailable: useBonusesPageAvailable(),
    loggedIn,
    chatOpen: useChatOpen(open),
  });
  const active = activeTabOf(pathname);

  const onLogout = async () => {
    setOpen(false);
    // Home first, so a login-only page does not send the logged-out visitor to the login page.
    navigate(localPath());
    await logout();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in the open language list closes only the list.
            const target = event.target instanceof Element ? event.target : null;
            if (target?.closest('[data-variant="menu"]')?.querySelector('[aria-expanded="true"]'))
              event.preventDefault();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('sideMenuComp.title')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('sideMenuComp.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.visuallyHidden}>{t('sideMenuComp.description')}</Dialog.Description>
          {session.state === 'guest' && (
            <div className={styles.guest}>
              <GuestActions layout="stack" />
            </div>
          )}
          <nav className={styles.nav} aria-label={t('sideMenuComp.navigation')}>
            {groups.map((group) => {
              const items = withText(group.items, t);
              if (items.length === 0) return null;
              const headingId = `side-menu-${group.id}`;
              return (
                <section key={group.id} className={styles.group} aria-labelledby={headingId}>
                  <h2 id={headingId} className={styles.groupTitle}>
                    {t(group.headingKey)}
                  </h2>
                  <ul className={styles.list}>
                    {items.map((item) => (
                      <li key={item.id}>
                        <NavItemLink item={item} active={item.tab === active} className={styles.item} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </nav>
          <div className={styles.footer}>
            <MenuLanguageDropdown />
            {loggedIn && (
              <>
                <button type="button" className={styles.item} onClick={openSuspendAccount}>
                  <Icon name="pause" />
                  <span>{t('headerComp.pauseAccount')}</span>
                </button>
                <button type="button" className={styles.item} onClick={onLogout}>
                  <Icon name="logout" />
                  <span>{t('balanceComp.logout')}</span>
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
