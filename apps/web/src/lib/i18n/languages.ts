import {
  CONTENT_LANGUAGE_OF,
  CONTENT_LANGUAGES,
  type ContentLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@vauhti/contracts/languages';

/*
 * The site's language editions (spec part 2, section 1): the list, and which catalogue each reads,
 * are the platform's (@vauhti/contracts/languages); here is what the site adds for each edition.
 * vite.config.ts loads this module (through build/); the site's build script loads its config with
 * Vite's module runner (--configLoader runner), which compiles the contracts' TypeScript as it does
 * the site's.
 */
export { isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from '@vauhti/contracts/languages';

/** The languages that have a full translation catalogue of their own (the platform's content languages). */
export { CONTENT_LANGUAGES as CATALOGUE_LANGUAGES, type ContentLanguage as CatalogueLanguage };

export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

type LanguageInfo = {
  /** The catalogue (and static-page language) this edition reads. */
  catalogue: ContentLanguage;
  /** BCP 47 locale for Intl formatting and the html lang attribute. */
  locale: string;
  /** The name shown in the language dropdown, in the language itself. */
  label: string;
  /** ISO 3166-1 alpha-2 of the flag the dropdown shows. */
  flag: string;
};

const EDITIONS: Record<SiteLanguage, Omit<LanguageInfo, 'catalogue'>> = {
  en: { locale: 'en-GB', label: 'English', flag: 'GB' },
  fi: { locale: 'fi-FI', label: 'Suomi', flag: 'FI' },
  no: { locale: 'nb-NO', label: 'Norsk', flag: 'NO' },
  // Swedish visitors get the English edition (spec: sv maps to en); kept so old links resolve.
  sv: { locale: 'en-GB', label: 'English', flag: 'SE' },
  de: { locale: 'de-DE', label: 'Deutsch', flag: 'DE' },
  ja: { locale: 'ja-JP', label: '日本語', flag: 'JP' },
  cd: { locale: 'en-CA', label: 'Canada', flag: 'CA' },
  nz: { locale: 'en-NZ', label: 'New Zealand', flag: 'NZ' },
  fr: { locale: 'fr-FR', label: 'Français', flag: 'FR' },
  ko: { locale: 'ko-KR', label: '한국어', flag: 'KR' },
  pl: { locale: 'pl-PL', label: 'Polski', flag: 'PL' },
  ro: { locale: 'ro-RO', label: 'Română', flag: 'RO' },
  hu: { locale: 'hu-HU', label: 'Magyar', flag: 'HU' },
  ec: { locale: 'es-EC', label: 'Ecuador', flag: 'EC' },
  pe: { locale: 'es-PE', label: 'Perú', flag: 'PE' },
  cl: { locale: 'es-CL', label: 'Chile', flag: 'CL' },
  ei: { locale: 'en-IE', label: 'Ireland', flag: 'IE' },
  el: { locale: 'el-GR', label: 'Ελληνικά', flag: 'GR' },
  ch: { locale: 'de-CH', label: 'Schweiz', flag: 'CH' },
};

/** Each edition's catalogue (the platform's CONTENT_LANGUAGE_OF), locale, label and flag. */
export const LANGUAGE_INFO = Object.fromEntries(
  SITE_LANGUAGES.map((language) => [language, { catalogue: CONTENT_LANGUAGE_OF[language], ...EDITIONS[language] }]),
) as Record<SiteLanguage, LanguageInfo>;

/**
 * The languages a visitor may pick in the dropdowns: sv is not offered (it is the English
 * edition) and Greek only to visitors from Greece.
 */
export function selectableLanguages(countryCode: string | undefined): SiteLanguage[] {
  return SITE_LANGUAGES.filter((language) => language !== 'sv' && (language !== 'el' || countryCode === 'GR'));
}

/**
 * Languages of cloned sites: editions that read another edition's catalogue, so their pages
 * duplicate that edition's text and are kept out of search indexes.
 */
export function isClonedSiteLanguage(language: SiteLanguage): boolean {
  return LANGUAGE_INFO[language].catalogue !== language;
}

/** Where a catalogue is served (build/locales-plugin.ts); version is the build's catalogue hash. */
export function catalogueUrl(catalogue: ContentLanguage | string, version: string): string {
  return `/locales/${catalogue}.json?v=${version}`;
}
