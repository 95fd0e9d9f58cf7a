/*
 * The provider's method catalogue: what each payment method looks like in the cashier (names,
 * logos, form fields, how its page opens), where and for what it is offered, and its limits and
 * fees per currency. Limits are major units, as the spec gives them (minTxnLimit 10 means 10.00).
 */
import type { FormField, FrameHeight, MethodLimits, RedirectKind, TransactionKind } from './cashier-facade';

/** Which provider page a deposit of the method goes through. */
export type MethodPage = 'card' | 'bank' | 'ewallet';

export type MethodDefinition = {
  method: string;
  displayName: string;
  icons: string[];
  /** The payment service provider's name, sent as `provider` in merchant calls. */
  psp: string;
  piqGroup: boolean;
  page: MethodPage;
  redirectKind: RedirectKind;
  frameHeight: FrameHeight;
  kinds: readonly TransactionKind[];
  /** ISO country codes the method is offered in; `any` for everywhere. */
  countries: readonly string[] | 'any';
  /** Limits by currency; a currency without an entry is not offered. */
  limits: Readonly<Record<string, MethodLimits>>;
  depositFields: readonly FormField[];
  withdrawalFields: readonly FormField[];
  /** Can identify the payer (pay-and-play) through the bank. */
  payAndPlay: boolean;
};

const NORDICS = ['FI', 'SE', 'NO', 'DK'] as const;
const EUROZONE = ['DE', 'AT', 'NL', 'BE', 'ES', 'EE', 'LV', 'LT', 'IE', 'FR', 'IT', 'PT', 'SK', 'SI'] as const;
const NORDICS_AND_EU = [...NORDICS, ...EUROZONE] as const;

/** Currencies the sandbox offers, and how much bigger their numbers run than the euro's. */
const CURRENCY_SCALE: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1,
  GBP: 1,
  CAD: 1,
  AUD: 1,
  NZD: 1,
  SEK: 10,
  NOK: 10,
  DKK: 10,
};

type LimitBase = Omit<MethodLimits, never>;

/**
 * The same limits in every given currency, scaled for the currencies whose numbers run higher
 * (10 EUR is about 100 SEK). Absolute fees scale with them; a percentage or factor does not.
 */
function limitsIn(currencies: readonly string[], base: LimitBase): Record<string, MethodLimits> {
  const entries = currencies.map((currency) => {
    const scale = CURRENCY_SCALE[currency] ?? 1;
    const feeScale = base.feeType === 'absolute' ? scale : 1;
    return [
      currency,
      {
        minTxnLimit: base.minTxnLimit * scale,
        maxTxnLimit: base.maxTxnLimit * scale,
        feeType: base.feeType,
        feeAmount: base.feeAmount * feeScale,
        minFeeAmount: base.minFeeAmount * scale,
        maxFeeAmount: base.maxFeeAmount * scale,
      },
    ] as const;
  });
  return Object.fromEntries(entries);
}

const ALL_CURRENCIES = Object.keys(CURRENCY_SCALE);
const EURO_AND_NORDIC = ['EUR', 'SEK', 'NOK', 'DKK'];
const NO_FEE = { feeType: 'none', feeAmount: 0, minFeeAmount: 0, maxFeeAmount: 0 } as const;

const CARD_NUMBER: FormField = {
  name: 'cardNumber',
  labelKey: 'field.cardNumber',
  type: 'card-number',
  required: true,
  pattern: '^[0-9]{12,19}$',
  autocomplete: 'cc-number',
};
const EXPIRY_MONTH: FormField = {
  name: 'expiryMonth',
  labelKey: 'field.expiryMonth',
  type: 'expiry-month',
  required: true,
  pattern: '^(0[1-9]|1[0-2])$',
  autocomplete: 'cc-exp-month',
};
const EXPIRY_YEAR: FormField = {
  name: 'expiryYear',
  labelKey: 'field.expiryYear',
  type: 'expiry-year',
  required: true,
  pattern: '^([0-9]{2}|20[0-9]{2})$',
  autocomplete: 'cc-exp-year',
};
const CVV: FormField = {
  name: 'cvv',
  labelKey: 'field.cvv',
  type: 'cvv',
  required: true,
  pattern: '^[0-9]{3,4}$',
  autocomplete: 'cc-csc',
};
const HOLDER_NAME: FormField = {
  name: 'holderName',
  labelKey: 'field.holderName',
  type: 'text',
  required: false,
  pattern: '^.{1,80}$',
  autocomplete: 'cc-name',
};
const CARD_DEPOSIT_FIELDS = [CARD_NUMBER, EXPIRY_MONTH, EXPIRY_YEAR, CVV, HOLDER_NAME];
const CARD_WITHDRAWAL_FIELDS = [CARD_NUMBER, EXPIRY_MONTH, EXPIRY_YEAR, HOLDER_NAME];

