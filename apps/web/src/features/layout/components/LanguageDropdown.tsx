import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../../lib/i18n/change-language';
import { LANGUAGE_INFO, type SiteLanguage, selectableLanguages } from '../../../lib/i18n/languages';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { useSiteContext } from '../../../lib/site-context/site-context';
import { usePopup } from '../hooks/layout-store';
import { useDismiss } from '../hooks/use-dismiss';
import { useIsMobile } from '../hooks/use-media-query';
import { useOnWindowScroll } from '../hooks/use-window-scroll';
import { Flag } from './Flag';
import { Icon } from './icons';
import styles from './LanguageDropdown.module.css';

type Variant = 'header' | 'footer' | 'menu';

type LanguageDropdownProps = {
  variant: Variant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const options = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const index = options.indexOf(document.activeElement as HTMLButtonElement);
  const targets: Record<string, number> = {
    ArrowDown: (index + 1) % options.length,
    ArrowUp: (index - 1 + options.length) % options.length,
    Home: 0,
    End: options.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  options[target]?.focus();
}

/**
 * The language dropdown with a flag per language (spec 2.7 and 2.12). It offers the selectable
 * languages of the visitor's country (no sv; Greek only in Greece); the footer's shows the
 * countries too. Choosing one runs the language change of spec section 4.
 */
export function LanguageDropdown({ variant, open, onOpenChange }: LanguageDropdownProps) {
  const { t } = useTranslation();
  const current = useSiteLanguage();
  const { data: context } = useSiteContext();
  const changeLanguage = useChangeLanguage();
  const mobile = useIsMobile();
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const footer = variant === 'footer';

  // The footer's list closes on its overlay rather than on any outside press, and on scroll on mobile.
  useDismiss({ open, close, containerRef, toggleRef, outsidePress: !footer });
  useOnWindowScroll(open && footer && mobile, close);

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, [open]);

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

  const choose = (language: SiteLanguage) => {
    close();
    void changeLanguage(language);
  };

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
        <ul
          ref={listRef}
          id={listId}
          className={styles.list}
          aria-label={t('languageComp.options')}
          onKeyDown={moveFocus}
        >
          {selectableLanguages(context?.countryCode).map((language) => {
            const option = LANGUAGE_INFO[language];
            return (
              <li key={language}>
                <button
                  type="button"
                  className={styles.option}
                  aria-current={language === current ? 'true' : undefined}
                  onClick={() => choose(language)}
                >
                  <Flag code={option.flag} className={styles.flag} />
                  <span className={styles.optionText}>
                    <span lang={option.locale} className={styles.optionLabel}>
                      {option.label}
                    </span>
                    {footer && <span className={styles.country}>{t(`languageComp.countries.${language}`)}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
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
