import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import { LANGUAGE_INFO } from '../../../lib/i18n/languages';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { usePopup } from '../hooks/layout-store';
import { useDismiss } from '../hooks/use-dismiss';
import { useIsMobile } from '../hooks/use-media-query';
import { useOnWindowScroll } from '../hooks/use-window-scroll';
import { Flag } from './Flag';
import { Icon } from './icons';
import styles from './LanguageDropdown.module.css';

// The open list (and the language change behind it) loads when first wanted, not with the page.
const languageList = lazyPart(() => import('./LanguageList').then((module) => module.LanguageList));

type Variant = 'header' | 'footer' | 'menu';

type LanguageDropdownProps = {
  variant: Variant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The language dropdown with a flag per language (spec 2.7 and 2.12). It offers the selectable
 * languages of the visitor's country (no sv; Greek only in Greece); the footer's shows the
 * countries too. Choosing one runs the language change of spec section 4 (LanguageList.tsx).
 */
export function LanguageDropdown({ variant, open, onOpenChange }: LanguageDropdownProps) {
  const { t } = useTranslation();
  const current = useSiteLanguage();
  const mobile = useIsMobile();
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const footer = variant === 'footer';

  // The footer's list closes on its overlay rather than on any outside press, and on scroll on mobile.
  useDismiss({ open, close, containerRef, toggleRef, outsidePress: !footer });
  useOnWindowScroll(open && footer && mobile, close);

  // Tabbing out closes it; a press elsewhere (no related target) is left to the outside-press rule.
  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !container.contains(next)) close();
    };
    container.addEventListener('focusout', onFocusOut);
    return () => container.removeEventListener('focusout', onFocusOut);
  }, [open, close]);

  const info = LANGUAGE_INFO[current];
  return (
    <div className={styles.dropdown} data-variant={variant} ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('languageComp.toggle', { language: info.label })}
        onClick={() => onOpenChange(!open)}
        onPointerEnter={languageList.preload}
        onFocus={languageList.preload}
      >
        <Flag code={info.flag} className={styles.flag} />
        {variant === 'header' ? (
          <span className={styles.code}>{current.toUpperCase()}</span>
        ) : (
          <span className={styles.toggleText}>
            <span lang={info.locale}>{info.label}</span>
            {footer && <span className={styles.country}>{t(`languageComp.countries.${current}`)}</span>}
          </span>
        )}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      {open && footer && (
        // A pointer-only backdrop (aria-hidden); keyboard users close the list with Escape or Tab.
        <div className={styles.overlay} data-testid="language-overlay" onClick={close} aria-hidden="true" />
      )}
      {open && (
        // The list's code could not be loaded (offline): the dropdown closes, the next opening tries again.
        <PartBoundary onLoadError={close}>
          <languageList.Component id={listId} withCountries={footer} onChoose={close} />
        </PartBoundary>
      )}
    </div>
  );
}

/** The header's and footer's dropdowns share the one-open-at-a-time store with the other popups. */
export function StoreLanguageDropdown({ variant }: { variant: 'header' | 'footer' }) {
  const [open, setOpen] = usePopup(variant === 'header' ? 'headerLanguage' : 'footerLanguage');
  return <LanguageDropdown variant={variant} open={open} onOpenChange={setOpen} />;
}

/** Inside the side menu the dropdown keeps its own state, so opening it leaves the menu open. */
export function MenuLanguageDropdown() {
  const [open, setOpen] = useState(false);
  return <LanguageDropdown variant="menu" open={open} onOpenChange={setOpen} />;
}
