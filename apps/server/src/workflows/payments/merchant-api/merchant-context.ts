import type { MerchantErrCode } from '@vauhti/contracts/merchant-api';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { DepositLimits } from '../../../domains/cashier/deposit-limits';
import { PostedDeposits } from '../../../domains/wallet/ledger/posted-deposits';
import type { Clock } from '../../../infra/time/clock';
import type { PlatformTables } from '../../../platform-tables';
import type { PaymentsCashier } from '../cashier-port';
import type { CashierTransactions } from '../cashier-transactions';
import type { MerchantReply } from '../merchant-answers';
import { MerchantPlayers, type PayAndPlayDeps } from '../merchant-players';

export type Db = Kysely<PlatformTables>;

export type MerchantApiDeps = {
  db: Db;
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

/** What every call's steps share: the dependencies, with the defaults filled in, and the players. */
export type MerchantContext = {
  deps: MerchantApiDeps;
  players: MerchantPlayers;
  depositLimitsWithin: (executor: Db) => PaymentsCashier['depositLimits'];
};

/** Builds the calls' shared context once, when the MerchantApi is made. */
export function merchantContextOf(deps: MerchantApiDeps): MerchantContext {
  return {
    deps,
    players: new MerchantPlayers({
      db: deps.db,
      transactions: deps.transactions,
      clock: deps.clock,
      logger: deps.logger,
      ...deps.payAndPlay,
    }),
    depositLimitsWithin:
      deps.depositLimitsWithin ??
      ((executor) => new DepositLimits({ db: executor, clock: deps.clock, deposits: new PostedDeposits(executor) })),
  };
}

/** A business refusal: the errCode and errMsg of a `success: false` answer. */
export type Refusal = { code: MerchantErrCode; message: string };

/** A step's answer: a value to go on with, or the refusal that ends the call. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reply: MerchantReply };

/** What a call's work inside the database transaction decided. */
export type Outcome = {
  reply: MerchantReply;
  /** Recorded answers are replayed to repeats; an answer that a later state could change is not. */
  record: boolean;
  /**
   * Whose balance moved, to publish after the commit; `holdChanged` when a withdrawal hold was
   * made, paid or returned, so the player's pending-withdrawal count is published too.
   */
  moved?: { playerId: number; currency: string; holdChanged?: boolean };
};
