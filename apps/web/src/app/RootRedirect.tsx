import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { resolveLanguage } from '../lib/i18n/resolve-language';
import { useSiteContext } from '../lib/site-context/site-context';
import { LOCAL_KEYS, readStorage } from '../lib/storage/keys';

/** How long the country lookup may hold up the first page before the browser's language decides. */
const COUNTRY_WAIT_MS_MAX = 3_000;

/**
 * A path without a language prefix ("/", "/login"): resolves the language (stored, country,
 * browser, en) and moves to the same path under it.
 */
export function RootRedirect() {
  const location = useLocation();
  const context = useSiteContext();
  const stored = readStorage('local', LOCAL_KEYS.language);
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUpWaiting(true), COUNTRY_WAIT_MS_MAX);
    return () => clearTimeout(timer);
  }, []);
  if (context.isPending && !stored && !gaveUpWaiting) return null;
  const language = resolveLanguage({
    urlPrefix: undefined,
    stored,
    countryLanguage: context.data?.countryLanguage,
    countryCode: context.data?.countryCode,
    browserLanguages: navigator.languages ?? [navigator.language],
  });
  const rest = location.pathname === '/' ? '' : location.pathname;
  return <Navigate to={`/${language}${rest}${location.search}${location.hash}`} replace />;
}
