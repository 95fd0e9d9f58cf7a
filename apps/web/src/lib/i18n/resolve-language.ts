import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from './languages';

export type LanguageSources = {
  /** The first path segment of the url, if any. */
  urlPrefix: string | undefined;
  /** The language stored from an earlier visit (local storage langCode). */
  stored: string | null | undefined;
  /** The configured language of the visitor's country, once the country is known. */
  countryLanguage: string | undefined;
  countryCode: string | undefined;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
};

/** sv maps to en; el is kept only for visitors whose country is GR (spec part 2, section 1). */
export function normaliseLanguage(language: SiteLanguage, countryCode: string | undefined): SiteLanguage {
  if (language === 'sv') return DEFAULT_LANGUAGE;
  if (language === 'el' && countryCode !== 'GR') return DEFAULT_LANGUAGE;
  return language;
}

/** A browser language tag (fi-FI, nb, en-NZ) as a site language, if there is one. */
export function siteLanguageOfBrowserTag(tag: string): SiteLanguage | undefined {
  const [base = '', region = ''] = tag.toLowerCase().split('-');
  if ((base === 'nb' || base === 'nn' || base === 'no') && isSiteLanguage('no')) return 'no';
  if (base === 'en') {
    const regional: Record<string, SiteLanguage> = { ca: 'cd', nz: 'nz', ie: 'ei' };
    return regional[region] ?? 'en';
  }
  if (base === 'es') {
    const regional: Record<string, SiteLanguage> = { ec: 'ec', pe: 'pe', cl: 'cl' };
    return regional[region];
  }
  if (base === 'de' && region === 'ch') return 'ch';
  return isSiteLanguage(base) ? base : undefined;
}

/**
 * The language to show: the url prefix, else the stored language, else the country's language,
 * else the browser's, else en, each normalised by the sv and el rules.
 */
export function resolveLanguage(sources: LanguageSources): SiteLanguage {
  const candidates: (string | null | undefined)[] = [sources.urlPrefix, sources.stored, sources.countryLanguage];
  for (const candidate of candidates) {
    if (isSiteLanguage(candidate)) return normaliseLanguage(candidate, sources.countryCode);
  }
  for (const tag of sources.browserLanguages) {
    const language = siteLanguageOfBrowserTag(tag);
    if (language) return normaliseLanguage(language, sources.countryCode);
  }
  return DEFAULT_LANGUAGE;
}