const EMAIL: FormField = {
  name: 'email',
  labelKey: 'field.email',
  type: 'email',
  required: true,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  autocomplete: 'email',
};
const PHONE: FormField = {
  name: 'phone',
  labelKey: 'field.phone',
  type: 'tel',
  required: true,
  pattern: '^\\+?[0-9]{7,15}$',
  autocomplete: 'tel',
};
const IBAN: FormField = {
  name: 'iban',
  labelKey: 'field.iban',
  type: 'text',
  required: true,
  pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$',
};
const ACCOUNT_HOLDER: FormField = {
  name: 'accountHolder',
  labelKey: 'field.accountHolder',
  type: 'text',
  required: true,
  pattern: '^.{2,80}$',
  autocomplete: 'name',
};
const IDEAL_BANK: FormField = {
  name: 'bank',
  labelKey: 'field.bank',
  type: 'select',
  required: true,
  pattern: '^(ABNANL2A|INGBNL2A|RABONL2U|SNSBNL2A|ASNBNL21|BUNQNL2A)$',
  options: [
    { value: 'ABNANL2A', labelKey: 'bank.abnamro' },
    { value: 'INGBNL2A', labelKey: 'bank.ing' },
    { value: 'RABONL2U', labelKey: 'bank.rabobank' },
    { value: 'SNSBNL2A', labelKey: 'bank.sns' },
    { value: 'ASNBNL21', labelKey: 'bank.asn' },
    { value: 'BUNQNL2A', labelKey: 'bank.bunq' },
  ],
};
const VENUSPOINT_ID: FormField = {
  name: 'venusPointId',
  labelKey: 'field.venusPointId',
  type: 'text',
  required: true,
  pattern: '^[0-9]{6,10}$',
};
const VENUSPOINT_PASSWORD: FormField = {
  name: 'venusPointPassword',
  labelKey: 'field.password',
  type: 'password',
  required: true,
  pattern: '^.{4,64}$',
  autocomplete: 'current-password',
};

