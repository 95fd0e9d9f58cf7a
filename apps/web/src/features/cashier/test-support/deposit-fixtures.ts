import type {
  AmountConfig,
  CashierAccess,
  CashierToken,
  DepositDetails,
  EligibleBonus,
  MethodEntry,
  MethodField,
  PiqResponse,
  StatusResponse,
  TransactionResponse,
} from '@vauhti/contracts/cashier';
import { balances, loggedInRoutes } from '../../../test-support/fixtures/session';
import { noPolicyRoutes } from '../../../test-support/fixtures/site';

/*
 * Test data for the deposit modal in the platform's shapes (@vauhti/contracts/cashier, the
 * payments README): methods as the sandbox provider lists them, the opening's answers, the
 * deposit calls' answers, and the mock routes of a whole deposit.
 */

const CARD_FIELDS: MethodField[] = [
  {
    name: 'cardNumber',
    labelKey: 'field.cardNumber',
    type: 'card-number',
    required: true,
    pattern: '^[0-9]{12,19}$',
  },
  { name: 'expiryMonth', labelKey: 'field.expiryMonth', type: 'expiry-month', required: true },
  { name: 'expiryYear', labelKey: 'field.expiryYear', type: 'expiry-year', required: true },
  { name: 'cvv', labelKey: 'field.cvv', type: 'cvv', required: true, pattern: '^[0-9]{3,4}$' },
  { name: 'holderName', labelKey: 'field.holderName', type: 'text', required: false },
];

export const EMAIL_FIELD: MethodField = {
  name: 'email',
  labelKey: 'field.email',
  type: 'email',
  required: true,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
};

/** A card method: 10 to 5000, 2.5 % fee between 0.50 and 25 (the sandbox's CREDITCARD). */
export function cardMethod(overrides: Partial<MethodEntry> = {}): MethodEntry {
  return {
    displayName: 'Credit or debit card',
    description: null,
    icon: ['visa', 'mastercard'],
    image: 'visa',
    updatedTime: '2025-06-01T10:00:00.000Z',
    limits: {
      minTxnLimit: 10,
      maxTxnLimit: 5000,
      feeType: 'percentage',
      feeAmount: 2.5,
      minFeeAmount: 0.5,
      maxFeeAmount: 25,
    },
    usedInstruments: [],
    piqGroup: false,
    redirectKind: 'iframe',
    frameHeight: '600px',
    fields: CARD_FIELDS,
    ...overrides,
  };
}

/** An e-wallet asking for an e-mail: 10 to 3000, a fee of 1.00 (the sandbox's SKRILL). */
export function providerMethod(overrides: Partial<MethodEntry> = {}): MethodEntry {
  return {
    displayName: 'Skrill',
    description: null,
    icon: ['skrill'],
    image: 'skrill',
    updatedTime: '2025-01-01T10:00:00.000Z',
    limits: {
      minTxnLimit: 10,
      maxTxnLimit: 3000,
      feeType: 'absolute',
      feeAmount: 1,
      minFeeAmount: 0,
      maxFeeAmount: 0,
    },
    usedInstruments: [],
    piqGroup: false,
    redirectKind: 'window',
    frameHeight: '1185px',
    fields: [EMAIL_FIELD],
    ...overrides,
  };
}

export const SAVED_VISA = {
  instrumentId: 'inst-visa-1',
  optionType: 'VISA',
  ccDetails: { firstDigits: '411111', lastDigits: '1111', expiry: '11/31' },
  internal: true,
};

export function depositDetails(methods: Record<string, MethodEntry>): DepositDetails {
  return { status: 'SUCCESS', methods };
}

/** The card first (latest updatedTime), then Skrill. */
export function standardDetails(): DepositDetails {
  return depositDetails({ CREDITCARD: cardMethod(), SKRILL: providerMethod() });
}

