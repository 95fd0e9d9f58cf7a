import type { Logger } from 'pino';
import type { PlayerAccounts } from '../../domains/wallet/ledger/account-directory';
import type { Product } from '../../domains/wallet/ledger/ledger';
import type { PostedTransfer } from '../../domains/wallet/ledger/post-transfer';
import type { Balances } from './wallet-answers';

/**
 * A posted bet, win or rollback, for whatever scores rounds: promo-race scoring and bonus wagering
 * subscribe here (neither exists in the platform yet, so the list is empty for now). Sent once per
 * posting, never for a replay. Amounts are minor units; the changes are the player's, signed.
 */
export type RoundEvent = {
  kind: 'bet' | 'win' | 'rollback';
  provider: string;
  product: Product;
  playerId: number;
  currency: string;
  gameCode: string;
  roundId: string;
  /** The provider's transaction id, and for a rollback the one it reversed. */
  transactionId: string;
  referenceTransactionId?: string;
  /** The platform's transfer id. */
  transferId: number;
  amountMinor: number;
  /** How the player's cash (debt repaid or owed counts as cash) and bonus changed. */
  cashChangeMinor: number;
  bonusChangeMinor: number;
  /** A win that ends the round (the provider's roundClosed); false for bets and rollbacks. */
  roundClosed: boolean;
  at: Date;
};

export type RoundHook = (event: RoundEvent) => void | Promise<void>;

/** The live socket's entry point (infra/live): the player's balances after a movement. */
export type BalanceChangedHook = (playerId: number, balances: Balances) => void | Promise<void>;

/** The change a transfer made to the player's cash side (cash and debt) and to their bonus. */
export function playerChangesOf(transfer: PostedTransfer, accounts: PlayerAccounts) {
  let cashChangeMinor = 0;
  let bonusChangeMinor = 0;
  for (const entry of transfer.entries) {
    if (entry.accountId === accounts.cash || entry.accountId === accounts.debt) cashChangeMinor += entry.amount;
    if (entry.accountId === accounts.bonus) bonusChangeMinor += entry.amount;
  }
  return { cashChangeMinor, bonusChangeMinor };
}

/**
 * Runs subscribers without letting them hold up or fail the wallet's answer: the money has moved
 * whatever a subscriber does, so its failure is logged, not returned to the provider.
 */
export function notify<Args extends unknown[]>(
  logger: Logger,
  what: string,
  hooks: ReadonlyArray<(...args: Args) => void | Promise<void>>,
  ...args: Args
) {
  for (const hook of hooks) {
    try {
      Promise.resolve(hook(...args)).catch((error: unknown) =>
        logger.error({ err: error }, `${what} subscriber failed`),
      );
    } catch (error) {
      logger.error({ err: error }, `${what} subscriber failed`);
    }
  }
}
