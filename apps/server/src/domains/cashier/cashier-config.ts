import { CURRENCIES } from '@vauhti/contracts';
import {
  CASHIER_TYPES,
  type CashierType,
  PAY_AND_PLAY_METHODS,
  type PayAndPlayMethod,
} from '@vauhti/contracts/cashier';
import { z } from 'zod';
import { COUNTRIES } from '../../reference/countries';
import type { Environment } from '../../reference/environments';

export { CASHIER_TYPES, type CashierType, PAY_AND_PLAY_METHODS, type PayAndPlayMethod };

/** The key of the quick-amount list used for a currency that has none of its own (spec part 1 section 3). */
export const DEFAULT_AMOUNTS_KEY = 'DEFAULT';

/** At most this many quick amounts per currency: the deposit step shows them as one row of radio buttons. */
const QUICK_AMOUNTS_MAX = 8;
/** The spec's fixed list of campaign affiliate ids has 21 entries (spec part 1 sections 5 and 9). */
const CAMPAIGN_COUNT = 21;

export type CashierConfig = {
  cashierTypeDefault: CashierType;
  /** Countries (ISO alpha-2) whose players get another cashier than the default. */
  cashierTypeByCountry: Readonly<Record<string, CashierType>>;
  /** Quick deposit amounts in whole major units per currency code, plus the DEFAULT list. */
  quickAmounts: Readonly<Record<string, readonly number[]>>;
  /** Affiliate link ids whose play-money players have the higher minimum deposit. */
  campaignAffiliateIds: readonly string[];
  payAndPlayCountries: readonly string[];
  /** Countries whose players are never asked to verify a contact channel before a deposit or withdrawal. */
  channelVerificationExemptCountries: readonly string[];
  /** Registration step 3 (the one-time code) is switched off, so no channel check at the cashier either. */
  registrationStep3Exempt: boolean;
  pnpType: PayAndPlayMethod;
  /** This site is the Romanian-licensed one: RON players need identity (and address) documents. */
  romanianKycSite: boolean;
  /** On the Romanian site, a RON player without verified identity may deposit while lifetime deposits stay below this. */
  kycDepositThresholdMinor: number;
  /** How long a cashier session (the hosted cashier's sessionId) lives. */
  sessionMinutes: number;
  /** The brand id sent to the provider with every session (attributes.labelId). */
  labelId: string;
};

const CountryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'an ISO 3166-1 alpha-2 code')
  .transform((code) => code.toUpperCase());

const CashierTypeByCountrySchema = z.record(CountryCodeSchema, z.enum(CASHIER_TYPES));

const QuickAmountsSchema = z
  .record(
    z.string().regex(/^([A-Z]{3}|DEFAULT)$/, 'a currency code or DEFAULT'),
    z.array(z.number().int().positive()).min(1).max(QUICK_AMOUNTS_MAX),
  )
  .refine((amounts) => DEFAULT_AMOUNTS_KEY in amounts, 'must have a DEFAULT list')
  .refine(
    (amounts) => Object.keys(amounts).every((code) => code === DEFAULT_AMOUNTS_KEY || CURRENCIES.has(code)),
    'names a currency the platform does not know',
  );

const BooleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

const EnvironmentSchema = z.object({
  CASHIER_TYPE_DEFAULT: z.enum(CASHIER_TYPES).default('internal'),
  CASHIER_TYPE_BY_COUNTRY: z.string().default('{}'),
  CASHIER_AMOUNTS: z.string().optional(),
  CAMPAIGN_AFFILIATE_IDS: z.string().optional(),
  PAY_AND_PLAY_COUNTRIES: z.string().default('FI,SE'),
  CHANNEL_VERIFICATION_EXEMPT_COUNTRIES: z.string().optional(),
  REGISTRATION_STEP3_EXEMPT: BooleanText.default(false),
  PNP_TYPE: z.enum(PAY_AND_PLAY_METHODS).default('TRUSTLY'),
  ROMANIAN_KYC_SITE: BooleanText.default(false),
  KYC_DEPOSIT_THRESHOLD_MINOR: z.coerce.number().int().min(0).default(100_000),
  CASHIER_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  LABEL_ID: z.string().trim().min(1).max(100).default('vauhti'),
});

