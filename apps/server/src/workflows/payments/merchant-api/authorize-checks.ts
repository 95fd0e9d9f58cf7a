import type { AuthorizeRequest } from '@vauhti/contracts/merchant-api';
import { formatDecimalAmount } from '@vauhti/money';
import { sql } from 'kysely';
import { readBalances } from '../../../domains/wallet/ledger/ledger-queries';
import { type CashierTransaction, type CashierTransactions, FINAL_STATUSES } from '../cashier-transactions';
import type { SignedAmount } from '../merchant-amounts';
import type { MerchantPlayer } from '../merchant-players';
import type { Db, MerchantContext, Refusal } from './merchant-context';

/*
 * authorize's checks. The cashier domain's gates, the play-money minimum and the balances are read
 * before the call's database transaction opens (on PGlite the one connection is the transaction's
 * until it ends); the deposit limits and the transaction to link are read inside it.
 */

/** The deposit's gates and play-money minimum (read before the call's database transaction). */
export async function depositGateRefusal(
  context: MerchantContext,
  player: MerchantPlayer,
  amountMinor: number,
): Promise<Refusal | undefined> {
  const { cashier } = context.deps;
  const gate = await cashier.gates.deposit(player.playerId);
  if (!gate.ok) return { code: gate.code, message: gate.message };
  const minimum = await cashier.playMoneyMinimumMinor(player.playerId);
  if (minimum !== null && amountMinor < minimum) {
    const shown = formatDecimalAmount(minimum, player.currency);
    return { code: 'AMOUNT_OUT_OF_LIMITS', message: `the first deposit must be at least ${shown} ${player.currency}` };
  }
  return undefined;
}

/** The withdrawal's gate, a real-money account and a withdrawable balance that covers the amount. */
export async function withdrawalRefusal(
  context: MerchantContext,
  player: MerchantPlayer,
  amountMinor: number,
): Promise<Refusal | undefined> {
  const gate = await context.deps.cashier.gates.withdrawal(player.playerId);
  if (!gate.ok) return { code: gate.code, message: gate.message };
  if (player.userStatus !== 'real') {
    return { code: 'NOT_REAL_ACCOUNT', message: 'a play-money account cannot withdraw' };
  }
  const balances = await readBalances(context.deps.db, player.playerId, player.currency);
  if (balances.withdrawableMinor <= 0 || amountMinor > balances.withdrawableMinor) {
    return {
      code: 'INSUFFICIENT_FUNDS',
      message: `the withdrawable balance is ${formatDecimalAmount(balances.withdrawableMinor, player.currency)} ${player.currency}`,
    };
  }
  return undefined;
}

/**
 * The deposit limits, inside the authorize's database transaction: under a transaction-level lock
 * on the player, the pending deposits are counted and the limits read through the transaction's
 * own executor (on PGlite the one connection is the transaction's), and the new authorize is
 * recorded before the lock is released at commit. So two deposit authorizes of one player run
 * their check-and-record one after the other, and never both fit the same room under a limit.
 * Lock order: the txId (runOnce) before the player, and nothing takes them the other way round.
 */
export async function depositLimitRefusal(
  context: MerchantContext,
  trx: Db,
  transactions: CashierTransactions,
  player: MerchantPlayer,
  amountMinor: number,
): Promise<Refusal | undefined> {
  const { playerId, currency } = player;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`piq-deposit-limits\n${playerId}`}, 0))`.execute(trx);
  const pending = await transactions.pendingDepositsMinor(playerId, currency);
  const limit = await context.depositLimitsWithin(trx).check(playerId, currency, amountMinor, pending);
  if (limit.ok) return undefined;
  const left = Math.max(0, limit.limitMinor - limit.usedMinor);
  return {
    code: 'RG_LIMITS_EXCEEDED',
    message: `the ${limit.period} deposit limit of ${formatDecimalAmount(limit.limitMinor, currency)} ${currency} allows ${formatDecimalAmount(left, currency)} more`,
  };
}

/** The platform-started transaction this authorize belongs to, or none (the hosted cashier's own). */
export async function transactionToLink(
  transactions: CashierTransactions,
  request: AuthorizeRequest,
  player: MerchantPlayer,
  signed: SignedAmount,
): Promise<{ ok: true; transaction: CashierTransaction | undefined } | ({ ok: false } & Refusal)> {
  const merchantTxId = request.attributes?.merchantTxId;
  const byProvider = await transactions.byProviderTxId(request.txId);
  // Row-locked: two authorizes of different txIds naming one merchantTxId link it once.
  const candidate =
    byProvider ?? (merchantTxId === undefined ? undefined : await transactions.byIdForUpdate(Number(merchantTxId)));
  if (!candidate) {
    if (merchantTxId === undefined) return { ok: true, transaction: undefined };
    return { ok: false, code: 'UNKNOWN_TRANSACTION', message: `attributes.merchantTxId ${merchantTxId} is unknown` };
  }
  const refusal = linkRefusal(candidate, request.txId, player, signed);
  return refusal ? { ok: false, ...refusal } : { ok: true, transaction: candidate };
}

/** Why a platform transaction cannot take this authorize: another player's, kind, amount or txId, or final. */
function linkRefusal(
  candidate: CashierTransaction,
  txId: string,
  player: MerchantPlayer,
  signed: SignedAmount,
): Refusal | undefined {
  const matches =
    candidate.playerId === player.playerId &&
    candidate.kind === signed.kind &&
    candidate.amountMinor === signed.amountMinor &&
    candidate.currency === player.currency &&
    (candidate.providerTxId === null || candidate.providerTxId === txId) &&
    candidate.authCode === null;
  if (!matches) {
    return {
      code: 'DUPLICATE_MISMATCH',
      message: `cashier transaction ${candidate.id} is another player's, kind, amount or provider transaction`,
    };
  }
  if (FINAL_STATUSES.has(candidate.status)) {
    return {
      code: 'DUPLICATE_MISMATCH',
      message: `cashier transaction ${candidate.id} is already final (${candidate.status})`,
    };
  }
  return undefined;
}
