import { createHash, randomUUID } from 'node:crypto';
import { formatDecimalAmount } from '@vauhti/money';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import { DepositLimits } from '../../domains/cashier/deposit-limits';
import { Ledger } from '../../domains/wallet/ledger/ledger';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import type { PostResult } from '../../domains/wallet/ledger/post-transfer';
import type { Clock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import type { KycDocumentStatus, PaymentsCashier } from './cashier-port';
import { type CashierTransaction, type CashierTransactions, FINAL_STATUSES } from './cashier-transactions';
import { feeOf, type SignedAmount, signedAmountOf } from './merchant-amounts';
import { type MerchantErrCode, type MerchantReply, okReply, refusedReply } from './merchant-answers';
import { type MerchantPlayer, MerchantPlayers, type PayAndPlayDeps, payAndPlayTxIdOf } from './merchant-players';
import type { AuthorizeRequest, CancelRequest, TransferRequest, VerifyUserRequest } from './merchant-schemas';
import type { MerchantCall, TransactionKind } from './payments-tables';

/** The ledger's idempotency source of every posting the merchant API and the reconciler make. */
export const LEDGER_SOURCE = 'piq';
/** The house clearing account the payment orchestrator settles through (one per currency). */
export const CLEARING_PROVIDER = 'piq';

/** The ledger's externalId of each posting of provider transaction txId; the reconciler uses the same. */
export const ledgerKeys = {
  hold: (txId: string) => `authorize-${txId}`,
  paidOrCredited: (txId: string) => `transfer-${txId}`,
  cancelled: (txId: string) => `cancel-${txId}`,
};

export type MerchantApiDeps = {
  db: Kysely<PlatformTables>;
  transactions: CashierTransactions;
  cashier: PaymentsCashier;
  clock: Clock;
  logger: Logger;
  /** Identity's "the player has deposited": a play-money account becomes real with its first credit. */
  markRealMoney(playerId: number, executor: Db): Promise<unknown>;
  /** Sends the player's fresh balances to the live socket (best effort). */
  publishBalance(playerId: number, currency: string): Promise<void>;
  /** Sends the player's count of pending withdrawals to the live socket (best effort). */
  publishPendingWithdrawals(playerId: number): Promise<void>;
  /**
   * The deposit limits read through an executor: authorize checks them inside its database
   * transaction, under the player's deposit lock (see depositLimitRefusal). Default: the cashier
   * domain's DepositLimits on that executor; tests hand in a fake.
   */
  depositLimitsWithin?(executor: Db): PaymentsCashier['depositLimits'];
  /** Pay-and-play users (`pnp-<txId>`): the provider's bank identity and identity's registration. */
  payAndPlay: PayAndPlayDeps;
};

type Db = Kysely<PlatformTables>;

/** What a call's work inside the database transaction decided. */
type Outcome = {
  reply: MerchantReply;
  /** Recorded answers are replayed to repeats; an answer that a later state could change is not. */
  record: boolean;
  /**
   * Whose balance moved, to publish after the commit; `holdChanged` when a withdrawal hold was
   * made, paid or returned, so the player's pending-withdrawal count is published too.
   */
  moved?: { playerId: number; currency: string; holdChanged?: boolean };
};

/**
 * The merchant API (docs/payments-integration.md section 3): the provider asks, the platform
 * decides and moves money. Every call is idempotent on (call, txId): its answer is stored in
 * merchant_call_answers in the same database transaction as the ledger posting and the cashier
 * transaction's change, under a transaction-level lock on txId, so authorize, transfer and
 * cancel of one provider transaction never interleave, and a repeat answers what the first did.
 *
 * Reads of other domains (gates, play-money minimum, balances) happen before that transaction
 * opens: on PGlite the one connection is the transaction's until it ends. The deposit limits are
 * the exception: they are read inside it, through its executor, under a lock on the player, so two
 * deposit authorizes of one player never both fit the same room under a limit.
 */
export class MerchantApi {
  private readonly depositLimitsWithin: (executor: Db) => PaymentsCashier['depositLimits'];
  private readonly players: MerchantPlayers;

  constructor(private readonly deps: MerchantApiDeps) {
    this.depositLimitsWithin =
      deps.depositLimitsWithin ?? ((executor) => new DepositLimits({ db: executor, clock: deps.clock }));
    this.players = new MerchantPlayers({
      db: deps.db,
      transactions: deps.transactions,
      clock: deps.clock,
      logger: deps.logger,
      ...deps.payAndPlay,
    });
  }

  async verifyUser(request: VerifyUserRequest): Promise<MerchantReply> {
    const { userId } = request;
    const found = await this.verifiedPlayer(request);
    if (!found.ok) return found.reply;
    const player = found.value;
    const [balances, kyc] = await Promise.all([
      readBalances(this.deps.db, player.playerId, player.currency),
      this.deps.cashier.kyc.status(player.playerId),
    ]);
    return okReply({
      userId,
      userCat: player.userCategory,
      kycStatus: kycStatusOf(kyc.documents.identityStatus),
      firstName: player.firstName ?? '',
      lastName: player.lastName ?? '',
      street: player.street ?? '',
      city: player.city ?? '',
      zip: player.zip ?? '',
      country: player.country,
      email: player.email,
      dob: player.birthDate ?? '',
      mobile: player.phone ?? '',
      balance: formatDecimalAmount(balances.cash, player.currency),
      balanceCy: player.currency,
      locale: player.language,
    });
  }

  async authorize(request: AuthorizeRequest): Promise<MerchantReply> {
    const { userId, txId } = request;
    const signed = signedAmountOf(request);
    if (!signed.ok) return refusedReply(userId, signed.code, signed.message);
    const player = await this.playerFor(userId, request.txAmountCy, 'authorize');
    if (!player.ok) return player.reply;
    const { playerId, currency } = player.value;
    const { kind, amountMinor } = signed.value;
    const hash = fingerprint({ userId, kind, amountMinor, currency });
    const earlier = await this.recordedAnswer(this.deps.db, 'authorize', txId, hash, userId);
    if (earlier) return earlier;

    const refusal =
      kind === 'deposit'
        ? await this.depositGateRefusal(player.value, amountMinor)
        : await this.withdrawalRefusal(player.value, amountMinor);
    if (refusal) {
      return this.once('authorize', txId, hash, userId, async () => ({
        reply: refusedReply(userId, refusal.code, refusal.message),
        record: true,
      }));
    }

    return this.once('authorize', txId, hash, userId, async (trx) => {
      const transactions = this.deps.transactions.within(trx);
      if (kind === 'deposit') {
        const overLimit = await this.depositLimitRefusal(trx, transactions, player.value, amountMinor);
        if (overLimit) return { reply: refusedReply(userId, overLimit.code, overLimit.message), record: true };
      }
      const found = await this.transactionToLink(transactions, request, player.value, signed.value);
      if (!found.ok) return { reply: refusedReply(userId, found.code, found.message), record: false };
      let holdId: number | null = null;
      if (kind === 'withdrawal') {
        const hold = await withinSavepoint(trx, () =>
          new Ledger(trx).holdWithdrawal({
            source: LEDGER_SOURCE,
            externalId: ledgerKeys.hold(txId),
            playerId,
            currency,
            amount: amountMinor,
          }),
        );
        if (!hold.ok) {
          return {
            reply: refusedReply(userId, 'INSUFFICIENT_FUNDS', 'the withdrawable balance does not cover the amount'),
            record: true,
          };
        }
        holdId = hold.transfer.holdId;
      }
      const method = methodOf(request.txName, kind);
      const changes = {
        providerTxId: txId,
        providerState: kind === 'deposit' ? ('WAITING_INPUT' as const) : ('WAITING_APPROVAL' as const),
        status: kind === 'deposit' ? ('txn_pending' as const) : ('co_initiated' as const),
        authCode: randomUUID(),
        holdId,
        ...(request.attributes?.bonusCode ? { bonusCode: request.attributes.bonusCode } : {}),
      };
      // The candidate is row-locked and was checked open and unauthorized: the guard always holds here.
      const transaction = found.transaction
        ? await transactions.updateIf(found.transaction.id, { unauthorized: true }, { ...changes, method })
        : await transactions.create({
            playerId,
            kind,
            // A pay-and-play deposit the platform did not start is still pay-and-play.
            channel: payAndPlayTxIdOf(userId) === undefined ? 'hosted' : 'paynplay',
            method,
            amountMinor,
            currency,
            ...changes,
          });
      if (!transaction) {
        throw new Error(`cashier transaction ${found.transaction?.id} was linked or made final during authorize`);
      }
      return {
        reply: okReply({ userId, merchantTxId: String(transaction.id), authCode: transaction.authCode }),
        record: true,
        ...(kind === 'withdrawal' ? { moved: { playerId, currency, holdChanged: true } } : {}),
      };
    });
  }

  async transfer(request: TransferRequest): Promise<MerchantReply> {
    const { userId, txId } = request;
    const signed = signedAmountOf(request);
    if (!signed.ok) return refusedReply(userId, signed.code, signed.message);
    const fee = feeOf(request);
    if (!fee.ok) return refusedReply(userId, fee.code, fee.message);
    const player = await this.playerFor(userId, request.txAmountCy, 'settle');
    if (!player.ok) return player.reply;
    const { playerId, currency } = player.value;
    const { kind, amountMinor } = signed.value;
    const feeMinor = fee.value;
    const hash = fingerprint({ userId, kind, amountMinor, feeMinor, currency, authCode: request.authCode });
    const earlier = await this.recordedAnswer(this.deps.db, 'transfer', txId, hash, userId);
    if (earlier) return earlier;
    // The fee is taken out of the amount (a withdrawal's) or charged beside it (a deposit's): one
    // larger than the amount is the provider's error. Not recorded: a corrected retry still settles.
    if (feeMinor > amountMinor) return refusedReply(userId, 'INVALID_AMOUNT', `fee is larger than the ${kind}`);

    return this.once('transfer', txId, hash, userId, async (trx) => {
      const transactions = this.deps.transactions.within(trx);
      const found = await authorizedTransaction(transactions, request, playerId, kind);
      if (!found.ok) return { reply: refusedReply(userId, found.code, found.message), record: found.final };
      const transaction = found.transaction;
      const done = okReply({ userId, txId, merchantTxId: String(transaction.id) });
      const ledger = new Ledger(trx);
      if (kind === 'deposit') {
        if (transaction.status === 'txn_confirmed_failure') {
          return {
            reply: refusedReply(userId, 'UNKNOWN_TRANSACTION', `transaction ${txId} was cancelled`),
            record: true,
          };
        }
        // The deposit limits were checked at authorize for the authorized amount: a transfer of
        // another amount would credit what no limit check saw. Not recorded, so the provider's
        // retry with the authorized amount is still credited.
        if (amountMinor !== transaction.amountMinor) {
          return {
            reply: refusedReply(userId, 'INVALID_AMOUNT', 'txAmount differs from the authorized deposit amount'),
            record: false,
          };
        }
        const credit = await ledger.deposit({
          source: LEDGER_SOURCE,
          externalId: ledgerKeys.paidOrCredited(txId),
          playerId,
          currency,
          amount: amountMinor,
          fee: feeMinor,
          provider: CLEARING_PROVIDER,
        });
        if (!credit.ok) throw new Error(`deposit of transaction ${txId} refused by the ledger: ${credit.error.code}`);
        await this.deps.markRealMoney(playerId, trx);
        // Deliberately unconditional: the credit is posted in this database transaction, so the row
        // says so even over a provider-status txn_confirmed_failure written since it was read.
        await transactions.update(transaction.id, {
          status: 'txn_confirmed_success',
          providerState: 'SUCCESSFUL',
          amountMinor,
          feeMinor,
          ledgerTransferId: credit.transfer.transferId,
        });
        return { reply: done, record: true, moved: { playerId, currency } };
      }
      if (transaction.status === 'co_failed') {
        return {
          reply: refusedReply(
            userId,
            'UNKNOWN_TRANSACTION',
            `withdrawal ${txId} was cancelled and its amount returned`,
          ),
          record: true,
        };
      }
      // The reconciler may have settled it already from the provider's report: nothing moves twice.
      if (transaction.status === 'co_success') return { reply: done, record: true };
      if (amountMinor !== transaction.amountMinor) {
        return {
          reply: refusedReply(userId, 'INVALID_AMOUNT', 'txAmount differs from the authorized withdrawal amount'),
          record: false,
        };
      }
      const paid = await ledger.payWithdrawal({
        source: LEDGER_SOURCE,
        externalId: ledgerKeys.paidOrCredited(txId),
        holdId: holdOf(transaction),
        provider: CLEARING_PROVIDER,
        fee: feeMinor,
      });
      if (!paid.ok) throw new Error(`payout of withdrawal ${txId} refused by the ledger: ${paid.error.code}`);
      await settleHeldWithdrawal(transactions, transaction, {
        status: 'co_success',
        providerState: 'SUCCESSFUL',
        feeMinor,
        ledgerTransferId: paid.transfer.transferId,
      });
      return { reply: done, record: true, moved: { playerId, currency, holdChanged: true } };
    });
  }

  async cancel(request: CancelRequest): Promise<MerchantReply> {
    const { userId, txId } = request;
    const signed = signedAmountOf(request);
    if (!signed.ok) return refusedReply(userId, signed.code, signed.message);
    const player = await this.playerFor(userId, request.txAmountCy, 'settle');
    if (!player.ok) return player.reply;
    const { playerId, currency } = player.value;
    const { kind, amountMinor } = signed.value;
    const hash = fingerprint({ userId, kind, amountMinor, currency, authCode: request.authCode });
    const earlier = await this.recordedAnswer(this.deps.db, 'cancel', txId, hash, userId);
    if (earlier) return earlier;

    return this.once('cancel', txId, hash, userId, async (trx) => {
      const transactions = this.deps.transactions.within(trx);
      // An empty authCode: the provider never got authorize's answer, and releases what it reserved.
      const found = await authorizedTransaction(transactions, request, playerId, kind, {
        authCodeKnown: request.authCode !== '',
      });
      if (!found.ok) return { reply: refusedReply(userId, found.code, found.message), record: found.final };
      const transaction = found.transaction;
      const done = okReply({ userId, txId, merchantTxId: String(transaction.id) });
      if (kind === 'deposit') {
        if (transaction.status === 'txn_confirmed_success') {
          return {
            reply: refusedReply(userId, 'UNKNOWN_TRANSACTION', `deposit ${txId} was already credited`),
            record: true,
          };
        }
        const failed = await transactions.updateIf(
          transaction.id,
          {},
          { status: 'txn_confirmed_failure', providerState: 'FAILED' },
        );
        // Not written: the deposit is final already (a provider-status failure came first), unless credited.
        if (!failed && (await transactions.byId(transaction.id))?.status === 'txn_confirmed_success') {
          return {
            reply: refusedReply(userId, 'UNKNOWN_TRANSACTION', `deposit ${txId} was already credited`),
            record: true,
          };
        }
        return { reply: done, record: true };
      }
      if (transaction.status === 'co_success') {
        return {
          reply: refusedReply(userId, 'UNKNOWN_TRANSACTION', `withdrawal ${txId} was already paid`),
          record: true,
        };
      }
      if (transaction.status === 'co_failed') return { reply: done, record: true };
      const returned = await new Ledger(trx).cancelWithdrawal({
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
      return { reply: done, record: true, moved: { playerId, currency, holdChanged: true } };
    });
  }

  /**
   * verifyuser's player: a pay-and-play user is identified by the bank (the provider's session is
   * its transaction, not a platform cashier session); any other must match the cashier session.
   */
  private async verifiedPlayer(
    request: VerifyUserRequest,
  ): Promise<{ ok: true; value: MerchantPlayer } | { ok: false; reply: MerchantReply }> {
    const { userId } = request;
    if (payAndPlayTxIdOf(userId) !== undefined) {
      const identified = await this.players.identify(userId);
      if (!identified.ok) return { ok: false, reply: refusedReply(userId, identified.code, identified.message) };
      return { ok: true, value: identified.player };
    }
    const session = await this.deps.cashier.sessions.lookup(request.sessionId);
    if (!session.ok) {
      return { ok: false, reply: refusedReply(userId, 'SESSION_EXPIRED', 'the cashier session has expired or ended') };
    }
    const found = await this.players.known(userId);
    if (!found.ok) return { ok: false, reply: refusedReply(userId, found.code, found.message) };
    if (found.player.playerId !== session.playerId) {
      // A session is bound to one player; another user's id with it is not that session.
      return {
        ok: false,
        reply: refusedReply(userId, 'SESSION_EXPIRED', 'the cashier session does not belong to this user'),
      };
    }
    return { ok: true, value: found.player };
  }

  /**
   * The player named by userId, in the call's currency; else the refusal. authorize identifies a
   * pay-and-play user (and links the deposit to them); transfer and cancel read whom authorize linked.
   */
  private async playerFor(
    userId: string,
    currency: string,
    call: 'authorize' | 'settle',
  ): Promise<{ ok: true; value: MerchantPlayer } | { ok: false; reply: MerchantReply }> {
    const found = call === 'authorize' ? await this.players.identify(userId) : await this.players.known(userId);
    if (!found.ok) return { ok: false, reply: refusedReply(userId, found.code, found.message) };
    const player = found.player;
    if (player.currency !== currency) {
      return {
        ok: false,
        reply: refusedReply(userId, 'CURRENCY_MISMATCH', `txAmountCy ${currency} is not the account's currency`),
      };
    }
    return { ok: true, value: player };
  }

  /** The deposit's gates and play-money minimum (read before the call's database transaction). */
  private async depositGateRefusal(player: MerchantPlayer, amountMinor: number): Promise<Refusal | undefined> {
    const { cashier } = this.deps;
    const gate = await cashier.gates.deposit(player.playerId);
    if (!gate.ok) return { code: gate.code, message: gate.message };
    const minimum = await cashier.playMoneyMinimumMinor(player.playerId);
    if (minimum !== null && amountMinor < minimum) {
      const shown = formatDecimalAmount(minimum, player.currency);
      return {
        code: 'AMOUNT_OUT_OF_LIMITS',
        message: `the first deposit must be at least ${shown} ${player.currency}`,
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
   * Lock order: the txId (once()) before the player, and nothing takes them the other way round.
   */
  private async depositLimitRefusal(
    trx: Db,
    transactions: CashierTransactions,
    player: MerchantPlayer,
    amountMinor: number,
  ): Promise<Refusal | undefined> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`piq-deposit-limits\n${player.playerId}`}, 0))`.execute(
      trx,
    );
    const pending = await transactions.pendingDepositsMinor(player.playerId, player.currency);
    const limits = this.depositLimitsWithin(trx);
    const limit = await limits.check(player.playerId, player.currency, amountMinor, pending);
    if (!limit.ok) {
      const left = Math.max(0, limit.limitMinor - limit.usedMinor);
      return {
        code: 'RG_LIMITS_EXCEEDED',
        message: `the ${limit.period} deposit limit of ${formatDecimalAmount(limit.limitMinor, player.currency)} ${player.currency} allows ${formatDecimalAmount(left, player.currency)} more`,
      };
    }
    return undefined;
  }

  private async withdrawalRefusal(player: MerchantPlayer, amountMinor: number): Promise<Refusal | undefined> {
    const gate = await this.deps.cashier.gates.withdrawal(player.playerId);
    if (!gate.ok) return { code: gate.code, message: gate.message };
    if (player.userStatus !== 'real') {
      return { code: 'NOT_REAL_ACCOUNT', message: 'a play-money account cannot withdraw' };
    }
    const balances = await readBalances(this.deps.db, player.playerId, player.currency);
    if (balances.withdrawable <= 0 || amountMinor > balances.withdrawable) {
      return {
        code: 'INSUFFICIENT_FUNDS',
        message: `the withdrawable balance is ${formatDecimalAmount(balances.withdrawable, player.currency)} ${player.currency}`,
      };
    }
    return undefined;
  }

  /** The platform-started transaction this authorize belongs to, or none (the hosted cashier's own). */
  private async transactionToLink(
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
    const matches =
      candidate.playerId === player.playerId &&
      candidate.kind === signed.kind &&
      candidate.amountMinor === signed.amountMinor &&
      candidate.currency === player.currency &&
      (candidate.providerTxId === null || candidate.providerTxId === request.txId) &&
      candidate.authCode === null;
    if (!matches) {
      return {
        ok: false,
        code: 'DUPLICATE_MISMATCH',
        message: `cashier transaction ${candidate.id} is another player's, kind, amount or provider transaction`,
      };
    }
    if (FINAL_STATUSES.has(candidate.status)) {
      return {
        ok: false,
        code: 'DUPLICATE_MISMATCH',
        message: `cashier transaction ${candidate.id} is already final (${candidate.status})`,
      };
    }
    return { ok: true, transaction: candidate };
  }

  /** The recorded answer to this call on txId: the same for the same request, DUPLICATE_MISMATCH for another. */
  private async recordedAnswer(
    db: Db,
    call: MerchantCall,
    txId: string,
    hash: string,
    userId: string,
  ): Promise<MerchantReply | undefined> {
    const row = await db
      .selectFrom('merchant_call_answers')
      .select(['request_hash', 'answer'])
      .where('call', '=', call)
      .where('tx_id', '=', txId)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_hash !== hash) {
      return refusedReply(
        userId,
        'DUPLICATE_MISMATCH',
        `${call} of transaction ${txId} was already answered for another amount, user or type`,
      );
    }
    return { httpStatus: 200, body: row.answer };
  }

  /**
   * Runs a call's work once per (call, txId): in one database transaction, under a lock on txId,
   * re-checking the recorded answer first (a concurrent repeat waited on the lock and replays).
   */
  private async once(
    call: MerchantCall,
    txId: string,
    hash: string,
    userId: string,
    work: (trx: Db) => Promise<Outcome>,
  ): Promise<MerchantReply> {
    const outcome = await this.deps.db.transaction().execute(async (trx): Promise<Outcome> => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`piq\n${txId}`}, 0))`.execute(trx);
      const again = await this.recordedAnswer(trx, call, txId, hash, userId);
      if (again) return { reply: again, record: false };
      const result = await work(trx);
      if (result.record) {
        await trx
          .insertInto('merchant_call_answers')
          .values({
            call,
            tx_id: txId,
            request_hash: hash,
            answer: JSON.stringify(result.reply.body),
            created_at: this.deps.clock.now(),
          })
          .execute();
      }
      return result;
    });
    if (outcome.moved) await this.publish(outcome.moved);
    return outcome.reply;
  }

  private async publish(moved: NonNullable<Outcome['moved']>) {
    const { playerId, currency } = moved;
    try {
      await this.deps.publishBalance(playerId, currency);
    } catch (error) {
      // The posting is committed; a missed push only delays the site's balance to its next read.
      this.deps.logger.warn({ err: error, playerId }, 'balance push after a payment failed');
    }
    if (!moved.holdChanged) return;
    try {
      await this.deps.publishPendingWithdrawals(playerId);
    } catch (error) {
      // As above: the header's count catches up at its next read.
      this.deps.logger.warn({ err: error, playerId }, 'pending-withdrawal push after a payment failed');
    }
  }
}

type Refusal = { code: MerchantErrCode; message: string };

/**
 * Runs a ledger posting under a savepoint. ledger_post refuses by raising an error, which on
 * PostgreSQL aborts the whole transaction; rolling back to the savepoint keeps it usable, so the
 * refusal can still be recorded as the call's answer.
 */
async function withinSavepoint(trx: Db, post: () => Promise<PostResult>): Promise<PostResult> {
  await sql`savepoint merchant_post`.execute(trx);
  const result = await post();
  await (result.ok ? sql`release savepoint merchant_post` : sql`rollback to savepoint merchant_post`).execute(trx);
  return result;
}

/** The transaction an authorize of txId created or linked, if this player's and of this kind. */
async function authorizedTransaction(
  transactions: CashierTransactions,
  request: { txId: string; authCode: string },
  playerId: number,
  kind: TransactionKind,
  options: { authCodeKnown: boolean } = { authCodeKnown: true },
): Promise<{ ok: true; transaction: CashierTransaction } | ({ ok: false; final: boolean } & Refusal)> {
  const transaction = await transactions.byProviderTxId(request.txId);
  // Not recorded: the authorize may still be on its way (the provider retries it too).
  if (!transaction || transaction.authCode === null) {
    return {
      ok: false,
      final: false,
      code: 'UNKNOWN_TRANSACTION',
      message: `transaction ${request.txId} was never authorized`,
    };
  }
  if (transaction.playerId !== playerId || (options.authCodeKnown && transaction.authCode !== request.authCode)) {
    return {
      ok: false,
      final: false,
      code: 'UNKNOWN_TRANSACTION',
      message: `transaction ${request.txId} was authorized for another user or authCode`,
    };
  }
  if (transaction.kind !== kind) {
    return {
      ok: false,
      final: false,
      code: 'DUPLICATE_MISMATCH',
      message: `transaction ${request.txId} was authorized as a ${transaction.kind}`,
    };
  }
  return { ok: true, transaction };
}

/**
 * The status of a held withdrawal after the ledger paid or returned its hold in this database
 * transaction. Guarded on co_initiated: the hold resolves once, and only through the ledger, so a
 * row no longer co_initiated here is a broken invariant, and the posting is rolled back with it.
 */
async function settleHeldWithdrawal(
  transactions: CashierTransactions,
  transaction: CashierTransaction,
  changes: Parameters<CashierTransactions['updateIf']>[2],
): Promise<void> {
  const written = await transactions.updateIf(transaction.id, { from: ['co_initiated'] }, changes);
  if (!written) throw new Error(`withdrawal ${transaction.id} left co_initiated while its hold was open`);
}

function holdOf(transaction: CashierTransaction): number {
  if (transaction.holdId === null) throw new Error(`withdrawal ${transaction.id} has no ledger hold`);
  return transaction.holdId;
}

/** CREDITCARDDeposit → CREDITCARD: txName is the method key with the kind appended. */
function methodOf(txName: string, kind: TransactionKind): string {
  const suffix = kind === 'deposit' ? 'Deposit' : 'Withdrawal';
  const method = txName.endsWith(suffix) ? txName.slice(0, -suffix.length) : txName;
  return (method || txName).slice(0, 64);
}

/** PaymentIQ's kycStatus words for the identity document's review. */
function kycStatusOf(status: KycDocumentStatus): string {
  switch (status) {
    case 'verified':
      return 'Approved';
    case 'rejected':
      return 'Rejected';
    case 'pending':
      return 'Pending';
    default:
      return 'NotStarted';
  }
}

function fingerprint(fields: Record<string, string | number>): string {
  const ordered = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}
