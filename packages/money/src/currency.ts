/**
 * What the money module knows about a currency: its ISO 4217 minor-unit digits and the symbol
 * the cashiers show. Codes not listed have two minor digits (the ISO default) and show the code.
 */

/** ISO 4217 currencies whose minor unit is not two digits. */
const EXPONENT_EXCEPTIONS: Readonly<Record<string, number>> = {
  // No minor unit.
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // Thousandths.
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // Ten-thousandths (units of account).
  CLF: 4,
  UYW: 4,
};

const DEFAULT_EXPONENT = 2;

const SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  ISK: 'kr',
  CAD: '$',
  AUD: '$',
  NZD: '$',
  MXN: '$',
  CLP: '$',
  PLN: 'zł',
  BRL: 'R$',
  PEN: 'S/',
  JPY: '¥',
  KRW: '₩',
  INR: '₹',
  ZAR: 'R',
  CHF: 'CHF',
  RON: 'lei',
  HUF: 'Ft',
  CZK: 'Kč',
  TRY: '₺',
};

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/** The upper-case code, or a RangeError for anything that is not three letters. */
export function normaliseCurrencyCode(currency: string): string {
  if (!CURRENCY_CODE.test(currency)) {
    throw new RangeError(`currency must be a three-letter ISO 4217 code, got ${JSON.stringify(currency)}`);
  }
  return currency.toUpperCase();
}

/** ISO 4217 minor-unit digits: 2 unless the currency is a known exception. */
export function currencyExponent(currency: string): number {
  return EXPONENT_EXCEPTIONS[normaliseCurrencyCode(currency)] ?? DEFAULT_EXPONENT;
}

/** The symbol the cashiers show (€, kr, zł, R$ ...); the code itself when there is none. */
export function currencySymbol(currency: string): string {
  const code = CURRENCY_CODE.test(currency) ? currency.toUpperCase() : currency;
  return SYMBOLS[code] ?? code;
}

/** Countries that write the symbol after the number whatever the currency (spec part 1, section 5). */
const SYMBOL_AFTER_COUNTRIES: ReadonlySet<string> = new Set(['PE', 'CL']);

/** Spec part 1, section 5: before the number, except for 'kr' and in Peru and Chile. */
export function currencySymbolPosition(symbol: string, countryCode: string): 'before' | 'after' {
  if (symbol.trim().toLowerCase() === 'kr') return 'after';
  return SYMBOL_AFTER_COUNTRIES.has(countryCode.trim().toUpperCase()) ? 'after' : 'before';
}
