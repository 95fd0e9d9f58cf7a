import { isSiteLanguage } from '@vauhti/contracts';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import type { CashierTransaction, CashierTransactionStatus } from './cashier-transactions';
import type { ProviderState, TransactionKind } from './payments-tables';
import type { PlayerCashierDeps } from './player-cashier';
import { failure, type Result, success } from './player-cashier-errors';
import type { MethodView } from './provider/payment-provider';

/** Who calls: the session's player, the web session it came through, and the request's address. */
export type CashierCaller = { playerId: number; webSessionId: number | null; ipAddr: string };

/** The player as the cashier needs them, read fresh for each call. */
export type CashierPlayer = {
  playerId: number;
  /** The provider's userId (docs/payments-integration.md section 1). */
  externalId: string;
  email: string;
  countryCode: string;
  currency: string;
  userStatus: string;
  language: string;
  webSessionId: number | null;
  ipAddr: string;
};

export async function cashierPlayerOf(deps: PlayerCashierDeps, caller: CashierCaller): Promise<Result<CashierPlayer>> {
  const profile = await deps.identity.readProfile(caller.playerId);
  if (!profile.ok) return failure('PLAYER_NOT_FOUND', `there is no player ${caller.playerId}`);
  const view = profile.value;
  return success({
    playerId: view.playerID,
    externalId: view.externalEcrId,
    email: view.email,
    countryCode: view.countryCode,
    currency: view.currency.code,
    userStatus: view.userStatus,
    language: view.language,
    webSessionId: caller.webSessionId,
    ipAddr: caller.ipAddr,
  });
}

/** Cash in minor units, as the ledger holds it now. */
export async function cashOf(deps: PlayerCashierDeps, player: CashierPlayer): Promise<number> {
  return (await readBalances(deps.database.kysely, player.playerId, player.currency)).cashMinor;
}

/** The provider's methods of a kind for the player. */
export function methodsFor(deps: PlayerCashierDeps, player: CashierPlayer, kind: TransactionKind) {
  return deps.provider.methods({
    userId: player.externalId,
    kind,
    currency: player.currency,
    country: player.countryCode,
    locale: player.language,
  });
}

/** One method of the player's list, or METHOD_NOT_AVAILABLE naming it. */
export async function methodFor(
  deps: PlayerCashierDeps,
  player: CashierPlayer,
  kind: TransactionKind,
  method: string,
): Promise<Result<MethodView>> {
  const methods = await methodsFor(deps, player, kind);
  if (!methods.ok) {
    const unavailable = methods.code === 'PROVIDER_UNAVAILABLE';
    return failure(unavailable ? 'PROVIDER_UNAVAILABLE' : 'PROVIDER_ANSWER_INVALID', methods.message);
  }
  const found = methods.value.find((view) => view.method === method);
  if (!found) {
    return failure('METHOD_NOT_AVAILABLE', `paymentMethod: ${method} is not offered for your ${kind}s`, {
      field: 'paymentMethod',
    });
  }
  return success(found);
}

export type OpenChanges = {
  status?: CashierTransactionStatus;
  providerTxId?: string;
  providerState?: ProviderState;
  errorCode?: string | null;
  errorMessage?: string | null;
};

/**
 * Writes what the provider said about a transaction, unless the merchant API has made it final in
 * the meantime: the guard is in the statement, so a transfer that lands between our read and our
 * write is never overwritten. `withoutHold` also requires that no withdrawal hold exists (only a
 * withdrawal that never held money may be marked failed here; a held one resolves through the
 * merchant API's cancel). Answers the transaction as it is afterwards.
 */
export async function recordWhileOpen(
  deps: PlayerCashierDeps,
  id: number,
  changes: OpenChanges,
  options: { withoutHold?: boolean } = {},
): Promise<CashierTransaction | undefined> {
  const written = await deps.transactions.updateIf(
    id,
    { withoutHold: options.withoutHold === true },
    {
      ...changes,
      ...(changes.errorMessage === undefined ? {} : { errorMessage: changes.errorMessage?.slice(0, 500) ?? null }),
    },
  );
  return written ?? deps.transactions.byId(id);
}

/**
 * Keeps the provider's reason for a failure that the merchant API's cancel already made final
 * (the cancel carries no reason): written only where no reason is recorded yet, and it moves no money.
 */
export async function recordMissingReason(
  deps: PlayerCashierDeps,
  id: number,
  error: { code: string; message: string },
): Promise<CashierTransaction | undefined> {
  await deps.database.kysely
    .updateTable('cashier_transactions')
    .set({ error_code: error.code, error_message: error.message.slice(0, 500), updated_at: deps.clock.now() })
    .where('id', '=', id)
    .where('error_code', 'is', null)
    .execute();
  return deps.transactions.byId(id);
}

/**
 * Takes an initiated deposit for processing: txn_initiated → txn_pending in one guarded statement,
 * so of two concurrent process-deposit calls exactly one reaches the provider. Undefined when the
 * deposit was not (or no longer) initiated.
 */
export async function claimForProcessing(deps: PlayerCashierDeps, id: number): Promise<CashierTransaction | undefined> {
  return deps.transactions.updateIf(id, { from: ['txn_initiated'] }, { status: 'txn_pending' });
}

/** The return page's encodedData: base64url JSON the callback route reads back. */
export type CallbackData = { txnId: string; merchantTransactionId: string; amount: string; customerId: string };

export function encodeCallbackData(data: CallbackData): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
}

/** Where the provider sends the player back: the site's callback route for the method and transaction. */
export function returnUrlOf(
  deps: PlayerCashierDeps,
  player: CashierPlayer,
  method: string,
  data: CallbackData,
): string {
  const language = isSiteLanguage(player.language) ? player.language : 'en';
  return `${deps.config.siteUrl}/${language}/cashier/callback/${encodeURIComponent(method)}/${encodeCallbackData(data)}`;
}
