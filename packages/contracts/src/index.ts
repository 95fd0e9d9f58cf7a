export { ErrorBodySchema, HealthSchema } from './errors';
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
