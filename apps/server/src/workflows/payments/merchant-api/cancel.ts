import type { CancelRequest } from '@vauhti/contracts/merchant-api';
import { Ledger } from '../../../domains/wallet/ledger/ledger';
import type { CashierTransaction, CashierTransactions } from '../cashier-transactions';
import { signedAmountOf } from '../merchant-amounts';
import { type MerchantReply, refusedReply } from '../merchant-answers';
import type { MerchantPlayer } from '../merchant-players';
import type { TransactionKind } from '../payments-tables';
import { authorizedTransaction, holdOf, settledReply, settleHeldWithdrawal } from './authorized-transactions';
import { type CallKey, fingerprint, recordedAnswer, refusedOutcome, runOnce } from './call-answers';
import { playerFor } from './call-players';
import { LEDGER_SOURCE, ledgerKeys } from './ledger-keys';
import type { Checked, Db, MerchantContext, Outcome } from './merchant-context';

/** A cancel request read: whose, which kind, and the key its answer is recorded under. */
type CancelCall = { request: CancelRequest; player: MerchantPlayer; kind: TransactionKind; key: CallKey };

/** The authorized transaction a cancel ends, inside the call's database transaction. */
type Cancelling = CancelCall & { trx: Db; transactions: CashierTransactions; transaction: CashierTransaction };

/**
 * cancel: the provider gave the transaction up, so the platform fails the deposit or returns the
 * withdrawal's hold to cash, exactly once per txId and never after the money moved.
 */
export async function cancel(context: MerchantContext, request: CancelRequest): Promise<MerchantReply> {
  const read = await cancelCallOf(context, request);
  if (!read.ok) return read.reply;
  const call = read.value;
  const earlier = await recordedAnswer(context.deps.db, call.key);
  if (earlier) return earlier;
  return runOnce(context.deps, call.key, (trx) => cancelAuthorized(context, trx, call));
}

/** The request's amount and player, checked before any database transaction opens. */
async function cancelCallOf(context: MerchantContext, request: CancelRequest): Promise<Checked<CancelCall>> {
  const { userId, txId, authCode } = request;
  const signed = signedAmountOf(request);
  if (!signed.ok) return { ok: false, reply: refusedReply(userId, signed.code, signed.message) };
  const player = await playerFor(context, userId, request.txAmountCy, 'settle');
  if (!player.ok) return player;
  const { kind, amountMinor } = signed.value;
  const hash = fingerprint({ userId, kind, amountMinor, currency: player.value.currency, authCode });
  return { ok: true, value: { request, player: player.value, kind, key: { call: 'cancel', txId, hash, userId } } };
}

/** Finds the transaction authorize made for this txId and user, and ends it by kind. */
async function cancelAuthorized(context: MerchantContext, trx: Db, call: CancelCall): Promise<Outcome> {
  const { request } = call;
  const transactions = context.deps.transactions.within(trx);
  // An empty authCode: the provider never got authorize's answer, and releases what it reserved.
  const found = await authorizedTransaction(transactions, request, call.player.playerId, call.kind, {
    authCodeKnown: request.authCode !== '',
  });
  if (!found.ok) return refusedOutcome(request.userId, found, found.final);
  const cancelling: Cancelling = { ...call, trx, transactions, transaction: found.transaction };
  return call.kind === 'deposit' ? failDeposit(cancelling) : returnHeldWithdrawal(cancelling);
}

/** Marks an uncredited deposit failed; a credited one cannot be cancelled, one already failed stays so. */
async function failDeposit(cancelling: Cancelling): Promise<Outcome> {
  const { request, transaction, transactions } = cancelling;
  const { userId, txId } = request;
  const alreadyCredited = refusedOutcome(
    userId,
    { code: 'UNKNOWN_TRANSACTION', message: `deposit ${txId} was already credited` },
    true,
  );
  if (transaction.status === 'txn_confirmed_success') return alreadyCredited;
  const failed = await transactions.updateIf(
    transaction.id,
    {},
    { status: 'txn_confirmed_failure', providerState: 'FAILED' },
  );
  // Not written: the deposit is final already (a provider-status failure came first), unless credited.
  if (!failed && (await transactions.byId(transaction.id))?.status === 'txn_confirmed_success') return alreadyCredited;
  return { reply: settledReply(userId, txId, transaction), record: true };
}

/** Returns a withdrawal's hold to cash and marks it co_failed; a paid one cannot be cancelled. */
async function returnHeldWithdrawal(cancelling: Cancelling): Promise<Outcome> {
  const { request, transaction, transactions } = cancelling;
  const { userId, txId } = request;
  const done = settledReply(userId, txId, transaction);
  if (transaction.status === 'co_success') {
    return refusedOutcome(
      userId,
      { code: 'UNKNOWN_TRANSACTION', message: `withdrawal ${txId} was already paid` },
      true,
    );
  }
  if (transaction.status === 'co_failed') return { reply: done, record: true };
  const returned = await new Ledger(cancelling.trx).cancelWithdrawal({
    source: LEDGER_SOURCE,
    externalId: ledgerKeys.cancelled(txId),
    holdId: holdOf(transaction),
  });
  if (!returned.ok) throw new Error(`cancel of withdrawal ${txId} refused by the ledger: ${returned.error.code}`);
  await settleHeldWithdrawal(transactions, transaction, {
    status: 'co_failed',
    providerState: 'CANCELLED',
    ledgerTransferId: returned.transfer.transferId,
  });
  const { playerId, currency } = cancelling.player;
  return { reply: done, record: true, moved: { playerId, currency, holdChanged: true } };
}
