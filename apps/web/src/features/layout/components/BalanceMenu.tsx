import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import type { Profile } from '../../../lib/session/session-types';
import { usePopup } from '../hooks/layout-store';
import { useDismiss, useOnNavigation } from '../hooks/use-dismiss';
import { BalancePanel } from './BalancePanel';
import styles from './BalancePanel.module.css';
import { Icon } from './icons';
import { useBalanceFigures } from './use-balance-figures';

const sheet = lazyPart(() => import('./BalanceSheetDialog').then((module) => module.BalanceSheetDialog));

/** Desktop: the balance button (total balance) and its dropdown. */
export function BalanceDropdown({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = usePopup('balance');
  const figures = useBalanceFigures();
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss({ open, close, containerRef, toggleRef });

  const total = figures === null || figures === 'error' ? '…' : figures.total;
  return (
    <div className={styles.dropdown} ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.avatar}>
          <Icon name="user" size={18} />
        </span>
        <span className={styles.toggleText}>
          <span className={styles.toggleLabel}>{t('balanceComp.total')}</span>
          <span className={styles.toggleAmount}>{total}</span>
        </span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      {open && (
        <section id={panelId} className={styles.popover} aria-label={t('balanceComp.accountMenu')}>
          <BalancePanel profile={profile} showGreeting withActions={false} />
        </section>
      )}
    </div>
  );
}

/**
 * Mobile: the user icon opens the same content as a bottom sheet (a dialog: focus trapped, Escape
 * closes, focus back on the icon). The sheet's code loads when it is first opened (fetched ahead
 * on pointer enter or focus of the icon), then stays mounted.
 */
export function BalanceSheet({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = usePopup('balance');
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const sheetId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useOnNavigation(close);
  // The code could not be loaded (offline): the sheet counts as closed, and the next opening tries again.
  const onLoadError = useCallback(() => {
    setMounted(false);
    close();
  }, [close]);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-label={t('headerComp.accountMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
        onPointerEnter={sheet.preload}
        onFocus={sheet.preload}
      >
        <Icon name="user" />
      </button>
      {mounted && (
        <PartBoundary resetKey={open} onLoadError={onLoadError}>
          <sheet.Component id={sheetId} open={open} onOpenChange={setOpen} profile={profile} opener={buttonRef} />
        </PartBoundary>
      )}
    </>
  );
}
