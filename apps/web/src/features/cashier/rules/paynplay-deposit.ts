import type { PayAndPlayMethod, PiqResponse, ProviderTransactionBody, RedirectOutput } from '@vauhti/contracts/cashier';
import { formatDecimalAmount } from '@vauhti/money';
import { ApiError } from '../../../lib/api/client';
import { isAuthEntryPath, withoutQuery } from '../../../lib/navigation/login-redirect';
import { isSitePath } from '../../../lib/navigation/previous-url';
import type { PolicyVersion } from '../../../lib/policies/policy-check';

/*
 * A logged-out visitor's pay-and-play deposit (spec part 1 sections 1, 3 and 4): the payload that
 * starts it, what the site remembers while the visitor is at the bank, where the visitor goes
 * once logged in, and what the failure return address says.
 */

/**
 * The spec's return addresses of pay-and-play deposits (part 1 section 2). The platform puts its
 * own address in front; the root-level routes move them under the visitor's language.
 */
export const PAY_AND_PLAY_SUCCESS_PATH = '/payandplay/step3';
export const PAY_AND_PLAY_FAILURE_PATH = '/payandplay/step1';

/** Where a visitor who started from no page in particular plays after the deposit: the games lobby. */
export const PAY_AND_PLAY_LANDING = 'casino/slots';

/** The brands of the pay-and-play services, as their pages and logos name them. */
export const PAY_AND_PLAY_BRANDS: Readonly<Record<PayAndPlayMethod, string>> = {
  TRUSTLY: 'Trustly',
  ZIMPLER: 'Zimpler',
  BRITEPLAY: 'Brite',
};

/** What the visitor asked for on step one, and where they are. */
export type PayAndPlayStart = {
  method: PayAndPlayMethod;
  amountMinor: number;
  currency: string;
  countryCode: string;
  countryName: string;
  language: string;
  /** The site's address (the page's origin) and its name, which the bank shows the payer. */
  site: string;
  siteDisplayName: string;
  bonusCode?: string;
  /**
   * The policy versions the visitor accepted on step one. The account does not exist yet: the
   * return page records the acceptance once the bank's answer has logged the payer in.
   */
  acceptedPolicies: PolicyVersion[];
};

/**
 * The pay-and-play payload of spec part 1 section 3, for POST /cashier/provider-transactions
 * without a session. The platform takes the country and currency from where the request comes
 * from and refuses a body that says otherwise, so these only ever confirm them.
 */
export function payAndPlayPayload(start: PayAndPlayStart): ProviderTransactionBody {
  return {
    paymentMethod: start.method,
    amount: formatDecimalAmount(start.amountMinor, start.currency),
    currency: start.currency,
    currencyCode: start.currency,
    successURL: PAY_AND_PLAY_SUCCESS_PATH,
    failureURL: PAY_AND_PLAY_FAILURE_PATH,
    redirectURL: PAY_AND_PLAY_SUCCESS_PATH,
    country: start.countryName,
    countryCode: start.countryCode,
    site: start.site,
    siteDisplayName: start.siteDisplayName,
    language: start.language,
    txnType: 'DEPOSIT',
    ...(start.bonusCode ? { bonusCode: start.bonusCode } : {}),
  };
}

/** The deposit on its way through the bank, as the site keeps it (SESSION_KEYS.payAndPlayDeposit). */
export type PayAndPlayDepositRecord = {
  amountMinor: number;
  currency: string;
  method: PayAndPlayMethod;
  acceptedPolicies: PolicyVersion[];
};

export function depositRecordText(record: PayAndPlayDepositRecord): string {
  return JSON.stringify(record);
}

/** The stored record, or null when there is none or it is not one (another version, a hand edit). */
export function depositRecordOf(text: string | null): PayAndPlayDepositRecord | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { amountMinor, currency, method, acceptedPolicies } = value as Record<string, unknown>;
  if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  if (!isPayAndPlayType(method)) return null;
  return { amountMinor, currency, method, acceptedPolicies: policyVersionsOf(acceptedPolicies) };
}

/** The policy versions of a stored record; anything else in their place counts as none accepted. */
function policyVersionsOf(value: unknown): PolicyVersion[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is PolicyVersion =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PolicyVersion).policyType === 'string' &&
      typeof (entry as PolicyVersion).policyVersionId === 'string',
  );
}

