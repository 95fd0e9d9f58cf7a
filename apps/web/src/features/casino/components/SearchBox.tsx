import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Lobby.module.css';

type SearchBoxProps = {
  value: string;
  onChange: (text: string) => void;
  /** Changes whenever something asks for the box to take focus (the header's search button). */
  focusRequest: string | null;
};

/** The lobby's game search: results replace the grid while it holds text (spec 2.3, 2.7). */
export function SearchBox({ value, onChange, focusRequest }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequest !== null) inputRef.current?.focus();
  }, [focusRequest]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (Safari 16); the role works everywhere
    <div className={styles.search} role="search">
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('gamingComp.searchLabel')}
      </label>
      <svg
        className={styles.searchIcon}
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <input
        ref={inputRef}
        id={id}
        className={styles.searchInput}
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t('gamingComp.searchPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value && (
        <button
          type="button"
          className={styles.searchClear}
          aria-label={t('gamingComp.clearSearch')}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
