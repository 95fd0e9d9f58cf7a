export { ErrorBodySchema, HealthSchema } from './errors';
export {
  CONTENT_LANGUAGE_OF,
  CONTENT_LANGUAGES,
  type ContentLanguage,
  isSiteLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from './languages';
export {
  AMOUNT_MINOR_MAX,
  type AmountParseError,
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyInfo,
  currencyInfo,
  decimalToMinor,
  minorToDecimal,
} from './money';
