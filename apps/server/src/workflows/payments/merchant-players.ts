import type { MerchantErrCode } from '@vauhti/contracts/merchant-api';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { BankIdentityInput, BankIdentityPlayer } from '../../domains/identity/bank-identity-accounts';
import type { Result as IdentityResult } from '../../domains/identity/identity-errors';
import type { IdentityTables } from '../../domains/identity/identity-tables';
import type { Clock } from '../../infra/time/clock';
import { findCountry } from '../../reference/countries';
import type { CashierTransaction, CashierTransactions } from './cashier-transactions';
import type { PaymentsTables } from './payments-tables';
import type { PaymentProvider } from './provider/payment-provider';

/** A player as verifyuser describes them to the provider, read by the public id. */
export type MerchantPlayer = {
  playerId: number;
  externalId: string;
  currency: string;
  country: string;
  language: string;
  userStatus: 'play' | 'real';
  userCategory: string;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  email: string;
  birthDate: string | null;
  phone: string | null;
};

/**
 * The provider knows a player by the public id (players.external_id), never by the platform's key.
 * A read-only view of identity's table, as the seamless wallet's PlayerDirectory does; the players'
 * standing (blocked, KYC, limits) is the cashier domain's to judge, not this module's.
 */
export function playerByExternalId(db: Kysely<IdentityTables>, externalId: string) {
  return readPlayer(db, 'external_id', externalId);
}

export function playerById(db: Kysely<IdentityTables>, playerId: number) {
  return readPlayer(db, 'id', playerId);
}

async function readPlayer(
  db: Kysely<IdentityTables>,
  key: 'external_id' | 'id',
  value: string | number,
): Promise<MerchantPlayer | undefined> {
  const row = await db
    .selectFrom('players')
    .select([
      'id',
      'external_id',
      'currency',
      'country_code',
      'language',
      'user_status',
      'user_category',
      'first_name',
      'last_name',
      'street',
      'city',
      'zip',
      'email',
      'phone',
    ])
    // to_char: a date column read as a Date shifts the day in some zones (identity-tables.ts).
    .select((eb) => eb.fn<string | null>('to_char', [eb.ref('birth_date'), eb.val('YYYY-MM-DD')]).as('birth_date'))
    .where(key, '=', value)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    playerId: Number(row.id),
    externalId: row.external_id,
    currency: row.currency.trim(),
    country: row.country_code.trim(),
    language: row.language,
    userStatus: row.user_status,
    userCategory: row.user_category,
    firstName: row.first_name,
    lastName: row.last_name,
    street: row.street,
    city: row.city,
    zip: row.zip,
    email: row.email,
    birthDate: row.birth_date,
    phone: row.phone,
  };
}

/*
 * Pay-and-play (docs/payments-integration.md section 4): a deposit whose payer the bank identifies
 * has no platform user when it starts, so the provider names its user `pnp-<txId>`. verifyuser and
 * authorize of such a user ask the provider for the bank's identity, find or register the player
 * through identity, and move the deposit's cashier transaction to that player; transfer and cancel
 * then read the player from that transaction (authorize linked it), without another provider call
 * that an outage could turn into a refused transfer of money the bank already moved.
 */

const PAY_AND_PLAY_USER = /^pnp-(\d{1,40})$/;

/** The provider transaction id of a pay-and-play user id, or undefined for a platform user id. */
export function payAndPlayTxIdOf(userId: string): string | undefined {
  return PAY_AND_PLAY_USER.exec(userId)?.[1];
}

export type PlayerLookup = { ok: true; player: MerchantPlayer } | { ok: false; code: MerchantErrCode; message: string };

/** What pay-and-play resolution asks of the provider and of identity (services.identity). */
export type PayAndPlayDeps = {
  provider: Pick<PaymentProvider, 'payNPlayIdentity'>;
  identity: {
    findOrRegisterFromBankIdentity(input: BankIdentityInput): Promise<IdentityResult<BankIdentityPlayer>>;
  };
};

export type MerchantPlayersDeps = PayAndPlayDeps & {
  db: Kysely<IdentityTables & PaymentsTables>;
  transactions: CashierTransactions;
  clock: Clock;
  logger: Logger;
};

