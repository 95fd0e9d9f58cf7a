import { randomUUID } from 'node:crypto';
import type { AuthorizeRequest } from '@vauhti/contracts/merchant-api';
import { Ledger } from '../../../domains/wallet/ledger/ledger';
import type { CashierTransaction, CashierTransactions } from '../cashier-transactions';
import { signedAmountOf } from '../merchant-amounts';
import { type MerchantReply, okReply, refusedReply } from '../merchant-answers';
import { type MerchantPlayer, payAndPlayTxIdOf } from '../merchant-players';
import type { TransactionKind } from '../payments-tables';
import { depositGateRefusal, depositLimitRefusal, transactionToLink, withdrawalRefusal } from './authorize-checks';
import { withinSavepoint } from './authorized-transactions';
import { type CallKey, fingerprint, recordedAnswer, refusedOutcome, runOnce } from './call-answers';
import { playerFor } from './call-players';
import { LEDGER_SOURCE, ledgerKeys } from './ledger-keys';
import type { Checked, Db, MerchantContext, Outcome, Refusal } from './merchant-context';

/** An authorize request read: whose, which kind, how much, and the key its answer is recorded under. */
type AuthorizeCall = {
  request: AuthorizeRequest;
  player: MerchantPlayer;
  kind: TransactionKind;
  amountMinor: number;
  key: CallKey;
};

/**
 * authorize: the provider asks whether the player may deposit or withdraw this amount. A deposit
 * is checked against the gates and limits and recorded; a withdrawal's amount is held.
 */
export async function authorize(context: MerchantContext, request: AuthorizeRequest): Promise<MerchantReply> {
  const read = await authorizeCallOf(context, request);
  if (!read.ok) return read.reply;
  const call = read.value;
  const earlier = await recordedAnswer(context.deps.db, call.key);
  if (earlier) return earlier;
  const refusal = await refusalBeforeTransaction(context, call);
  if (refusal) return runOnce(context.deps, call.key, async () => refusedOutcome(request.userId, refusal, true));
  return runOnce(context.deps, call.key, (trx) => authorizeWithin(context, trx, call));
}

/** The request's amount and player (a pay-and-play payer is identified here), before any database transaction. */
async function authorizeCallOf(context: MerchantContext, request: AuthorizeRequest): Promise<Checked<AuthorizeCall>> {
  const { userId, txId } = request;
  const signed = signedAmountOf(request);
  if (!signed.ok) return { ok: false, reply: refusedReply(userId, signed.code, signed.message) };
  const player = await playerFor(context, userId, request.txAmountCy, 'authorize');
  if (!player.ok) return player;
  const { kind, amountMinor } = signed.value;
  const hash = fingerprint({ userId, kind, amountMinor, currency: player.value.currency });
  const key: CallKey = { call: 'authorize', txId, hash, userId };
  return { ok: true, value: { request, player: player.value, kind, amountMinor, key } };
}

/** The other domains' reads, which must happen before the call's database transaction opens. */
function refusalBeforeTransaction(context: MerchantContext, call: AuthorizeCall): Promise<Refusal | undefined> {
  return call.kind === 'deposit'
    ? depositGateRefusal(context, call.player, call.amountMinor)
    : withdrawalRefusal(context, call.player, call.amountMinor);
}

/** Inside the call's database transaction: the deposit limits, the link, the hold, the record. */
async function authorizeWithin(context: MerchantContext, trx: Db, call: AuthorizeCall): Promise<Outcome> {
  const { request, player, kind } = call;
  const transactions = context.deps.transactions.within(trx);
  if (kind === 'deposit') {
    const overLimit = await depositLimitRefusal(context, trx, transactions, player, call.amountMinor);
    if (overLimit) return refusedOutcome(request.userId, overLimit, true);
  }
  const found = await transactionToLink(transactions, request, player, call);
  if (!found.ok) return refusedOutcome(request.userId, found, false);
  let holdId: number | null = null;
  if (kind === 'withdrawal') {
    const hold = await holdWithdrawal(trx, call);
    if (!hold.ok) return refusedOutcome(request.userId, hold, true);
    holdId = hold.holdId;
  }
  const transaction = await recordAuthorization(transactions, call, found.transaction, holdId);
  return {
    // recordAuthorization has just written a fresh authCode, so the row's nullable column holds one.
    reply: okReply({
      userId: request.userId,
      merchantTxId: String(transaction.id),
      authCode: transaction.authCode as string,
    }),
    record: true,
    ...(kind === 'withdrawal'
      ? { moved: { playerId: player.playerId, currency: player.currency, holdChanged: true } }
      : {}),
  };
}

/** Moves a withdrawal's amount from cash to the hold; the ledger's refusal is INSUFFICIENT_FUNDS. */
async function holdWithdrawal(
  trx: Db,
  call: AuthorizeCall,
): Promise<{ ok: true; holdId: number | null } | ({ ok: false } & Refusal)> {
  const hold = await withinSavepoint(trx, () =>
    new Ledger(trx).holdWithdrawal({
      source: LEDGER_SOURCE,
      externalId: ledgerKeys.hold(call.request.txId),
      playerId: call.player.playerId,
      currency: call.player.currency,
      amountMinor: call.amountMinor,
    }),
  );
  if (hold.ok) return { ok: true, holdId: hold.transfer.holdId };
  return { ok: false, code: 'INSUFFICIENT_FUNDS', message: 'the withdrawable balance does not cover the amount' };
}

/** Marks the linked platform transaction authorized, or creates one for the hosted cashier's own. */
async function recordAuthorization(
  transactions: CashierTransactions,
  call: AuthorizeCall,
  linked: CashierTransaction | undefined,
  holdId: number | null,
): Promise<CashierTransaction> {
  const { request, kind } = call;
  const method = methodOf(request.txName, kind);
  const changes = {
    providerTxId: request.txId,
    providerState: kind === 'deposit' ? ('WAITING_INPUT' as const) : ('WAITING_APPROVAL' as const),
    status: kind === 'deposit' ? ('txn_pending' as const) : ('co_initiated' as const),
    authCode: randomUUID(),
    holdId,
    ...(request.attributes?.bonusCode ? { bonusCode: request.attributes.bonusCode } : {}),
  };
  // The candidate is row-locked and was checked open and unauthorized: the guard always holds here.
  const transaction = linked
    ? await transactions.updateIf(linked.id, { unauthorized: true }, { ...changes, method })
    : await transactions.create({
        playerId: call.player.playerId,
        kind,
        // A pay-and-play deposit the platform did not start is still pay-and-play.
        channel: payAndPlayTxIdOf(request.userId) === undefined ? 'hosted' : 'paynplay',
        method,
        amountMinor: call.amountMinor,
        currency: call.player.currency,
        ...changes,
      });
  if (!transaction) throw new Error(`cashier transaction ${linked?.id} was linked or made final during authorize`);
  return transaction;
}

/** CREDITCARDDeposit → CREDITCARD: txName is the method key with the kind appended. */
export function methodOf(txName: string, kind: TransactionKind): string {
  const suffix = kind === 'deposit' ? 'Deposit' : 'Withdrawal';
  const method = txName.endsWith(suffix) ? txName.slice(0, -suffix.length) : txName;
  return (method || txName).slice(0, 64);
}
