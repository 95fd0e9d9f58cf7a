import type { CatalogueProvider, GamesCatalogue } from '@vauhti/contracts/games';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { providerLogoUrl } from '../../../lib/games/game-art';
import styles from './Lobby.module.css';

type ProviderFilterProps = {
  providers: readonly CatalogueProvider[];
  selected: readonly string[];
  art: Pick<GamesCatalogue, 'gamePath' | 'providerLogoPath'>;
  onChange: (codes: string[]) => void;
};

/**
 * The studio filter (spec 2.3): a button that opens a list of studios with their logos, several
 * of which may be ticked. Escape or a click outside closes it, focus returns to the button.
 */
export const ProviderFilter = memo(function ProviderFilter({
  providers,
  selected,
  art,
  onChange,
}: ProviderFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chosen = new Set(selected);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    rootRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = (code: string) => {
    const next = new Set(chosen);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    onChange(providers.map((provider) => provider.code).filter((candidate) => next.has(candidate)));
  };

  return (
    <div className={styles.providers} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.toolButton} ${selected.length > 0 ? styles.toolButtonActive : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>
          {selected.length > 0
            ? t('gamingComp.providersSelected', { count: selected.length })
            : t('gamingComp.providers')}
        </span>
      </button>
      {open && (
        <div id={panelId} className={styles.providerPanel}>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset does not shrink and scroll inside the flex panel */}
          <div className={styles.providerList} role="group" aria-label={t('gamingComp.providers')}>
            {providers.map((provider) => (
              <label key={provider.code} className={styles.provider}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={chosen.has(provider.code)}
                  onChange={() => toggle(provider.code)}
                />
                <img
                  className={styles.providerLogo}
                  src={providerLogoUrl(art, provider.code)}
                  alt=""
                  width={64}
                  height={32}
                  loading="lazy"
                />
                <span className={styles.providerName}>{provider.name}</span>
                <span className={styles.providerCount}>{provider.gameCount}</span>
              </label>
            ))}
          </div>
          <button
            type="button"
            className={styles.clearProviders}
            onClick={() => onChange([])}
            disabled={selected.length === 0}
          >
            {t('gamingComp.clearProviders')}
          </button>
        </div>
      )}
    </div>
  );
});
