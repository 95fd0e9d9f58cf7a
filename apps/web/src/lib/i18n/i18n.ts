import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { takeEarlyResponse } from '../api/early-requests';
import { catalogueUrl, LANGUAGE_INFO, type SiteLanguage } from './languages';

/** The build's catalogue hash; tests and the dev server without the plugin use 'dev'. */
const LOCALES_VERSION = typeof __LOCALES_VERSION__ === 'string' ? __LOCALES_VERSION__ : 'dev';

export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | undefined;

function initialise() {
  initialised ??= i18n.use(initReactI18next).init({
    resources: {},
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnEmptyString: true,
    react: { useSuspense: false },
  });
  return initialised;
}

async function fetchCatalogue(catalogue: string): Promise<Record<string, unknown>> {
  const url = catalogueUrl(catalogue, LOCALES_VERSION);
  // index.html starts the visitor's catalogue download before the scripts load.
  const response = (await takeEarlyResponse(url)?.catch(() => undefined)) ?? (await fetch(url));
  if (!response.ok) throw new Error(`translation catalogue ${catalogue} answered ${response.status}`);
  return response.json();
}

/**
 * Loads the catalogue an edition reads (once per catalogue) and switches to it. The site renders
 * only after this resolves, so no untranslated key ever flashes on screen.
 */
export async function activateLanguage(language: SiteLanguage): Promise<void> {
  await initialise();
  const { catalogue } = LANGUAGE_INFO[language];
  if (!i18n.hasResourceBundle(catalogue, 'translation')) {
    i18n.addResourceBundle(catalogue, 'translation', await fetchCatalogue(catalogue));
  }
  if (i18n.language !== catalogue) await i18n.changeLanguage(catalogue);
  document.documentElement.lang = LANGUAGE_INFO[language].locale;
}

/** Tests: install catalogues directly instead of fetching them. */
export async function installCatalogue(catalogue: string, resources: Record<string, unknown>) {
  await initialise();
  i18n.addResourceBundle(catalogue, 'translation', resources, true, true);
  await i18n.changeLanguage(catalogue);
}