export function amountConfig(): AmountConfig {
  return [
    { currency_iso_code: 'EUR', amounts: [20, 50, 100, 200] },
    { currency_iso_code: 'DEFAULT', amounts: [10, 25, 50] },
  ];
}

export function access(overrides: Partial<CashierAccess> = {}): CashierAccess {
  return {
    status: 'SUCCESS',
    code: null,
    message: null,
    depositThresholdNotice: false,
    playMoneyMinimumMinor: null,
    ...overrides,
  };
}

export function cashierToken(overrides: Partial<CashierToken> = {}): CashierToken {
  return {
    status: 'SUCCESS',
    token: 'cashier-session-1',
    expiresAt: '2026-01-01T12:00:00.000Z',
    ipAddr: '127.0.0.1',
    labelId: 'vauhti',
    merchantId: 'vauhti',
    environment: 'development',
    ...overrides,
  };
}

export function eligibleBonus(overrides: Partial<EligibleBonus> = {}): EligibleBonus {
  return {
    bonusCode: 'WELCOME100',
    bonusGroupId: 'welcome',
    bonusID: '1',
    priority: 10,
    showOnCashier: true,
    gameIds: ['aurora-book-of-frost-1'],
    filteredGameIds: [],
    currencyTier: { EUR: [{ minDepositValue: 2000, maxDepositValue: 50000 }] },
    ...overrides,
  };
}

/** A card answer in the platform's shape; status and txnStatus decide what follows. */
export function cardAnswer(overrides: Partial<TransactionResponse> = {}): TransactionResponse {
  return {
    status: 'PENDING',
    txnStatus: 'txn_initiated',
    actualStatusInDB: 'txn_initiated',
    txnId: '41',
    errorCode: null,
    errorDescription: null,
    gatewayRequest: {
      providerType: 'SANDBOX_3DS2',
      jwt: 'jwt',
      referenceId: 'ref-1',
      AuthResponse: null,
      params: null,
    },
    redirectOutput: null,
    transactionAmount: '20.00',
    paymentMethod: 'CREDITCARD',
    cardNumber: '411111******1111',
    txnType: 'deposit-cashier',
    amount: '20.00',
    currency: 'EUR',
    previousBalance: null,
    currentBalance: null,
    ...overrides,
  };
}

/** A provider answer in the PIQ shape. */
export function piqAnswer(overrides: Partial<PiqResponse> = {}): PiqResponse {
  return {
    success: true,
    txState: 'WAITING_INPUT',
    txRefId: 'piq-1',
    receiptAmount: null,
    receiptTxId: null,
    messages: [],
    errors: [],
    redirectOutput: {
      url: 'http://localhost:5000/pay/ewallet/piq-1',
      method: 'GET',
      parameters: {},
      html: null,
      container: 'window',
      height: '1185px',
    },
    txnId: '52',
    ...overrides,
  };
}

export function statusAnswer(overrides: Partial<StatusResponse> = {}): StatusResponse {
  return {
    status: 'SUCCESS',
    actualStatusInDB: 'txn_confirmed_success',
    errorDescription: null,
    errorCode: null,
    txnStatus: 'txn_confirmed_success',
    ...overrides,
  };
}

/** Every call a deposit modal makes for a logged-in EUR player in Germany, answered as the platform would. */
export function depositRoutes(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...loggedInRoutes(),
    'GET /profile/tags': { levelTags: [] },
    'GET /wallet/balances': balances(),
    ...noPolicyRoutes(),
    'GET /cashier/access': access(),
    'GET /cashier/type': { cashierType: 'internal' },
    'POST /cashier/token': cashierToken(),
    'GET /cashier/eligible-bonuses': { status: 'SUCCESS', bonuses: [] },
    'POST /cashier/details': standardDetails(),
    'GET /cashier/amount-config': amountConfig(),
    'GET /cashier/pending-cashouts': { status: 'SUCCESS', pendingCashouts: [] },
    ...overrides,
  };
}