/** Resolves the merchant API's userId to a player: the public id, or a pay-and-play user. */
export class MerchantPlayers {
  constructor(private readonly deps: MerchantPlayersDeps) {}

  /** For verifyuser and authorize: a pay-and-play user is identified (and registered if new) now. */
  async identify(userId: string): Promise<PlayerLookup> {
    const txId = payAndPlayTxIdOf(userId);
    if (txId === undefined) return this.byExternalId(userId);
    const transaction = await this.deps.transactions.byProviderTxId(txId);
    if (transaction && transaction.kind !== 'deposit') {
      return unknownUser(`transaction ${txId} is not a pay-and-play deposit`);
    }
    const answer = await this.deps.provider.payNPlayIdentity(txId);
    if (!answer.ok) {
      return unknownUser(`the provider gave no identity for pay-and-play transaction ${txId} (${answer.code})`);
    }
    const identity = answer.value.identity;
    if (!identity) return unknownUser(`the bank has not identified the payer of transaction ${txId} yet`);
    const starter = transaction?.playerId ? await playerById(this.deps.db, transaction.playerId) : undefined;
    const country = findCountry(identity.country);
    const registered = await this.deps.identity.findOrRegisterFromBankIdentity({
      ...identity,
      // A new account holds the deposit's currency and speaks the language of whoever started it.
      currency: transaction?.currency ?? country?.defaultCurrency ?? '',
      language: starter?.language ?? country?.defaultLanguage ?? '',
    });
    if (!registered.ok) {
      const { field, message } = registered.error;
      return unknownUser(`the bank's identity was not accepted: ${field ? `${field}: ` : ''}${message}`);
    }
    const { playerId, created } = registered.value;
    if (created) this.deps.logger.info({ playerId, txId }, 'pay-and-play player registered from the bank identity');
    if (transaction) {
      const linked = await this.link(transaction, playerId);
      if (!linked.ok) return linked;
    }
    return this.byId(playerId);
  }

  /** For transfer and cancel: a pay-and-play user is the player its authorize linked the deposit to. */
  async known(userId: string): Promise<PlayerLookup> {
    const txId = payAndPlayTxIdOf(userId);
    if (txId === undefined) return this.byExternalId(userId);
    const transaction = await this.deps.transactions.byProviderTxId(txId);
    if (!transaction?.playerId || transaction.kind !== 'deposit') {
      return unknownUser(`pay-and-play transaction ${txId} has no identified player`);
    }
    return this.byId(transaction.playerId);
  }

  /**
   * The deposit belongs to the identified player from now on (the money is the bank account
   * holder's, whoever's session started it). Once authorized it has a ledger story and stays put.
   */
  private async link(transaction: CashierTransaction, playerId: number): Promise<PlayerLookup | { ok: true }> {
    if (transaction.playerId === playerId) return { ok: true };
    if (transaction.authCode !== null) {
      return unknownUser(`transaction ${transaction.providerTxId} was already authorized for another player`);
    }
    // Conditional on the authCode, so an authorize that commits meanwhile keeps its player.
    const moved = await this.deps.db
      .updateTable('cashier_transactions')
      .set({ player_id: playerId, updated_at: this.deps.clock.now() })
      .where('id', '=', transaction.id)
      .where('auth_code', 'is', null)
      .returning('player_id')
      .executeTakeFirst();
    if (!moved) return unknownUser(`transaction ${transaction.providerTxId} was authorized meanwhile`);
    this.deps.logger.info(
      { transactionId: transaction.id, from: transaction.playerId, to: playerId },
      'pay-and-play deposit linked to the identified player',
    );
    return { ok: true };
  }

  private async byExternalId(userId: string): Promise<PlayerLookup> {
    const player = await playerByExternalId(this.deps.db, userId);
    return player ? { ok: true, player } : unknownUser(`no player has the id ${userId}`);
  }

  private async byId(playerId: number): Promise<PlayerLookup> {
    const player = await playerById(this.deps.db, playerId);
    if (!player) throw new Error(`player ${playerId} vanished while resolving a merchant call`);
    return { ok: true, player };
  }
}

function unknownUser(message: string): { ok: false; code: MerchantErrCode; message: string } {
  return { ok: false, code: 'UNKNOWN_USER', message };
}
