import type { TransferRequest } from '@vauhti/contracts/merchant-api';
import { Ledger } from '../../../domains/wallet/ledger/ledger';
import type { CashierTransaction, CashierTransactions } from '../cashier-transactions';
import { feeOf, signedAmountOf } from '../merchant-amounts';
import { type MerchantReply, refusedReply } from '../merchant-answers';
import type { MerchantPlayer } from '../merchant-players';
import type { TransactionKind } from '../payments-tables';
import { refuseFeeAboveAmount, refuseUnlessAuthorizedAmount } from './amount-checks';
import { authorizedTransaction, holdOf, settledReply, settleHeldWithdrawal } from './authorized-transactions';
import { type CallKey, fingerprint, recordedAnswer, refusedOutcome, runOnce } from './call-answers';
import { playerFor } from './call-players';
import { CLEARING_PROVIDER, LEDGER_SOURCE, ledgerKeys } from './ledger-keys';
import type { Checked, Db, MerchantContext, Outcome } from './merchant-context';

/** A transfer request read: whose, which kind, how much, and the key its answer is recorded under. */
type TransferCall = {
  request: TransferRequest;
  player: MerchantPlayer;
  kind: TransactionKind;
  amountMinor: number;
  feeMinor: number;
  key: CallKey;
};

/** The authorized transaction a transfer settles, inside the call's database transaction. */
type Settling = TransferCall & { trx: Db; transactions: CashierTransactions; transaction: CashierTransaction };

/**
 * transfer: the provider has moved the money, so the platform settles what authorize prepared:
 * it credits the deposit or pays the held withdrawal, exactly once per txId.
 */
export async function transfer(context: MerchantContext, request: TransferRequest): Promise<MerchantReply> {
  const read = await transferCallOf(context, request);
  if (!read.ok) return read.reply;
  const call = read.value;
  const earlier = await recordedAnswer(context.deps.db, call.key);
  if (earlier) return earlier;
  // Answered outside runOnce, so not recorded: the provider's corrected retry still settles.
  const feeTooLarge = refuseFeeAboveAmount(call.kind, call.amountMinor, call.feeMinor);
  if (feeTooLarge) return refusedReply(request.userId, feeTooLarge.code, feeTooLarge.message);
  return runOnce(context.deps, call.key, (trx) => settleTransfer(context, trx, call));
}

/** The request's amount, fee and player, checked before any database transaction opens. */
async function transferCallOf(context: MerchantContext, request: TransferRequest): Promise<Checked<TransferCall>> {
  const { userId, txId, authCode } = request;
  const signed = signedAmountOf(request);
  if (!signed.ok) return { ok: false, reply: refusedReply(userId, signed.code, signed.message) };
  const fee = feeOf(request);
  if (!fee.ok) return { ok: false, reply: refusedReply(userId, fee.code, fee.message) };
  const player = await playerFor(context, userId, request.txAmountCy, 'settle');
  if (!player.ok) return player;
  const { kind, amountMinor } = signed.value;
  const feeMinor = fee.value;
  const currency = player.value.currency;
  const hash = fingerprint({ userId, kind, amountMinor, feeMinor, currency, authCode });
  const key: CallKey = { call: 'transfer', txId, hash, userId };
  return { ok: true, value: { request, player: player.value, kind, amountMinor, feeMinor, key } };
}

/** Finds the transaction authorize made for this txId, user and authCode, and settles it by kind. */
async function settleTransfer(context: MerchantContext, trx: Db, call: TransferCall): Promise<Outcome> {
  const transactions = context.deps.transactions.within(trx);
  const found = await authorizedTransaction(transactions, call.request, call.player.playerId, call.kind);
  if (!found.ok) return refusedOutcome(call.request.userId, found, found.final);
  const settling: Settling = { ...call, trx, transactions, transaction: found.transaction };
  return call.kind === 'deposit' ? creditDeposit(context, settling) : payHeldWithdrawal(settling);
}

/** Credits an authorized deposit's amount to cash (its fee to the fees account) and makes the player real money. */
async function creditDeposit(context: MerchantContext, settling: Settling): Promise<Outcome> {
  const { request, transaction, transactions, amountMinor, feeMinor } = settling;
  const { playerId, currency } = settling.player;
  if (transaction.status === 'txn_confirmed_failure') {
    return refusedOutcome(
      request.userId,
      { code: 'UNKNOWN_TRANSACTION', message: `transaction ${request.txId} was cancelled` },
      true,
    );
  }
  const wrongAmount = refuseUnlessAuthorizedAmount('deposit', amountMinor, transaction.amountMinor);
  if (wrongAmount) return refusedOutcome(request.userId, wrongAmount, false);
  const transferId = await postDepositCredit(settling);
  await context.deps.markRealMoney(playerId, settling.trx);
  // Deliberately unconditional: the credit is posted in this database transaction, so the row
  // says so even over a provider-status txn_confirmed_failure written since it was read.
  await transactions.update(transaction.id, {
    status: 'txn_confirmed_success',
    providerState: 'SUCCESSFUL',
    amountMinor,
    feeMinor,
    ledgerTransferId: transferId,
  });
  return {
    reply: settledReply(request.userId, request.txId, transaction),
    record: true,
    moved: { playerId, currency },
  };
}

/** The deposit's ledger posting; the ledger refusing a credit the provider has taken is a bug. */
async function postDepositCredit(settling: Settling): Promise<number> {
  const { txId } = settling.request;
  const credit = await new Ledger(settling.trx).deposit({
    source: LEDGER_SOURCE,
    externalId: ledgerKeys.paidOrCredited(txId),
    playerId: settling.player.playerId,
    currency: settling.player.currency,
    amountMinor: settling.amountMinor,
    feeMinor: settling.feeMinor,
    provider: CLEARING_PROVIDER,
  });
  if (!credit.ok) throw new Error(`deposit of transaction ${txId} refused by the ledger: ${credit.error.code}`);
  return credit.transfer.transferId;
}

/** Pays a withdrawal's hold out to the provider (with the call's fee) and marks it co_success. */
async function payHeldWithdrawal(settling: Settling): Promise<Outcome> {
  const { request, transaction, transactions, amountMinor, feeMinor } = settling;
  const { userId, txId } = request;
  const done = settledReply(userId, txId, transaction);
  if (transaction.status === 'co_failed') {
    const message = `withdrawal ${txId} was cancelled and its amount returned`;
    return refusedOutcome(userId, { code: 'UNKNOWN_TRANSACTION', message }, true);
  }
  // The reconciler may have settled it already from the provider's report: nothing moves twice.
  if (transaction.status === 'co_success') return { reply: done, record: true };
  const wrongAmount = refuseUnlessAuthorizedAmount('withdrawal', amountMinor, transaction.amountMinor);
  if (wrongAmount) return refusedOutcome(userId, wrongAmount, false);
  const paid = await new Ledger(settling.trx).payWithdrawal({
    source: LEDGER_SOURCE,
    externalId: ledgerKeys.paidOrCredited(txId),
    holdId: holdOf(transaction),
    provider: CLEARING_PROVIDER,
    feeMinor,
  });
  if (!paid.ok) throw new Error(`payout of withdrawal ${txId} refused by the ledger: ${paid.error.code}`);
  await settleHeldWithdrawal(transactions, transaction, {
    status: 'co_success',
    providerState: 'SUCCESSFUL',
    feeMinor,
    ledgerTransferId: paid.transfer.transferId,
  });
  const { playerId, currency } = settling.player;
  return { reply: done, record: true, moved: { playerId, currency, holdChanged: true } };
}
