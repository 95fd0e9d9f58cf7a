import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../../lib/i18n/change-language';
import { LANGUAGE_INFO, type SiteLanguage, selectableLanguages } from '../../../lib/i18n/languages';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { useSiteContext } from '../../../lib/site-context/site-context';
import { Flag } from './Flag';
import styles from './LanguageDropdown.module.css';

/*
 * The language dropdown's open list. LanguageDropdown loads this file when the list is first
 * opened (or a pointer or focus reaches its toggle): the list and the language change behind it
 * are not needed to show the page, so they are not part of the first load.
 */

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

type LanguageListProps = {
  id: string;
  /** The footer's list shows each language's country too. */
  withCountries: boolean;
  /** A language was chosen: the dropdown closes (the language change then runs). */
  onChoose: () => void;
};

/**
 * The selectable languages of the visitor's country (no sv; Greek only in Greece), each with its
 * flag, the current one marked and focused when the list opens. Choosing one runs the language
 * change of spec section 4.
 */
export function LanguageList({ id, withCountries, onChoose }: LanguageListProps) {
  const { t } = useTranslation();
  const current = useSiteLanguage();
  const { data: context } = useSiteContext();
  const changeLanguage = useChangeLanguage();
  const listRef = useRef<HTMLUListElement>(null);

  // The list mounts when the dropdown opens: focus goes to the current language.
  useEffect(() => {
    listRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, []);

  const choose = (language: SiteLanguage) => {
    onChoose();
    void changeLanguage(language);
  };

  return (
    <ul ref={listRef} id={id} className={styles.list} aria-label={t('languageComp.options')} onKeyDown={moveFocus}>
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
                {withCountries && <span className={styles.country}>{t(`languageComp.countries.${language}`)}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