export function isPayAndPlayType(value: unknown): value is PayAndPlayMethod {
  return typeof value === 'string' && value in PAY_AND_PLAY_BRANDS;
}

/** The platform's transaction id as the status calls take it, or null. */
export function storedTxnIdOf(text: string | null): string | null {
  return text && /^[1-9][0-9]{0,17}$/.test(text) ? text : null;
}

/**
 * Where the new player plays once logged in: the page they were on before they were sent to
 * pay-and-play (a game the register button was pressed in, SESSION_KEYS.previousUrl), else the
 * games lobby. Pages that start a login or a sign-up would only lead back here.
 */
export function payAndPlayDestination(previousUrl: string | null, language: string): string {
  if (previousUrl && isSitePath(previousUrl) && !isAuthEntryPath(withoutQuery(previousUrl))) return previousUrl;
  return `/${language}/${PAY_AND_PLAY_LANDING}`;
}

/** How the bank's attempt ended, as the failure return address says (its state parameter). */
export type BankFailure = 'cancelled' | 'declined' | 'timedOut' | 'unknown';

/**
 * The provider sends the visitor to the failure address with its state: CANCELLED (the payer
 * cancelled at the bank), FAILED (the bank refused: the spec's pay-and-play failure 100255),
 * WAITING_INPUT (the page timed out). Anything else, or none, is the provider's default failure.
 */
export function bankFailureOf(state: string | null): BankFailure {
  switch (state?.trim().toUpperCase()) {
    case 'CANCELLED':
      return 'cancelled';
    case 'FAILED':
      return 'declined';
    case 'WAITING_INPUT':
      return 'timedOut';
    default:
      return 'unknown';
  }
}

/** Why step one could not send the visitor to the bank. */
export type StartProblem =
  /** Pay-and-play is not offered where the visitor is (or the site is closed there). */
  | 'notOffered'
  /** The service's own limits (the provider checks them; a visitor has no method list to show them). */
  | 'amountTooSmall'
  | 'amountTooLarge'
  /** The spec's pay-and-play failure code 100255. */
  | 'bankRefused'
  /** The payment service did not answer (errors.error2). */
  | 'unavailable'
  | 'rateLimited'
  /** Any other failed pay-and-play answer (errors.error3). */
  | 'failed';

export type StartVerdict =
  | { kind: 'bank'; txnId: string; redirect: RedirectOutput }
  | { kind: 'problem'; problem: StartProblem };

const PROBLEM_BY_PROVIDER_CODE: Readonly<Record<string, StartProblem>> = {
  AMOUNT_TOO_SMALL: 'amountTooSmall',
  AMOUNT_TOO_LARGE: 'amountTooLarge',
  METHOD_NOT_AVAILABLE: 'notOffered',
  '100255': 'bankRefused',
};

/** The start's answer: the bank's page to go to, or why there is none. */
export function startVerdictOf(answer: PiqResponse): StartVerdict {
  if (answer.success && answer.redirectOutput && answer.txnId) {
    return { kind: 'bank', txnId: answer.txnId, redirect: answer.redirectOutput };
  }
  const codes = answer.errors.flatMap((error) => error.keys);
  const problem = codes.map((code) => PROBLEM_BY_PROVIDER_CODE[code]).find((known) => known !== undefined);
  return { kind: 'problem', problem: problem ?? 'failed' };
}

/** A start the platform refused outright (an error envelope, or no answer). */
export function startProblemOfError(error: unknown): StartProblem {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.code === 'PAY_AND_PLAY_NOT_AVAILABLE' || error.code === 'COUNTRY_BLOCKED') return 'notOffered';
  if (error.status === 429) return 'rateLimited';
  if (error.status === 0 || error.status >= 500) return 'unavailable';
  return 'failed';
}

const BONUS_CODE = /^[\w.-]{1,64}$/;

/** A bonus code the link carried (bonus, or the registration links' bonuscode), when it is one. */
export function linkBonusCode(params: URLSearchParams): string | undefined {
  const code = (params.get('bonus') ?? params.get('bonuscode'))?.trim();
  return code && BONUS_CODE.test(code) ? code : undefined;
}