const DEFAULT_QUICK_AMOUNTS: Record<string, number[]> = {
  EUR: [20, 50, 100, 200],
  SEK: [200, 500, 1000, 2000],
  NOK: [200, 500, 1000, 2000],
  [DEFAULT_AMOUNTS_KEY]: [20, 50, 100, 200],
};

/** Placeholder campaign ids for development: the real 21 ids come from the marketing team's list. */
const DEFAULT_CAMPAIGN_AFFILIATE_IDS = Array.from(
  { length: CAMPAIGN_COUNT },
  (_, index) => `campaign-${String(index + 1).padStart(2, '0')}`,
);

/**
 * By default the countries where identity skips registration step 3 (players identified by a
 * national e-ID), so the cashier and registration agree on who never receives a one-time code.
 */
const DEFAULT_CHANNEL_EXEMPT_COUNTRIES = [...COUNTRIES.values()]
  .filter((country) => country.otpExempt)
  .map((country) => country.code);

/** Reads the cashier's settings (each documented in the domain README); a bad value stops the start. */
export function cashierConfigOf(environment: NodeJS.ProcessEnv, _nodeEnvironment: Environment): CashierConfig {
  const env = EnvironmentSchema.parse(environment);
  return {
    cashierTypeDefault: env.CASHIER_TYPE_DEFAULT,
    cashierTypeByCountry: parseJsonSetting(
      'CASHIER_TYPE_BY_COUNTRY',
      env.CASHIER_TYPE_BY_COUNTRY,
      CashierTypeByCountrySchema,
    ),
    quickAmounts:
      env.CASHIER_AMOUNTS === undefined
        ? DEFAULT_QUICK_AMOUNTS
        : parseJsonSetting('CASHIER_AMOUNTS', env.CASHIER_AMOUNTS, QuickAmountsSchema),
    campaignAffiliateIds:
      env.CAMPAIGN_AFFILIATE_IDS === undefined ? DEFAULT_CAMPAIGN_AFFILIATE_IDS : idList(env.CAMPAIGN_AFFILIATE_IDS),
    payAndPlayCountries: countryList('PAY_AND_PLAY_COUNTRIES', env.PAY_AND_PLAY_COUNTRIES),
    channelVerificationExemptCountries:
      env.CHANNEL_VERIFICATION_EXEMPT_COUNTRIES === undefined
        ? DEFAULT_CHANNEL_EXEMPT_COUNTRIES
        : countryList('CHANNEL_VERIFICATION_EXEMPT_COUNTRIES', env.CHANNEL_VERIFICATION_EXEMPT_COUNTRIES),
    registrationStep3Exempt: env.REGISTRATION_STEP3_EXEMPT,
    pnpType: env.PNP_TYPE,
    romanianKycSite: env.ROMANIAN_KYC_SITE,
    kycDepositThresholdMinor: env.KYC_DEPOSIT_THRESHOLD_MINOR,
    sessionMinutes: env.CASHIER_SESSION_MINUTES,
    labelId: env.LABEL_ID,
  };
}

/** The cashier a player of this country opens (CASHIER_TYPE_BY_COUNTRY, else CASHIER_TYPE_DEFAULT). */
export function cashierTypeOf(config: CashierConfig, countryCode: string): CashierType {
  return config.cashierTypeByCountry[countryCode.trim().toUpperCase()] ?? config.cashierTypeDefault;
}

function parseJsonSetting<T>(name: string, text: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${name} must be JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new Error(`${name}${where}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

function idList(text: string): string[] {
  return [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean);
}

function countryList(name: string, text: string): string[] {
  return idList(text).map((code) => {
    const parsed = CountryCodeSchema.safeParse(code);
    if (!parsed.success) throw new Error(`${name}: ${code} is not an ISO 3166-1 alpha-2 code`);
    return parsed.data;
  });
}
