import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { DEFAULT_LANGUAGE, type SiteLanguage } from './languages';

const SiteLanguageContext = createContext<SiteLanguage>(DEFAULT_LANGUAGE);

export function SiteLanguageProvider({ language, children }: { language: SiteLanguage; children: ReactNode }) {
  return <SiteLanguageContext.Provider value={language}>{children}</SiteLanguageContext.Provider>;
}

/** The edition being shown: the {lang} prefix of the current route. */
export function useSiteLanguage(): SiteLanguage {
  return useContext(SiteLanguageContext);
}

/** Builds site paths under the current language prefix: localPath('casino/slots') → /fi/casino/slots. */
export function useLocalPath() {
  const language = useSiteLanguage();
  return useCallback((path = '') => `/${language}${path ? `/${path.replace(/^\//, '')}` : ''}`, [language]);
}
