import type {
  MethodEntry,
  MethodField,
  PendingCashout,
  PiqResponse,
  TransactionResponse,
  WithdrawalDetails,
} from '@vauhti/contracts/cashier';
import { noPolicyRoutes } from '../../../test-support/fixtures/site';
import { access, cardAnswer, cashierToken, piqAnswer as depositPiqAnswer } from './deposit-fixtures';

/*
 * Test data for the withdrawal modal and the pending withdrawals: method entries shaped as the
 * platform answers POST /cashier/details {type: 'withdrawal'} from the sandbox provider's catalogue
 * (apps/sandbox-pay/src/payments/methods.ts) and the answers of the withdrawal calls. The player,
 * their balances and the site context are src/test-support/fixtures's.
 */

const NO_FEE = { feeType: 'none', feeAmount: 0, minFeeAmount: 0, maxFeeAmount: 0 } as const;

export const CARD_NUMBER_FIELD: MethodField = {
  name: 'cardNumber',
  labelKey: 'field.cardNumber',
  type: 'card-number',
  required: true,
  pattern: '^[0-9]{12,19}$',
  autocomplete: 'cc-number',
};
export const EMAIL_FIELD: MethodField = {
  name: 'email',
  labelKey: 'field.email',
  type: 'email',
  required: true,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  autocomplete: 'email',
};
export const PHONE_FIELD: MethodField = {
  name: 'phone',
  labelKey: 'field.phone',
  type: 'tel',
  required: true,
  pattern: '^\\+?[0-9]{7,15}$',
};
export const IBAN_FIELD: MethodField = {
  name: 'iban',
  labelKey: 'field.iban',
  type: 'text',
  required: true,
  pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$',
};
export const ACCOUNT_HOLDER_FIELD: MethodField = {
  name: 'accountHolder',
  labelKey: 'field.accountHolder',
  type: 'text',
  required: true,
  pattern: '^.{2,80}$',
};
const CARD_FIELDS: MethodField[] = [
  CARD_NUMBER_FIELD,
  {
    name: 'expiryMonth',
    labelKey: 'field.expiryMonth',
    type: 'expiry-month',
    required: true,
    pattern: '^(0[1-9]|1[0-2])$',
  },
  {
    name: 'expiryYear',
    labelKey: 'field.expiryYear',
    type: 'expiry-year',
    required: true,
    pattern: '^([0-9]{2}|20[0-9]{2})$',
  },
  { name: 'holderName', labelKey: 'field.holderName', type: 'text', required: false, pattern: '^.{1,80}$' },
];

export function methodEntry(overrides: Partial<MethodEntry> = {}): MethodEntry {
  return {
    displayName: 'Skrill',
    description: null,
    icon: ['skrill'],
    image: 'skrill',
    updatedTime: null,
    limits: { minTxnLimit: 10, maxTxnLimit: 3_000, ...NO_FEE },
    usedInstruments: [],
    piqGroup: false,
    redirectKind: 'window',
    frameHeight: '1185px',
    fields: [EMAIL_FIELD],
    ...overrides,
  };
}