export const METHODS: readonly MethodDefinition[] = [
  {
    method: 'CREDITCARD',
    displayName: 'Credit or debit card',
    icons: ['visa', 'mastercard'],
    psp: 'SandboxAcquirer',
    piqGroup: false,
    page: 'card',
    redirectKind: 'iframe',
    frameHeight: '600px',
    kinds: ['deposit', 'withdrawal'],
    countries: 'any',
    limits: limitsIn(ALL_CURRENCIES, {
      minTxnLimit: 10,
      maxTxnLimit: 5_000,
      feeType: 'percentage',
      feeAmount: 2.5,
      minFeeAmount: 0.5,
      maxFeeAmount: 25,
    }),
    depositFields: CARD_DEPOSIT_FIELDS,
    withdrawalFields: CARD_WITHDRAWAL_FIELDS,
    payAndPlay: false,
  },
  {
    method: 'TRUSTLY',
    displayName: 'Trustly',
    icons: ['trustly'],
    psp: 'Trustly',
    piqGroup: false,
    page: 'bank',
    redirectKind: 'popup',
    frameHeight: '1000px',
    kinds: ['deposit', 'withdrawal'],
    countries: NORDICS_AND_EU,
    limits: limitsIn(EURO_AND_NORDIC, { minTxnLimit: 10, maxTxnLimit: 10_000, ...NO_FEE }),
    depositFields: [],
    withdrawalFields: [],
    payAndPlay: true,
  },
  {
    method: 'ZIMPLER',
    displayName: 'Zimpler',
    icons: ['zimpler'],
    psp: 'Zimpler',
    piqGroup: false,
    page: 'bank',
    redirectKind: 'iframe',
    frameHeight: '600px',
    kinds: ['deposit', 'withdrawal'],
    countries: ['FI', 'SE'],
    limits: limitsIn(['EUR', 'SEK'], { minTxnLimit: 10, maxTxnLimit: 2_000, ...NO_FEE }),
    depositFields: [PHONE],
    withdrawalFields: [PHONE],
    payAndPlay: true,
  },
  {
    method: 'BRITEPLAY',
    displayName: 'Brite',
    icons: ['brite'],
    psp: 'Brite',
    piqGroup: false,
    page: 'bank',
    redirectKind: 'popup',
    frameHeight: '1000px',
    kinds: ['deposit', 'withdrawal'],
    countries: NORDICS_AND_EU,
    limits: limitsIn(EURO_AND_NORDIC, { minTxnLimit: 10, maxTxnLimit: 10_000, ...NO_FEE }),
    depositFields: [],
    withdrawalFields: [],
    payAndPlay: true,
  },
  {
    method: 'SKRILL',
    displayName: 'Skrill',
    icons: ['skrill'],
    psp: 'Skrill',
    piqGroup: false,
    page: 'ewallet',
    redirectKind: 'window',
    frameHeight: '1185px',
    kinds: ['deposit', 'withdrawal'],
    countries: 'any',
    limits: limitsIn(ALL_CURRENCIES, {
      minTxnLimit: 10,
      maxTxnLimit: 3_000,
      feeType: 'absolute',
      feeAmount: 1,
      minFeeAmount: 0,
      maxFeeAmount: 0,
    }),
    depositFields: [EMAIL],
    withdrawalFields: [EMAIL],
    payAndPlay: false,
  },
  {
    method: 'NETELLER',
    displayName: 'Neteller',
    icons: ['neteller'],
    psp: 'Neteller',
    piqGroup: false,
    page: 'ewallet',
    redirectKind: 'window',
    frameHeight: '1185px',
    kinds: ['deposit', 'withdrawal'],
    countries: 'any',
    limits: limitsIn(ALL_CURRENCIES, {
      minTxnLimit: 10,
      maxTxnLimit: 3_000,
      feeType: 'percentage',
      feeAmount: 1.5,
      minFeeAmount: 0.3,
      maxFeeAmount: 15,
    }),
    depositFields: [EMAIL],
    withdrawalFields: [EMAIL],
    payAndPlay: false,
  },
  {
    method: 'IDEAL',
    displayName: 'iDEAL',
    icons: ['ideal'],
    psp: 'iDEAL',
    piqGroup: false,
    page: 'bank',
    redirectKind: 'window',
    frameHeight: '1000px',
    kinds: ['deposit'],
    countries: ['NL'],
    limits: limitsIn(['EUR'], { minTxnLimit: 10, maxTxnLimit: 5_000, ...NO_FEE }),
    depositFields: [IDEAL_BANK],
    withdrawalFields: [],
    payAndPlay: false,
  },
  {
    method: 'SOFORT',
    displayName: 'Sofort',
    icons: ['sofort', 'klarna'],
    psp: 'Sofort',
    piqGroup: false,
    page: 'bank',
    redirectKind: 'popup',
    frameHeight: '1000px',
    kinds: ['deposit'],
    countries: ['DE', 'AT'],
    limits: limitsIn(['EUR'], {
      minTxnLimit: 10,
      maxTxnLimit: 5_000,
      feeType: 'absolute',
      feeAmount: 0.5,
      minFeeAmount: 0,
      maxFeeAmount: 0,
    }),
    depositFields: [],
    withdrawalFields: [],
    payAndPlay: false,
  },
  {
    method: 'WIRE_TRANSFER',
    displayName: 'Bank wire transfer',
    icons: ['bank'],
    psp: 'SandboxBank',
    piqGroup: false,
    page: 'bank',
    redirectKind: 'iframe',
    frameHeight: '600px',
    kinds: ['deposit', 'withdrawal'],
    countries: NORDICS_AND_EU,
    limits: limitsIn(EURO_AND_NORDIC, {
      minTxnLimit: 50,
      maxTxnLimit: 50_000,
      feeType: 'absolute',
      feeAmount: 2.5,
      minFeeAmount: 0,
      maxFeeAmount: 0,
    }),
    depositFields: [ACCOUNT_HOLDER, IBAN],
    withdrawalFields: [ACCOUNT_HOLDER, IBAN],
    payAndPlay: false,
  },
  {
    method: 'RAPID_TRANSFER',
    displayName: 'Rapid Transfer',
    icons: ['rapid-transfer'],
    psp: 'Skrill',
    piqGroup: false,
    page: 'bank',
    redirectKind: 'window',
    frameHeight: '1185px',
    kinds: ['deposit'],
    countries: EUROZONE,
    limits: limitsIn(['EUR'], { minTxnLimit: 10, maxTxnLimit: 5_000, ...NO_FEE }),
    depositFields: [],
    withdrawalFields: [],
    payAndPlay: false,
  },
  {
    method: 'VENUSPOINT_PIQ',
    displayName: 'VenusPoint',
    icons: ['venuspoint'],
    psp: 'VenusPoint',
    piqGroup: true,
    page: 'ewallet',
    redirectKind: 'iframe',
    frameHeight: '600px',
    kinds: ['deposit', 'withdrawal'],
    countries: 'any',
    limits: limitsIn(['USD', 'EUR', 'CAD'], {
      minTxnLimit: 20,
      maxTxnLimit: 2_000,
      feeType: 'absolute',
      feeAmount: 0.5,
      minFeeAmount: 0,
      maxFeeAmount: 0,
    }),
    depositFields: [VENUSPOINT_ID, VENUSPOINT_PASSWORD],
    withdrawalFields: [VENUSPOINT_ID],
    payAndPlay: false,
  },
  {
    method: 'BANK_PIQ',
    displayName: 'Online banking',
    icons: ['bank'],
    psp: 'SandboxBank',
    piqGroup: true,
    page: 'bank',
    redirectKind: 'popup',
    frameHeight: '75vh',
    kinds: ['deposit', 'withdrawal'],
    countries: NORDICS_AND_EU,
    limits: limitsIn(EURO_AND_NORDIC, { minTxnLimit: 10, maxTxnLimit: 10_000, ...NO_FEE }),
    depositFields: [],
    withdrawalFields: [IBAN],
    payAndPlay: false,
  },
  {
    method: 'CREDITCARD_PIQ',
    displayName: 'Card',
    icons: ['visa', 'mastercard', 'maestro'],
    psp: 'SandboxAcquirer',
    piqGroup: true,
    page: 'card',
    redirectKind: 'iframe',
    frameHeight: '600px',
    kinds: ['deposit', 'withdrawal'],
    countries: 'any',
    // A PIQ-group percentage is a factor: 0.02 is two per cent (spec part 1 section 5).
    limits: limitsIn(ALL_CURRENCIES, {
      minTxnLimit: 10,
      maxTxnLimit: 5_000,
      feeType: 'percentage',
      feeAmount: 0.02,
      minFeeAmount: 0.5,
      maxFeeAmount: 20,
    }),
    depositFields: CARD_DEPOSIT_FIELDS,
    withdrawalFields: CARD_WITHDRAWAL_FIELDS,
    payAndPlay: false,
  },
  {
    method: 'SOFORT_PIQ',
    displayName: 'Sofort (PIQ)',
    icons: ['sofort'],
    psp: 'Sofort',
    piqGroup: true,
    page: 'bank',
    redirectKind: 'window',
    frameHeight: '1000px',
    kinds: ['deposit'],
    countries: ['DE', 'AT'],
    limits: limitsIn(['EUR'], { minTxnLimit: 10, maxTxnLimit: 5_000, ...NO_FEE }),
    depositFields: [],
    withdrawalFields: [],
    payAndPlay: false,
  },
  {
    method: 'ECOPAYZ_PIQ',
    displayName: 'ecoPayz',
    icons: ['ecopayz'],
    psp: 'ecoPayz',
    piqGroup: true,
    page: 'ewallet',
    redirectKind: 'popup',
    frameHeight: '75vh',
    kinds: ['deposit', 'withdrawal'],
    countries: 'any',
    limits: limitsIn(ALL_CURRENCIES, {
      minTxnLimit: 10,
      maxTxnLimit: 3_000,
      feeType: 'percentage',
      feeAmount: 0.01,
      minFeeAmount: 0.2,
      maxFeeAmount: 10,
    }),
    depositFields: [EMAIL],
    withdrawalFields: [EMAIL],
    payAndPlay: false,
  },
];

