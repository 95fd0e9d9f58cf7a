import type {
  AmountConfig,
  PayNPlayUser,
  PiqResponse,
  ProviderTransactionBody,
  StatusResponse,
} from '@vauhti/contracts/cashier';
import type { AuthStatus, Profile } from '../../../lib/session/session-types';
import type { SiteContext } from '../../../lib/site-context/site-context';
import { loggedInStatus, profile, registrationProgress } from '../../../test-support/fixtures/session';
import { finnishSiteContext } from '../../../test-support/fixtures/site';

/*
 * Test data for the pay-and-play pages, in the shapes the platform answers (workflows/payments
 * README, "A visitor's pay-and-play"): a Finnish visitor, the answers of the start, the
 * pay-and-play user and the transaction status, and the player the bank's identity opened (the
 * shared player of src/test-support/fixtures/session.ts with the bank's facts).
 */

export const PNP_TXN_ID = '321';
export const BANK_PAGE_URL = 'http://localhost:5000/pages/paynplay/TX-1001?token=page-token';

/** A visitor in Finland, where registration is pay-and-play. */
export function finnishVisitorContext(overrides: Partial<SiteContext> = {}): SiteContext {
  return finnishSiteContext({
    countrySource: 'default',
    registrationMode: 'pay_and_play',
    payAndPlayCountries: ['FI', 'SE'],
    otpExemptCountries: ['FI', 'SE'],
    nationalIdCountries: ['FI', 'SE'],
    ...overrides,
  });
}

/** The platform's configured quick amounts (cashier-config.ts defaults). */
export function euroAmountConfig(): AmountConfig {
  return [
    { currency_iso_code: 'EUR', amounts: [20, 50, 100, 200] },
    { currency_iso_code: 'DEFAULT', amounts: [20, 50, 100, 200] },
  ];
}

/** The start's answer: the provider's identification page, the platform's transaction. */
export function startedAnswer(overrides: Partial<PiqResponse> = {}): PiqResponse {
  return {
    success: true,
    txState: 'WAITING_INPUT',
    txRefId: 'TX-1001',
    receiptAmount: null,
    receiptTxId: null,
    messages: [],
    errors: [],
    redirectOutput: {
      url: BANK_PAGE_URL,
      method: 'GET',
      parameters: {},
      html: null,
      container: 'popup',
      height: '1000px',
    },
    txnId: PNP_TXN_ID,
    ...overrides,
  };
}

/**
 * The start's body (POST /cashier/provider-transactions) for 40.00 EUR through Trustly from Finland;
 * the site and the language are the page's, so each test gives them.
 */
export function payAndPlayBody(
  overrides: Pick<ProviderTransactionBody, 'site' | 'language'> & Partial<ProviderTransactionBody>,
): ProviderTransactionBody {
  return {
    paymentMethod: 'TRUSTLY',
    amount: '40.00',
    currency: 'EUR',
    currencyCode: 'EUR',
    successURL: '/payandplay/step3',
    failureURL: '/payandplay/step1',
    redirectURL: '/payandplay/step3',
    country: 'Finland',
    countryCode: 'FI',
    siteDisplayName: 'Vauhti',
    txnType: 'DEPOSIT',
    ...overrides,
  };
}

export function refusedAnswer(code: string, message = code): PiqResponse {
  return startedAnswer({
    success: false,
    txState: null,
    redirectOutput: null,
    txnId: null,
    errors: [{ keys: [code], msg: message }],
  });
}

export function payNPlayUser(overrides: Partial<PayNPlayUser> = {}): PayNPlayUser {
  return {
    status: 'SUCCESS',
    txnId: PNP_TXN_ID,
    txState: 'WAITING_INPUT',
    payAndPlayUserDetails: null,
    loggedIn: false,
    ...overrides,
  };
}

export function transactionStatus(txnStatus: string): StatusResponse {
  const failed = txnStatus === 'txn_confirmed_failure';
  return {
    status: failed ? 'FAILURE' : txnStatus === 'txn_confirmed_success' ? 'SUCCESS' : 'PENDING',
    actualStatusInDB: txnStatus,
    errorDescription: null,
    errorCode: null,
    txnStatus,
  };
}

/** A pay-and-play player's registration: done by the bank's identity, no channel verified. */
const PAY_AND_PLAY_REGISTRATION = registrationProgress({
  otpRequired: false,
  otpChannel: 'sms',
  fallbackChannel: 'email',
  verifiedChannels: [],
});

export function playerAuthStatus(playerId = 41): AuthStatus {
  return loggedInStatus(PAY_AND_PLAY_REGISTRATION, playerId);
}

/** The player a Finnish bank identity opened: play until the first deposit is credited, no phone. */
export function payAndPlayProfile(overrides: Partial<Profile> = {}): Profile {
  return profile({
    playerID: 41,
    externalEcrId: 'ecr-41',
    email: 'pnp-ecr-41@paynplay.invalid',
    firstName: 'Eero',
    lastName: 'Mäkelä',
    screenName: null,
    country: 'Finland',
    countryCode: 'FI',
    jurisdiction: 'MGA',
    nationalId: '010190-123A',
    isVerified: false,
    userProfileCompleted: false,
    missingProfileFields: ['phone'],
    language: 'fi',
    street: 'Mannerheimintie 1',
    city: 'Helsinki',
    zip: '00100',
    phone: null,
    bYear: 1990,
    bMonth: 1,
    bDay: 1,
    registration: PAY_AND_PLAY_REGISTRATION,
    createdAt: '2026-01-10T08:00:00.000Z',
    ...overrides,
  });
}
