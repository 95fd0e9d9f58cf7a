import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_ANIMATION_MS } from '../gameplay-constants';
import { ControlButton } from './ControlButton';
import styles from './SidePanel.module.css';

type SidePanelProps = {
  id: string;
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A 300 px side panel of the game window (spec 2.8), sliding in over 500 ms (no slide when the
 * visitor prefers reduced motion). Opening moves focus into it, closing gives focus back to the
 * control that opened it, and Escape closes it. Its content stays while it slides out.
 */
export function SidePanel({ id, open, title, onClose, children }: SidePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [rendered, setRendered] = useState(open);

  useEffect(() => {
    if (open) {
      setRendered(true);
      return;
    }
    const timer = window.setTimeout(() => setRendered(false), PANEL_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    target?.focus({ preventScroll: true });
    return () => {
      const back = opener.current;
      // Only when focus was inside the panel: a click elsewhere keeps its own focus.
      if (
        back?.isConnected &&
        (!document.activeElement ||
          panel.current?.contains(document.activeElement) ||
          document.activeElement === document.body)
      ) {
        back.focus({ preventScroll: true });
      }
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <aside
      ref={panel}
      id={id}
      className={styles.panel}
      data-open={open || undefined}
      aria-labelledby={titleId}
      aria-hidden={!open || undefined}
      inert={!open}
      tabIndex={-1}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <ControlButton icon="close" label={t('gameWindowComp.closePanel')} onClick={onClose} />
      </header>
      <div className={styles.body} data-scroll-root>
        {rendered || open ? children : null}
      </div>
    </aside>
  );
}