const BY_KEY = new Map(METHODS.map((definition) => [definition.method, definition]));

export function methodDefinition(method: string): MethodDefinition | undefined {
  return BY_KEY.get(method);
}

export function fieldsFor(definition: MethodDefinition, kind: TransactionKind): readonly FormField[] {
  return kind === 'deposit' ? definition.depositFields : definition.withdrawalFields;
}

export type Availability =
  | { ok: true; limits: MethodLimits }
  | { ok: false; code: 'METHOD_NOT_AVAILABLE'; message: string };

/** Whether a method is offered for this kind, currency and country, with its limits when it is. */
export function availability(
  definition: MethodDefinition,
  kind: TransactionKind,
  currency: string,
  country: string | undefined,
): Availability {
  if (!definition.kinds.includes(kind)) {
    return { ok: false, code: 'METHOD_NOT_AVAILABLE', message: `${definition.method} does not take ${kind}s` };
  }
  const limits = definition.limits[currency];
  if (!limits) {
    return { ok: false, code: 'METHOD_NOT_AVAILABLE', message: `${definition.method} does not take ${currency}` };
  }
  // A start without a country (the provider API does not send one) was checked when the methods were listed.
  if (
    country !== undefined &&
    definition.countries !== 'any' &&
    !definition.countries.includes(country.toUpperCase())
  ) {
    return { ok: false, code: 'METHOD_NOT_AVAILABLE', message: `${definition.method} is not offered in ${country}` };
  }
  return { ok: true, limits };
}

/** The methods offered for this kind, currency and country, in catalogue order. */
export function availableMethods(kind: TransactionKind, currency: string, country: string) {
  return METHODS.flatMap((definition) => {
    const offered = availability(definition, kind, currency, country);
    return offered.ok ? [{ definition, limits: offered.limits }] : [];
  });
}
