/**
 * The site's language codes (spec part 2, section 1). Some are country editions rather than ISO
 * 639 languages: cd Canada, nz New Zealand, ei Ireland, ch Switzerland, ec Ecuador, pe Peru and
 * cl Chile. Each edition reads the catalogue of a base language and formats dates, numbers and
 * money with its own locale.
 */
export const SITE_LANGUAGES = [
  'en',
  'fi',
  'no',
  'sv',
  'de',
  'ja',
  'cd',
  'nz',
  'fr',
  'ko',
  'pl',
  'ro',
  'hu',
  'ec',
  'pe',
  'cl',
  'ei',
  'el',
  'ch',
] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The languages that have a full translation catalogue of their own. */
export const CATALOGUE_LANGUAGES = ['en', 'fi', 'no', 'de', 'fr', 'ja', 'ko', 'pl', 'ro', 'hu', 'el', 'es'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

type LanguageInfo = {
  /** The catalogue (and static-page language) this edition reads. */
  catalogue: CatalogueLanguage;
  /** BCP 47 locale for Intl formatting and the html lang attribute. */
  locale: string;
  /** The name shown in the language dropdown, in the language itself. */
  label: string;
  /** ISO 3166-1 alpha-2 of the flag the dropdown shows. */
  flag: string;
};

export const LANGUAGE_INFO: Record<SiteLanguage, LanguageInfo> = {
  en: { catalogue: 'en', locale: 'en-GB', label: 'English', flag: 'GB' },
  fi: { catalogue: 'fi', locale: 'fi-FI', label: 'Suomi', flag: 'FI' },
  no: { catalogue: 'no', locale: 'nb-NO', label: 'Norsk', flag: 'NO' },
  // Swedish visitors get the English edition (spec: sv maps to en); kept so old links resolve.
  sv: { catalogue: 'en', locale: 'en-GB', label: 'English', flag: 'SE' },
  de: { catalogue: 'de', locale: 'de-DE', label: 'Deutsch', flag: 'DE' },
  ja: { catalogue: 'ja', locale: 'ja-JP', label: '日本語', flag: 'JP' },
  cd: { catalogue: 'en', locale: 'en-CA', label: 'Canada', flag: 'CA' },
  nz: { catalogue: 'en', locale: 'en-NZ', label: 'New Zealand', flag: 'NZ' },
  fr: { catalogue: 'fr', locale: 'fr-FR', label: 'Français', flag: 'FR' },
  ko: { catalogue: 'ko', locale: 'ko-KR', label: '한국어', flag: 'KR' },
  pl: { catalogue: 'pl', locale: 'pl-PL', label: 'Polski', flag: 'PL' },
  ro: { catalogue: 'ro', locale: 'ro-RO', label: 'Română', flag: 'RO' },
  hu: { catalogue: 'hu', locale: 'hu-HU', label: 'Magyar', flag: 'HU' },
  ec: { catalogue: 'es', locale: 'es-EC', label: 'Ecuador', flag: 'EC' },
  pe: { catalogue: 'es', locale: 'es-PE', label: 'Perú', flag: 'PE' },
  cl: { catalogue: 'es', locale: 'es-CL', label: 'Chile', flag: 'CL' },
  ei: { catalogue: 'en', locale: 'en-IE', label: 'Ireland', flag: 'IE' },
  el: { catalogue: 'el', locale: 'el-GR', label: 'Ελληνικά', flag: 'GR' },
  ch: { catalogue: 'de', locale: 'de-CH', label: 'Schweiz', flag: 'CH' },
};

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

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
export function catalogueUrl(catalogue: CatalogueLanguage | string, version: string): string {
  return `/locales/${catalogue}.json?v=${version}`;
}
