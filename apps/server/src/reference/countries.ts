import { CURRENCIES } from '@vauhti/contracts';
import type { OtpChannel } from '@vauhti/contracts/accounts';
import type { SiteLanguage } from './languages';

/** The regulator whose rules an account plays under. */
export type Jurisdiction = 'MGA' | 'SGA' | 'DGA' | 'GGL' | 'EMTA' | 'DGOJ' | 'UKGC' | 'KSA' | 'ANJ' | 'ONJN';

export type { OtpChannel };

export type CountryConfig = {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  defaultCurrency: string;
  /** Currencies an account of this country may hold; the default is always one of them. */
  currencies: readonly string[];
  defaultLanguage: SiteLanguage;
  jurisdiction: Jurisdiction;
  /** Registration step 2 asks for a national id, validated by national-id.ts. */
  requiresNationalId: boolean;
  /** Registration step 3 (one-time code over SMS or e-mail) is skipped. */
  otpExempt: boolean;
  /** The channel step 3 uses first; the other channel is the fallback a player may pick. */
  otpChannel: OtpChannel;
  /** The site shows the pay-and-play entry (bank identification at deposit) instead of sign-up. */
  payAndPlay: boolean;
  /** False: the site shows the restricted-registration notice and the API refuses sign-up. */
  registrationAllowed: boolean;
  /**
   * The zone whose calendar decides a player's age. For a country spanning zones it is the
   * westernmost, where a birthday arrives last, so no one is let in early anywhere in the country.
   */
  timeZone: string;
};

type Row = Omit<CountryConfig, 'currencies'> & { extraCurrencies?: string[] };

/*
 * Product decisions for the sandbox, to be confirmed by compliance before any real launch
 * (see README.md): registration is refused where the operator holds no licence and online casino
 * is closed to foreign operators (US, GB, FR, NL). The national id is required where the
 * regulator ties accounts to it and the id has a standard, checkable format (the Nordics, EE, ES).
 * OTP-exempt countries are those whose players are identified by a national e-ID (BankID, MitID)
 * before they can deposit, so a phone or e-mail code adds nothing there.
 */
const ROWS: Row[] = [
  country('FI', 'Finland', 'EUR', 'fi', 'MGA', { nationalId: true, pnp: true, zone: 'Europe/Helsinki' }),
  country('NO', 'Norway', 'NOK', 'no', 'MGA', { nationalId: true, extra: ['EUR'], zone: 'Europe/Oslo' }),
  country('SE', 'Sweden', 'SEK', 'en', 'SGA', {
    nationalId: true,
    otpExempt: true,
    pnp: true,
    extra: ['EUR'],
    zone: 'Europe/Stockholm',
  }),
  country('DK', 'Denmark', 'DKK', 'en', 'DGA', {
    nationalId: true,
    otpExempt: true,
    extra: ['EUR'],
    zone: 'Europe/Copenhagen',
  }),
  country('EE', 'Estonia', 'EUR', 'en', 'EMTA', { nationalId: true, pnp: true, zone: 'Europe/Tallinn' }),
  country('DE', 'Germany', 'EUR', 'de', 'GGL', { channel: 'email', zone: 'Europe/Berlin' }),
  country('AT', 'Austria', 'EUR', 'de', 'MGA', { channel: 'email', zone: 'Europe/Vienna' }),
  country('CH', 'Switzerland', 'CHF', 'ch', 'MGA', { channel: 'email', extra: ['EUR'], zone: 'Europe/Zurich' }),
  country('FR', 'France', 'EUR', 'fr', 'ANJ', { channel: 'email', blocked: true, zone: 'Europe/Paris' }),
  country('JP', 'Japan', 'JPY', 'ja', 'MGA', { channel: 'email', extra: ['USD'], zone: 'Asia/Tokyo' }),
  country('CA', 'Canada', 'CAD', 'cd', 'MGA', { channel: 'email', extra: ['USD'], zone: 'America/Vancouver' }),
  country('NZ', 'New Zealand', 'NZD', 'nz', 'MGA', { channel: 'email', extra: ['USD'], zone: 'Pacific/Auckland' }),
  country('KR', 'South Korea', 'KRW', 'ko', 'MGA', { channel: 'email', extra: ['USD'], zone: 'Asia/Seoul' }),
  country('PL', 'Poland', 'PLN', 'pl', 'MGA', { extra: ['EUR'], zone: 'Europe/Warsaw' }),
  country('RO', 'Romania', 'RON', 'ro', 'ONJN', { extra: ['EUR'], zone: 'Europe/Bucharest' }),
  country('HU', 'Hungary', 'HUF', 'hu', 'MGA', { extra: ['EUR'], zone: 'Europe/Budapest' }),
  country('EC', 'Ecuador', 'USD', 'ec', 'MGA', { channel: 'email', zone: 'Pacific/Galapagos' }),
  country('PE', 'Peru', 'PEN', 'pe', 'MGA', { channel: 'email', extra: ['USD'], zone: 'America/Lima' }),
  country('CL', 'Chile', 'CLP', 'cl', 'MGA', { channel: 'email', extra: ['USD'], zone: 'Pacific/Easter' }),
  country('IE', 'Ireland', 'EUR', 'ei', 'MGA', { zone: 'Europe/Dublin' }),
  country('GR', 'Greece', 'EUR', 'el', 'MGA', { zone: 'Europe/Athens' }),
  country('ES', 'Spain', 'EUR', 'en', 'DGOJ', { nationalId: true, zone: 'Atlantic/Canary' }),
  country('GB', 'United Kingdom', 'GBP', 'en', 'UKGC', { blocked: true, zone: 'Europe/London' }),
  country('US', 'United States', 'USD', 'en', 'MGA', { channel: 'email', blocked: true, zone: 'Pacific/Pago_Pago' }),
  country('NL', 'Netherlands', 'EUR', 'en', 'KSA', { channel: 'email', blocked: true, zone: 'Europe/Amsterdam' }),
];

function country(
  code: string,
  name: string,
  defaultCurrency: string,
  defaultLanguage: SiteLanguage,
  jurisdiction: Jurisdiction,
  options: {
    zone: string;
    nationalId?: boolean;
    otpExempt?: boolean;
    channel?: OtpChannel;
    pnp?: boolean;
    blocked?: boolean;
    extra?: string[];
  },
): Row {
  return {
    code,
    name,
    defaultCurrency,
    defaultLanguage,
    jurisdiction,
    requiresNationalId: options.nationalId ?? false,
    otpExempt: options.otpExempt ?? false,
    otpChannel: options.channel ?? 'sms',
    payAndPlay: options.pnp ?? false,
    registrationAllowed: !(options.blocked ?? false),
    timeZone: options.zone,
    extraCurrencies: options.extra ?? [],
  };
}

export const COUNTRIES: ReadonlyMap<string, CountryConfig> = new Map(
  ROWS.map(({ extraCurrencies, ...row }) => [
    row.code,
    { ...row, currencies: [row.defaultCurrency, ...(extraCurrencies ?? [])] },
  ]),
);

for (const config of COUNTRIES.values()) {
  for (const currency of config.currencies) {
    if (!CURRENCIES.has(currency)) throw new Error(`country ${config.code} names unknown currency ${currency}`);
  }
}

/** The configuration of a country by ISO code, in any letter case; undefined when unknown. */
export function findCountry(code: string): CountryConfig | undefined {
  return COUNTRIES.get(code.trim().toUpperCase());
}

export function otherChannel(channel: OtpChannel): OtpChannel {
  return channel === 'sms' ? 'email' : 'sms';
}