export const methods = {
  card: methodEntry({
    displayName: 'Credit or debit card',
    icon: ['visa', 'mastercard'],
    image: 'visa',
    updatedTime: '2026-02-01T10:00:00Z',
    limits: {
      minTxnLimit: 10,
      maxTxnLimit: 5_000,
      feeType: 'percentage',
      feeAmount: 2.5,
      minFeeAmount: 0.5,
      maxFeeAmount: 25,
    },
    usedInstruments: [
      {
        instrumentId: 'ins-card-1',
        optionType: 'VISA',
        ccDetails: { firstDigits: '411111', lastDigits: '1111', expiry: '12/29' },
        internal: true,
      },
    ],
    redirectKind: 'iframe',
    frameHeight: '600px',
    fields: CARD_FIELDS,
  }),
  skrill: methodEntry({
    limits: {
      minTxnLimit: 10,
      maxTxnLimit: 3_000,
      feeType: 'absolute',
      feeAmount: 1,
      minFeeAmount: 0,
      maxFeeAmount: 0,
    },
  }),
  neteller: methodEntry({
    displayName: 'Neteller',
    icon: ['neteller'],
    image: 'neteller',
    limits: {
      minTxnLimit: 10,
      maxTxnLimit: 3_000,
      feeType: 'percentage',
      feeAmount: 1.5,
      minFeeAmount: 0.3,
      maxFeeAmount: 15,
    },
  }),
  trustly: methodEntry({
    displayName: 'Trustly',
    icon: ['trustly'],
    image: 'trustly',
    limits: { minTxnLimit: 10, maxTxnLimit: 10_000, ...NO_FEE },
    redirectKind: 'popup',
    frameHeight: '1000px',
    fields: [],
  }),
  zimpler: methodEntry({
    displayName: 'Zimpler',
    icon: ['zimpler'],
    image: 'zimpler',
    limits: { minTxnLimit: 10, maxTxnLimit: 2_000, ...NO_FEE },
    redirectKind: 'iframe',
    frameHeight: '600px',
    fields: [PHONE_FIELD],
  }),
  wire: methodEntry({
    displayName: 'Bank wire transfer',
    icon: ['bank'],
    image: 'bank',
    limits: {
      minTxnLimit: 50,
      maxTxnLimit: 50_000,
      feeType: 'absolute',
      feeAmount: 2.5,
      minFeeAmount: 0,
      maxFeeAmount: 0,
    },
    redirectKind: 'iframe',
    frameHeight: '600px',
    fields: [ACCOUNT_HOLDER_FIELD, IBAN_FIELD],
  }),
  bankPiq: methodEntry({
    displayName: 'Online banking',
    icon: ['bank'],
    image: 'bank',
    limits: { minTxnLimit: 10, maxTxnLimit: 10_000, ...NO_FEE },
    piqGroup: true,
    redirectKind: 'popup',
    frameHeight: '75vh',
    fields: [IBAN_FIELD],
  }),
} satisfies Record<string, MethodEntry>;

/** The withdrawal details answer: a list of single-key objects, in the provider's order. */
export function withdrawalDetails(entries: Record<string, MethodEntry>): WithdrawalDetails {
  return { status: 'SUCCESS', methods: Object.entries(entries).map(([key, entry]) => ({ [key]: entry })) };
}

/** Make withdrawal (standard): the request taken, 50.00 moved from cash to the hold. */
export function standardAnswer(overrides: Partial<TransactionResponse> = {}): TransactionResponse {
  // The platform's transaction answer, as cardAnswer writes it for a deposit.
  return cardAnswer({
    status: 'SUCCESS',
    txnStatus: 'co_initiated',
    actualStatusInDB: 'co_initiated',
    txnId: '501',
    gatewayRequest: null,
    transactionAmount: '50.00',
    paymentMethod: 'SKRILL',
    cardNumber: null,
    txnType: 'withdrawal',
    amount: '50.00',
    previousBalance: '250.00',
    currentBalance: '200.00',
    ...overrides,
  });
}

/** Make withdrawal (PIQ group): the payout waiting for approval. */
export function piqAnswer(overrides: Partial<PiqResponse> = {}): PiqResponse {
  return depositPiqAnswer({
    txState: 'WAITING_APPROVAL',
    txRefId: '9001',
    redirectOutput: null,
    txnId: '502',
    ...overrides,
  });
}

export function pendingCashout(overrides: Partial<PendingCashout> = {}): PendingCashout {
  return {
    txnId: '501',
    txRefId: '9001',
    paymentMethod: 'SKRILL',
    amount: '50.00',
    amountMinor: 5_000,
    currency: 'EUR',
    txnStatus: 'co_initiated',
    createdAt: '2026-03-01T10:15:00Z',
    ...overrides,
  };
}

/** The opening checks' answers for an internal cashier with every gate open. */
export const openingRoutes = {
  ...noPolicyRoutes(),
  'GET /cashier/type': { cashierType: 'internal' },
  'POST /cashier/token': cashierToken({ token: 'cashier-token-1' }),
  'GET /cashier/access': access(),
};
