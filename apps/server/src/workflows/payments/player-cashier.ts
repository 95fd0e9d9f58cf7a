import type { Database } from '@vauhti/db';
import type { Logger } from 'pino';
import type { PlatformConfig } from '../../config';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { Ledger } from '../../domains/wallet/ledger/ledger';
import type { Clock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { depositDetailsOf, withdrawalDetailsOf } from './cashier-details';
import type { PaymentsCashier } from './cashier-port';
import type { CashierTransaction, CashierTransactions } from './cashier-transactions';
import type { TransactionKind } from './payments-tables';
import { PayNPlayClaims } from './paynplay-claims';
import { cashierAccess } from './player-cashier-access';
import {
  type CashierCaller,
  type CashierPlayer,
  cashierPlayerOf,
  methodsFor,
  recordWhileOpen,
} from './player-cashier-context';
import { makeTransaction, processDeposit } from './player-cashier-deposits';
import { providerFailure, type Result, success, transactionNotFound } from './player-cashier-errors';
import {
  claimPayNPlay,
  type PayNPlayClaimVisit,
  payNPlayUserOf,
  startVisitorPayNPlay,
  type Visitor,
} from './player-cashier-paynplay';
import { makeProviderTransaction } from './player-cashier-provider-transactions';
import type {
  MakeTransactionBody,
  PayNPlayUser,
  ProcessDepositBody,
  ProviderTransactionBody,
  StatusResponse,
  WithdrawalBody,
} from './player-cashier-schemas';
import { depositStatusAfter, isFinal, pollStatusOf } from './player-cashier-status';
import {
  cancelPendingCashout,
  makePiqWithdrawal,
  makeWithdrawal,
  pendingCashoutOf,
} from './player-cashier-withdrawals';
import type { PaymentProvider } from './provider/payment-provider';

/** What the player's cashier asks of the cashier domain beyond the merchant API's port. */
export type PlayerCashierPort = PaymentsCashier & {
  sessions: PaymentsCashier['sessions'] & {
    issue(playerId: number, webSessionId: number | null): Promise<{ sessionId: string; expiresAt: Date }>;
  };
  config: { payAndPlayCountries: readonly string[]; romanianKycSite: boolean };
};

/**
 * What the player's cashier calls need. `database` (the wiring's `deps.database`) serves the ledger
 * balances (withdrawal checks, the transaction response) and the guarded writes of
 * player-cashier-context.ts: a status update that never overwrites a status the merchant API made
 * final, and the claim that lets one process-deposit call through. `ledger` posts nothing here:
 * money moves only through the merchant API, when the provider calls it.
 */
export type PlayerCashierDeps = {
  provider: PaymentProvider;
  transactions: CashierTransactions;
  cashier: PlayerCashierPort;
  identity: IdentityService;
  ledger: Ledger;
  config: PlatformConfig;
  clock: Clock;
  logger: Logger;
  database: Database<PlatformTables>;
};

export type { CashierCaller } from './player-cashier-context';

/** What the provider's return page carries (base64url JSON in the path; spec part 1 section 4). */
export type ReturnVisit = { sessionToken: string | undefined; encodedData: string };

/**
 * The player's side of the payments workflow: the site's cashier calls of spec part 1 section 7
 * (details, make transaction, process deposit, provider transactions, withdrawals, statuses, pending
 * cashouts). Each call reads the player afresh, checks what the platform decides itself, asks the
 * provider, and records the provider's answer where no money moves; the merchant API moves money.
 */
export class PlayerCashier {
  private readonly claims: PayNPlayClaims;

  constructor(readonly deps: PlayerCashierDeps) {
    this.claims = new PayNPlayClaims(deps.database.kysely, deps.clock);
  }

  /** Whether the player may open the deposit or withdrawal cashier now, by the gates' verdict. */
  access(caller: CashierCaller, type: TransactionKind) {
    return cashierAccess(this.deps, caller, type);
  }

  /** Cashier details: the provider's methods for the player, with limits and saved instruments. */
  async details(caller: CashierCaller, type: TransactionKind) {
    const player = await cashierPlayerOf(this.deps, caller);
    if (!player.ok) return player;
    const methods = await methodsFor(this.deps, player.value, type);
    if (!methods.ok) return providerFailure(methods);
    return success(type === 'deposit' ? depositDetailsOf(methods.value) : withdrawalDetailsOf(methods.value));
  }

  makeTransaction(caller: CashierCaller, body: MakeTransactionBody) {
    return makeTransaction(this.deps, caller, body);
  }

  processDeposit(caller: CashierCaller, body: ProcessDepositBody) {
    return processDeposit(this.deps, caller, body);
  }

  makeProviderTransaction(caller: CashierCaller, body: ProviderTransactionBody) {
    return makeProviderTransaction(this.deps, caller, body);
  }

  makeWithdrawal(caller: CashierCaller, body: WithdrawalBody) {
    return makeWithdrawal(this.deps, caller, body);
  }

  makePiqWithdrawal(caller: CashierCaller, body: WithdrawalBody) {
    return makePiqWithdrawal(this.deps, caller, body);
  }

  /** Transaction status: the database's status, refreshed from the provider while it is open. */
  async transactionStatus(
    caller: CashierCaller,
    txnId: string,
    type: TransactionKind,
  ): Promise<Result<StatusResponse>> {
    const player = await cashierPlayerOf(this.deps, caller);
    if (!player.ok) return player;
    const found = await this.deps.transactions.forPlayer(player.value.playerId, Number(txnId));
    if (!found || found.kind !== type) return transactionNotFound(txnId);
    const transaction = await this.refreshed(player.value, found);
    return success({
      status: pollStatusOf(transaction.status),
      actualStatusInDB: transaction.status,
      errorDescription: transaction.errorMessage,
      errorCode: transaction.errorCode,
      txnStatus: transaction.status,
    });
  }

  /**
   * The spec's GET {playerID}/{reference}/status: the provider's state of one of the player's own
   * transactions. Another player's id or reference reads as unknown.
   */
  async providerStatus(caller: CashierCaller, playerId: string, reference: string) {
    const player = await cashierPlayerOf(this.deps, caller);
    if (!player.ok) return player;
    const transaction = await this.deps.transactions.byProviderTxId(reference);
    if (String(player.value.playerId) !== playerId || !transaction || transaction.playerId !== player.value.playerId) {
      return transactionNotFound(reference);
    }
    const status = await this.statusAtProvider(player.value, transaction, reference);
    if (!status.ok) return providerFailure(status);
    await this.recordProviderState(transaction, status.value.txState);
    return success({ success: status.value.success, txState: status.value.txState });
  }

  /** The pay-and-play identity the bank returned for one of the player's pay-and-play deposits. */
  async payNPlayUser(caller: CashierCaller, txnId: string): Promise<Result<PayNPlayUser>> {
    const player = await cashierPlayerOf(this.deps, caller);
    if (!player.ok) return player;
    const transaction = await this.deps.transactions.forPlayer(player.value.playerId, Number(txnId));
    if (transaction?.channel !== 'paynplay') return transactionNotFound(txnId);
    const answered = await payNPlayUserOf(this.deps, transaction, txnId);
    return answered.ok ? success({ ...answered.value, loggedIn: true }) : answered;
  }

  /** A logged-out visitor's pay-and-play deposit (player-cashier-paynplay.ts). */
  startVisitorPayNPlay(visitor: Visitor, body: ProviderTransactionBody) {
    return startVisitorPayNPlay(this.deps, this.claims, visitor, body);
  }

  /** The visitor's pay-and-play user call: the bank's identity, and the login once it is known. */
  claimPayNPlay(visit: PayNPlayClaimVisit, txnId: string) {
    return claimPayNPlay(this.deps, this.claims, visit, txnId);
  }

  async pendingCashouts(caller: CashierCaller) {
    const player = await cashierPlayerOf(this.deps, caller);
    if (!player.ok) return player;
    const pending = await this.deps.transactions.pendingWithdrawals(player.value.playerId);
    return success({ status: 'SUCCESS' as const, pendingCashouts: pending.map(pendingCashoutOf) });
  }

  cancelPendingCashout(caller: CashierCaller, txnId: string) {
    return cancelPendingCashout(this.deps, caller, txnId);
  }

  /**
   * The provider's return page: when the visitor's session is the transaction's player, refreshes
   * the transaction from the provider so the page the site then shows reads a settled state.
   * Answers the transaction's status, or why nothing was refreshed.
   */
  async settleReturn(
    visit: ReturnVisit,
  ): Promise<{ ok: true; status: CashierTransaction['status'] } | { ok: false; reason: string }> {
    const data = decodeCallbackData(visit.encodedData);
    if (!data) return { ok: false, reason: 'INVALID_CALLBACK_DATA' };
    if (!visit.sessionToken) return { ok: false, reason: 'NOT_LOGGED_IN' };
    const session = await this.deps.identity.resolveSession(visit.sessionToken);
    if (session.status !== 'active') return { ok: false, reason: 'NOT_LOGGED_IN' };
    const caller = { playerId: session.session.playerId, webSessionId: session.session.sessionId, ipAddr: '' };
    const player = await cashierPlayerOf(this.deps, caller);
    if (!player.ok) return { ok: false, reason: 'NOT_LOGGED_IN' };
    const found = await this.deps.transactions.forPlayer(player.value.playerId, data.txnId);
    if (!found) return { ok: false, reason: 'TRANSACTION_NOT_FOUND' };
    const transaction = await this.refreshed(player.value, found);
    return { ok: true, status: transaction.status };
  }

  /** The transaction after asking the provider, while it is open and the provider knows it. */
  private async refreshed(player: CashierPlayer, transaction: CashierTransaction): Promise<CashierTransaction> {
    if (isFinal(transaction.status) || transaction.providerTxId === null) return transaction;
    const status = await this.statusAtProvider(player, transaction, transaction.providerTxId);
    if (!status.ok) {
      // The last known status stands; the next poll or the reconciliation asks again.
      this.deps.logger.warn({ txnId: transaction.id, code: status.code }, 'cashier status refresh failed');
      return transaction;
    }
    return (await this.recordProviderState(transaction, status.value.txState)) ?? transaction;
  }

  /**
   * The provider's status call. A pay-and-play deposit starts under the user pnp-<txId>
   * (docs/payments-integration.md section 4) and belongs to the player once the bank has identified
   * them, so an unknown answer under the first name is asked again under the player's userId.
   */
  private async statusAtProvider(player: CashierPlayer, transaction: CashierTransaction, txId: string) {
    if (transaction.channel !== 'paynplay') return this.deps.provider.status(player.externalId, txId);
    const asStarted = await this.deps.provider.status(`pnp-${txId}`, txId);
    if (asStarted.ok || asStarted.httpStatus !== 404) return asStarted;
    return this.deps.provider.status(player.externalId, txId);
  }

  private recordProviderState(transaction: CashierTransaction, state: CashierTransaction['providerState'] & string) {
    const next = transaction.kind === 'deposit' ? depositStatusAfter(transaction.status, state) : null;
    return recordWhileOpen(this.deps, transaction.id, {
      ...(next === null ? {} : { status: next }),
      providerState: state,
    });
  }
}

/** The return page's data: {txnId or merchantTransactionId, amount, customerId, status?}; null when unreadable. */
export function decodeCallbackData(encoded: string): { txnId: number } | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(encoded)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = record.txnId ?? record.merchantTransactionId;
  const text = typeof id === 'number' ? String(id) : id;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,15}$/.test(text)) return null;
  return { txnId: Number(text) };
}
