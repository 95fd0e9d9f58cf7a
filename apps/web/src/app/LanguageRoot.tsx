import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { activateLanguage } from '../lib/i18n/i18n';
import { isSiteLanguage, type SiteLanguage } from '../lib/i18n/languages';
import { normaliseLanguage } from '../lib/i18n/resolve-language';
import { SiteLanguageProvider } from '../lib/i18n/site-language';
import { useSiteContext } from '../lib/site-context/site-context';
import { LOCAL_KEYS, writeStorage } from '../lib/storage/keys';
import { RootRedirect } from './RootRedirect';

/**
 * Everything under /{lang}: a first segment that is not a language is a path without a prefix
 * (handed to RootRedirect); sv and, outside Greece, el move to en. The catalogue loads before
 * the page renders.
 */
export function LanguageRoot() {
  const { lang } = useParams();
  const location = useLocation();
  const context = useSiteContext();
  const [loaded, setLoaded] = useState<SiteLanguage | null>(null);
  const valid = isSiteLanguage(lang);
  const normalised = valid ? normaliseLanguage(lang, context.data?.countryCode) : undefined;
  // Greek needs the country to decide; every other language is settled by the url alone.
  const waitingForCountry = lang === 'el' && context.isPending;

  useEffect(() => {
    if (!valid || normalised !== lang) return;
    let cancelled = false;
    writeStorage('local', LOCAL_KEYS.language, lang);
    void activateLanguage(lang).then(() => !cancelled && setLoaded(lang));
    return () => {
      cancelled = true;
    };
  }, [lang, normalised, valid]);

  if (!valid) return <RootRedirect />;
  if (waitingForCountry) return null;
  if (normalised !== lang) {
    const rest = location.pathname.slice(lang.length + 1);
    return <Navigate to={`/${normalised}${rest}${location.search}${location.hash}`} replace />;
  }
  if (loaded !== lang) return null;
  return (
    <SiteLanguageProvider language={lang}>
      <Outlet />
    </SiteLanguageProvider>
  );
}
