import { LANGUAGE_INFO, type SiteLanguage } from './languages';

/*
 * Numbers in the visitor's locale: the part of format.ts that the first load needs (the home
 * page's catalogue counts), in a module of its own so the money rules stay out of it.
 */

export function localeOf(language: SiteLanguage): string {
  return LANGUAGE_INFO[language].locale;
}

/**
 * Number formatters are costly to build (locale data is resolved each time) and a cashier screen
 * formats dozens of amounts per render: each one is built once per locale and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A number in the language's locale. Below 1000 every locale of the site writes a whole number as
 * its plain digits (format.test.ts checks each against Intl), so those need no formatter: the
 * page's first Intl.NumberFormat loads the locale's data, about 50 ms of the home page's first
 * render at full CPU speed for its catalogue counts.
 */
export function formatNumber(value: number, language: SiteLanguage): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(localeOf(language), {}).format(value);
}
