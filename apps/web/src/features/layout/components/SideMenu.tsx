import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import { usePopup } from '../hooks/layout-store';
import { useOnNavigation } from '../hooks/use-dismiss';

const drawer = lazyPart(() => import('./SideMenuDrawer').then((module) => module.SideMenuDrawer));

/**
 * Fetches the drawer's code ahead of the first opening: the menu buttons call it on pointer enter
 * and focus, so the menu opens at once on the click that follows.
 */
export const preloadSideMenu = drawer.preload;

/**
 * The side menu (spec 2.7). Its drawer (a Radix dialog, see SideMenuDrawer) loads when the menu
 * is first opened and then stays mounted, so closing animates and returns focus as usual. This
 * light part stays on every page: it remembers which button opened the menu and closes the menu
 * on navigation, also while the drawer's code is still on its way.
 */
export function SideMenu() {
  const [open, setOpen] = usePopup('sideMenu');
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  // Radix returns focus to its own trigger; this menu has two openers, so it remembers which one.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useOnNavigation(close);
  // The code could not be loaded (offline): the menu counts as closed, and the next opening tries again.
  const onLoadError = useCallback(() => {
    setMounted(false);
    close();
  }, [close]);

  if (!mounted) return null;
  return (
    <PartBoundary resetKey={open} onLoadError={onLoadError}>
      <drawer.Component open={open} onOpenChange={setOpen} opener={opener} />
    </PartBoundary>
  );
}
