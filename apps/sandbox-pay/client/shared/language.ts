/**
 * The languages the cashier and the lookup speak: the merchant site's twelve (en, fi, no, de,
 * fr, ja, ko, pl, ro, hu, el, es) and Swedish. Every other locale gets English.
 */
export const LANGUAGES = ['en', 'fi', 'sv', 'no', 'de', 'fr', 'es', 'pl', 'ro', 'hu', 'el', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language of a PaymentIQ locale (`fi_FI`, `sv-SE`, `nb_NO`, `de_AT`, `en_GB`). Norwegian
 * arrives as nb, nn or no; all three read the Norwegian catalogue.
 */
export function languageOf(locale: string | null | undefined): Language {
  const code = (locale ?? '').trim().toLowerCase().split(/[_-]/)[0] ?? '';
  if (code === 'nb' || code === 'nn' || code === 'no') return 'no';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** The BCP 47 tag for Intl number formatting and the page's lang attribute. */
export function intlLocaleOf(locale: string | null | undefined): string {
  const language = languageOf(locale);
  const region = (locale ?? '').split(/[_-]/)[1];
  const tag = language === 'no' ? 'nb' : language;
  return region && /^[A-Za-z]{2}$/.test(region) ? `${tag}-${region.toUpperCase()}` : tag;
}

/** Fills `{name}` placeholders; a missing parameter leaves the placeholder visible rather than "undefined". */
export function fill(template: string, parameters: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in parameters ? String(parameters[name]) : whole,
  );
}
