import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import { type SiteContext, useSiteContext } from '../../../lib/site-context/site-context';
import styles from './DevCountryPanel.module.css';

/* The panel's form and links (with their API calls) load when the panel is first opened. */
const panelBody = lazyPart(() => import('./DevPanelBody').then((module) => module.DevPanelBody));

/**
 * The developer country panel: on servers with dev tools (site context devTools) a slim tab on the
 * left edge ('Dev: FI') opens a panel to browse as a visitor from another country, or to go back to
 * the detected one. The tab sits where it covers no content (DevCountryPanel.module.css).
 * Only a platform started in development offers it.
 */
export function DevCountryPanel() {
  const { data: context } = useSiteContext();
  if (!context?.devTools) return null;
  return <DevCountryControl context={context} />;
}

function DevCountryControl({ context }: { context: SiteContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // The body's code could not be loaded (offline): the panel closes, and the next opening tries again.
  const closePanel = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('select, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={styles.root}>
      {open && (
        <section ref={panelRef} id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {t('devToolsComp.title')}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('devToolsComp.close')}
              onClick={() => {
                setOpen(false);
                toggleRef.current?.focus();
              }}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <PartBoundary onLoadError={closePanel}>
            <panelBody.Component context={context} />
          </PartBoundary>
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('devToolsComp.toggleLabel', { country: context.countryCode })}
        onClick={() => setOpen(!open)}
        onPointerEnter={panelBody.preload}
        onFocus={panelBody.preload}
      >
        {t('devToolsComp.toggle', { country: context.countryCode })}
      </button>
    </div>
  );
}
