import { PROVIDER_STATES, type ProviderState } from '@vauhti/contracts/cashier';
import { isSiteLanguage } from '../../../lib/i18n/languages';
import { isSitePath } from '../../../lib/navigation/previous-url';
import { isGameplayPath, withoutCashierParams } from '../../../lib/navigation/query-params';

/*
 * The payment provider's return page, {lang}/cashier/callback/{paymentType}/{encodedData} (spec
 * part 1 section 2). The platform settles the transaction before it serves the page; the page
 * reads encodedData (base64url JSON: txnId or merchantTransactionId, amount, customerId, as the
 * platform's returnUrlOf writes it), and the provider adds txId and state to the query.
 */

export type CallbackData = {
  /** The platform's transaction id: what the deposit modal's status step polls. */
  txnId: string;
  /** The amount as the platform wrote it ("20.00"); only shown, never trusted. */
  amount: string | null;
  customerId: string | null;
};

/** The provider's states a return may report (docs/payments-integration.md section 5). */
export type ProviderReturnState = ProviderState;

/** The platform never writes more; anything longer is not its data. */
const ENCODED_LENGTH_MAX = 2_000;
const ENCODED_PATTERN = /^[A-Za-z0-9_-]+$/;
const TXN_ID_PATTERN = /^[1-9][0-9]{0,15}$/;
const METHOD_PATTERN = /^[A-Za-z0-9_]{1,40}$/;
const PROVIDER_TX_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** encodedData read back, or null when it is not the platform's (the page then says so). */
export function decodeCallbackData(encoded: string): CallbackData | null {
  if (encoded.length > ENCODED_LENGTH_MAX || !ENCODED_PATTERN.test(encoded)) return null;
  let value: unknown;
  try {
    value = JSON.parse(utf8Of(encoded));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const id = textOf(record.txnId) ?? textOf(record.merchantTransactionId);
  if (id === null || !TXN_ID_PATTERN.test(id)) return null;
  return { txnId: id, amount: textOf(record.amount), customerId: textOf(record.customerId) };
}

/** base64url to text; throws on bytes that are not UTF-8 (the caller treats that as unreadable). */
function utf8Of(encoded: string): string {
  const base64 = encoded.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The method segment of the address, when it is a method key (CREDITCARD, TRUSTLY...). */
export function methodOf(paymentType: string | undefined): string | null {
  return paymentType && METHOD_PATTERN.test(paymentType) ? paymentType : null;
}

/**
 * Where the result shows: in the deposit modal's status step (step=deposit-status with the
 * txnId and method) over the page the player came from when that was a game, else over
 * {lang}/casino/allgames. Spec part 1 section 2 names allgames as the route "after a callback when
 * not on a gameplay page": so only a game page (the game window, whose round the player returns
 * to) is gone back to; any other page, or none stored, is replaced by the all-games lobby.
 * The lobby is in the language of the page the player left: the platform writes the callback
 * address in the account's language, which need not be the one the player was reading.
 */
export function callbackReturnUrl(input: {
  language: string;
  /** SESSION_KEYS.cashierReturnPage: the page the deposit's step 2 left for the provider. */
  storedPage: string | null;
  txnId: string;
  method: string | null;
}): string {
  const stored = input.storedPage && isSitePath(input.storedPage) ? input.storedPage : null;
  const [storedPath = '', storedQuery = ''] = (stored ?? '').replace(/#.*$/, '').split('?');
  const onGame = stored !== null && isGameplayPath(storedPath);
  const storedLanguage = storedPath.split('/')[1];
  const language = isSiteLanguage(storedLanguage) ? storedLanguage : input.language;
  const pathname = onGame ? storedPath : `/${language}/casino/allgames`;
  const params = new URLSearchParams(onGame ? withoutCashierParams(storedQuery) : '');
  params.set('step', 'deposit-status');
  params.set('txnId', input.txnId);
  if (input.method) params.set('method', input.method);
  return `${pathname}?${params.toString()}`;
}

/**
 * What a return page loaded inside the cashier's iframe or popup tells the window that opened it:
 * the same PROVIDER_PAGE_DONE the provider's own pages post, with the platform's txnId beside the
 * provider's txId. A return without the provider's state reports WAITING_INPUT: the cashier then
 * asks the platform for the status instead of guessing an outcome.
 */
export function providerPageDoneMessage(data: CallbackData, query: URLSearchParams) {
  const txId = query.get('txId');
  const state = PROVIDER_STATES.find((candidate) => candidate === query.get('state')) ?? 'WAITING_INPUT';
  return {
    eventType: 'PROVIDER_PAGE_DONE',
    payload: {
      txId: txId && PROVIDER_TX_ID_PATTERN.test(txId) ? txId : data.txnId,
      txnId: data.txnId,
      state,
    },
  } as const;
}
