import type {
  AuthenticateRequest,
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  WinRequest,
} from '@vauhti/contracts/seamless-wallet';
import type { PreparedQuery } from '@vauhti/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { GameSession, GameSessionState, GameSessions } from '../../domains/games/game-sessions';
import type { IdentityTables } from '../../domains/identity/identity-tables';
import { Ledger, type Product } from '../../domains/wallet/ledger/ledger';
import type { LedgerTables } from '../../domains/wallet/ledger/ledger-tables';
import type { PostedTransfer } from '../../domains/wallet/ledger/post-transfer';
import { requestHash } from '../../domains/wallet/ledger/request-hash';
import type { Clock } from '../../infra/time/clock';
import { MaxStakeCache, type MaxStakeOf } from './max-stakes';
import { PlayerDirectory } from './player-directory';
import { RollbackRecords } from './rollback-records';
import type { SeamlessWalletTables } from './seamless-wallet-tables';
import { insufficientFundsReply, invalidRequestReply, okReply, refusedReply, type WalletReply } from './wallet-answers';
import { type BalanceChangedHook, notify, playerChangesOf, type RoundEvent, type RoundHook } from './wallet-events';
import { readWalletBalances, roundHasStake, type WalletPosting, WalletPostings } from './wallet-queries';

/** A caller of the wallet: its id (the ledger's idempotency source) and what it sells. */
export type WalletProvider = { id: string; product: Product };

export type SeamlessWalletDeps = {
  db: Kysely<LedgerTables & IdentityTables & SeamlessWalletTables>;
  /** The database's named prepared statements: every posting and balance read goes through them. */
  preparedQuery: PreparedQuery;
  gameSessions: GameSessions;
  clock: Clock;
  logger: Logger;
  /** The games domain's maximum stake of a game (LIMIT_REACHED above it). */
  maxStakeOf: MaxStakeOf;
  /** Compliance's rule: the site is closed in this country, so nobody plays from there. */
  isCountryBlocked: (countryCode: string) => boolean;
  onBalanceChanged?: BalanceChangedHook;
  onRound?: readonly RoundHook[];
};

type Posted = Extract<WalletPosting, { ok: true }>;

const MISMATCH_MESSAGE = 'this transactionId was used before with another payload; nothing moved';

/**
 * The platform side of contracts/seamless-wallet.md: a workflow across identity (who may play),
 * games (launch tokens, maximum stakes) and the wallet's ledger (every movement, exactly once per
 * provider transaction id). Each operation takes a body that passed its schema and answers a
 * status; nothing here throws for a business outcome.
 *
 * Not here yet: the player's own wagering and loss limits (LIMIT_REACHED covers the game's maximum
 * stake only) — the platform has no such limits to read.
 */
export class SeamlessWallet {
  /** The wallet's own Ledger, posting through seamless_wallet_post (see WalletPostings). */
  private readonly ledger: Ledger;
  private readonly postings: WalletPostings;
  private readonly players: PlayerDirectory;
  private readonly rollbacks: RollbackRecords;
  private readonly maxStakes: MaxStakeCache;
  private readonly balanceHooks: BalanceChangedHook[];
  private readonly roundHooks: readonly RoundHook[];

  constructor(private readonly deps: SeamlessWalletDeps) {
    this.postings = new WalletPostings(deps.preparedQuery);
    this.ledger = new Ledger(deps.db, this.postings.ledgerQuery);
    this.players = new PlayerDirectory(deps.db);
    this.rollbacks = new RollbackRecords(deps.db);
    this.maxStakes = new MaxStakeCache(deps.maxStakeOf, () => deps.clock.now().getTime());
    this.balanceHooks = deps.onBalanceChanged ? [deps.onBalanceChanged] : [];
    this.roundHooks = deps.onRound ?? [];
  }

  /** The launch token's player; a token launched at another provider is as unknown as any other. */
  async authenticate(provider: WalletProvider, body: AuthenticateRequest): Promise<WalletReply> {
    const state = launchedAt(provider, await this.deps.gameSessions.lookup(body.token));
    const refusal = this.sessionRefusal(state);
    if (refusal || state.status !== 'active') return refusal ?? tokenExpired();
    const { session } = state;
    this.players.remember(session.playerExternalId, { playerId: session.playerId, currency: session.currency });
    return okReply(await this.balances(session.playerId, session.currency), {
      playerId: session.playerExternalId,
      country: session.country,
      language: session.language,
    });
  }

  async balance(_provider: WalletProvider, body: BalanceRequest): Promise<WalletReply> {
    const player = await this.playerOf(body);
    if ('httpStatus' in player) return player;
    return okReply(await this.balances(player.playerId, player.currency));
  }

  /**
   * A stake: refused for a bad token, a blocked player or location, or a stake over the game's
   * maximum; otherwise posted, cash first, then bonus — unless its id was rolled back, which the
   * posting itself checks under the rollback lock.
   */
  async bet(provider: WalletProvider, body: BetRequest): Promise<WalletReply> {
    const state = launchedAt(provider, await this.deps.gameSessions.lookup(body.token));
    const refusal = await this.betRefusal(state, body);
    if (refusal || state.status !== 'active') {
      // A retry of a bet posted before its token ran out (say, the player logged out meanwhile) is
      // still a replay: refusing it would tell the provider the money did not move when it did.
      return (await this.earlierAnswerToBet(provider, body)) ?? refusal ?? tokenExpired();
    }
    const { session } = state;
    const posting = await this.postings.run(() =>
      this.ledger.bet({
        source: provider.id,
        externalId: body.transactionId,
        playerId: session.playerId,
        currency: session.currency,
        amountMinor: body.amount,
        provider: provider.id,
        product: provider.product,
        roundId: body.roundId,
        gameCode: body.gameCode,
      }),
    );
    if (!posting.ok) return this.betRejected(posting.error.code, session);
    if (posting.outcome === 'posted') {
      this.moved(provider, posting, {
        kind: 'bet',
        gameCode: body.gameCode,
        roundId: body.roundId,
        transactionId: body.transactionId,
        amountMinor: body.amount,
        roundClosed: false,
      });
    }
    return okReply(posting.balances, { transactionId: posting.transfer.transferId });
  }

  /**
   * A payout of a round the player bet in with this provider: accepted whatever the player's state
   * or token (blocked players and expired tokens too), 0 included. A win for a round without a
   * standing stake of this player with this provider is refused as UNKNOWN_TRANSACTION, unless it
   * is a replay of a win already paid (its bet may have been rolled back since).
   */
  async win(provider: WalletProvider, body: WinRequest): Promise<WalletReply> {
    const player = await this.playerOf(body);
    if ('httpStatus' in player) return player;
    const round = { provider: provider.id, roundId: body.roundId, ...player };
    if (
      !(await roundHasStake(this.deps.preparedQuery, round)) &&
      !(await this.ledgerHolds(provider, body.transactionId))
    ) {
      return refusedReply(
        'UNKNOWN_TRANSACTION',
        'the player has no bet in this round with this provider; nothing moved',
      );
    }
    const posting = await this.postings.run(() =>
      this.ledger.win({
        source: provider.id,
        externalId: body.transactionId,
        playerId: player.playerId,
        currency: player.currency,
        amountMinor: body.amount,
        provider: provider.id,
        product: provider.product,
        roundId: body.roundId,
        gameCode: body.gameCode,
      }),
    );
    if (!posting.ok) {
      if (posting.error.code === 'IDEMPOTENCY_CONFLICT') return refusedReply('DUPLICATE_MISMATCH', MISMATCH_MESSAGE);
      throw new Error(`the ledger refused a win: ${posting.error.code}`);
    }
    if (posting.outcome === 'posted') {
      this.moved(provider, posting, {
        kind: 'win',
        gameCode: body.gameCode,
        roundId: body.roundId,
        transactionId: body.transactionId,
        amountMinor: body.amount,
        roundClosed: body.roundClosed,
      });
    }
    return okReply(posting.balances, { transactionId: posting.transfer.transferId });
  }

  /**
   * Reverses the referenced bet or win exactly once. The rollback is recorded first (under the
   * lock a bet with the referenced id takes), then the ledger reverses the reference: a bet that
   * arrives later, or is being posted right now, is then either found and reversed here or
   * refused with TRANSACTION_ROLLED_BACK.
   */
  async rollback(provider: WalletProvider, body: RollbackRequest): Promise<WalletReply> {
    const hash = requestHash({
      referenceTransactionId: body.referenceTransactionId,
      roundId: body.roundId,
      playerId: body.playerId,
      gameCode: body.gameCode,
    });
    const previous = await this.rollbacks.find(provider.id, body.transactionId);
    if (previous && previous.request_hash !== hash) return refusedReply('DUPLICATE_MISMATCH', MISMATCH_MESSAGE);
    // A rollback id that a bet or win already holds is taken (the ledger would only notice when it
    // posts, and it does not post when the reference is unknown).
    if (!previous && (await this.ledgerHolds(provider, body.transactionId))) {
      return refusedReply('DUPLICATE_MISMATCH', MISMATCH_MESSAGE);
    }
    const player = await this.players.byExternalId(body.playerId);
    if (!player) return invalidRequestReply('playerId: no player has this id');
    // A rollback cannot be rolled back: refused before it is recorded, so the refusal writes
    // nothing (the ledger's NOT_REVERSIBLE below still answers a race with the first rollback).
    if (await this.rollbacks.find(provider.id, body.referenceTransactionId)) return notReversible();
    const recorded = await this.rollbacks.record({
      provider: provider.id,
      rollbackTransactionId: body.transactionId,
      transactionId: body.referenceTransactionId,
      requestHash: hash,
      playerId: player.playerId,
      roundId: body.roundId,
      gameCode: body.gameCode,
    });
    if (recorded === 'mismatch') return refusedReply('DUPLICATE_MISMATCH', MISMATCH_MESSAGE);
    const posting = await this.postings.run(() =>
      this.ledger.rollback({
        source: provider.id,
        externalId: body.transactionId,
        referenceExternalId: body.referenceTransactionId,
      }),
    );
    if (!posting.ok) return this.rollbackRejected(posting.error);
    if (posting.outcome === 'posted') {
      this.moved(provider, posting, {
        kind: 'rollback',
        gameCode: body.gameCode,
        roundId: body.roundId,
        transactionId: body.transactionId,
        referenceTransactionId: body.referenceTransactionId,
        roundClosed: false,
      });
    }
    return okReply(posting.balances, { transactionId: posting.transfer.transferId });
  }

  /** TOKEN_EXPIRED or PLAYER_BLOCKED for a token that may not play now; undefined when it may. */
  private sessionRefusal(state: GameSessionState): WalletReply | undefined {
    if (state.status === 'expired') return tokenExpired();
    if (state.status === 'blocked') {
      return refusedReply('PLAYER_BLOCKED', `the account is ${state.accountState.replace('_', '-')}`);
    }
    if (this.deps.isCountryBlocked(state.session.country)) {
      return refusedReply('PLAYER_BLOCKED', 'the game was launched from a location where play is not allowed');
    }
    return undefined;
  }

  /**
   * Why this bet may not be placed, if it may not. A token launched for another player, currency
   * or game does not authorise this bet: TOKEN_EXPIRED, as for any token that is not good for it
   * (the provider's answer to both is to have the player launch again).
   */
  private async betRefusal(state: GameSessionState, body: BetRequest): Promise<WalletReply | undefined> {
    if (state.status !== 'expired' && !sessionMatches(state.session, body)) {
      return refusedReply('TOKEN_EXPIRED', 'the token was issued for another player, currency or game');
    }
    const refusal = this.sessionRefusal(state);
    if (refusal || state.status !== 'active') return refusal ?? tokenExpired();
    const maxStakeMinor = await this.maxStakes.get(body.gameCode, body.currency);
    if (maxStakeMinor !== undefined && body.amount > maxStakeMinor) {
      return refusedReply('LIMIT_REACHED', `the stake is over the game's maximum of ${maxStakeMinor}`);
    }
    return undefined;
  }

  private async betRejected(code: string, session: GameSession): Promise<WalletReply> {
    switch (code) {
      case 'TRANSACTION_ROLLED_BACK':
        return rolledBack();
      case 'IDEMPOTENCY_CONFLICT':
        return refusedReply('DUPLICATE_MISMATCH', MISMATCH_MESSAGE);
      case 'INSUFFICIENT_FUNDS':
        return insufficientFundsReply(await this.balances(session.playerId, session.currency));
      default:
        throw new Error(`the ledger refused a bet: ${code}`);
    }
  }

  /**
   * The answer a bet's id already has, for a bet the checks refused: rolled back, or posted before
   * (a replay, or another payload under the id); undefined when the id is new.
   */
  private async earlierAnswerToBet(provider: WalletProvider, body: BetRequest): Promise<WalletReply | undefined> {
    if (await this.rollbacks.namesTransaction(provider.id, body.transactionId)) return rolledBack();
    const posted = await this.deps.db
      .selectFrom('ledger_transfers')
      .select(['id', 'code', 'player_id', 'currency', 'round_id', 'metadata'])
      .where('source', '=', provider.id)
      .where('external_id', '=', body.transactionId)
      .executeTakeFirst();
    if (!posted) return undefined;
    const player = await this.players.byExternalId(body.playerId);
    const same =
      posted.code === 'bet' &&
      player !== undefined &&
      posted.player_id === player.playerId &&
      posted.currency === body.currency &&
      posted.round_id === body.roundId &&
      posted.metadata.gameCode === body.gameCode &&
      posted.metadata.amount === body.amount;
    if (!same || posted.player_id === null) return refusedReply('DUPLICATE_MISMATCH', MISMATCH_MESSAGE);
    return okReply(await this.balances(posted.player_id, posted.currency), { transactionId: posted.id });
  }

  private async ledgerHolds(provider: WalletProvider, transactionId: string): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('source', '=', provider.id)
      .where('external_id', '=', transactionId)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async rollbackRejected(error: { code: string; details: Record<string, unknown> }): Promise<WalletReply> {
    switch (error.code) {
      case 'TRANSFER_NOT_FOUND':
        return refusedReply(
          'UNKNOWN_TRANSACTION',
          'referenceTransactionId was never seen; it is recorded as rolled back',
        );
      case 'IDEMPOTENCY_CONFLICT':
        return refusedReply('DUPLICATE_MISMATCH', MISMATCH_MESSAGE);
      case 'NOT_REVERSIBLE':
        return notReversible();
      case 'ALREADY_REVERSED': {
        // Rolled back before under another rollback id: OK, nothing moves, and the answer names
        // the reversal that did move the money.
        const reversal = await this.deps.db
          .selectFrom('ledger_reversals as r')
          .innerJoin('ledger_transfers as t', 't.id', 'r.reversed_transfer_id')
          .select(['r.reversal_transfer_id', 't.player_id', 't.currency'])
          .where('r.reversed_transfer_id', '=', Number(error.details.transferId))
          .executeTakeFirstOrThrow();
        if (reversal.player_id === null) throw new Error('a reversed bet or win always has a player');
        const balances = await this.balances(reversal.player_id, reversal.currency);
        return okReply(balances, { transactionId: reversal.reversal_transfer_id });
      }
      default:
        throw new Error(`the ledger refused a rollback: ${error.code}`);
    }
  }

  /** A request's player by the public id, in the currency of their account. */
  private async playerOf(body: { playerId: string; currency: string }) {
    const player = await this.players.byExternalId(body.playerId);
    if (!player) return invalidRequestReply('playerId: no player has this id');
    if (player.currency !== body.currency) {
      return invalidRequestReply(`currency: the player's account is in ${player.currency}`);
    }
    return player;
  }

  private balances(playerId: number, currency: string) {
    return readWalletBalances(this.deps.preparedQuery, playerId, currency);
  }

  /** After a posting: the live balance for the player's tabs, and the round for its scorers. */
  private moved(
    provider: WalletProvider,
    posting: Posted,
    round: Pick<RoundEvent, 'kind' | 'gameCode' | 'roundId' | 'transactionId' | 'roundClosed'> &
      Partial<Pick<RoundEvent, 'referenceTransactionId' | 'amountMinor'>>,
  ) {
    const { transfer, balances } = posting;
    const { playerId } = ownerOf(transfer);
    notify(this.deps.logger, 'balance change', this.balanceHooks, playerId, balances);
    if (this.roundHooks.length === 0) return;
    void this.ledger.accounts.playerAccounts(playerId, balances.currency).then(
      (accounts) => {
        const changes = playerChangesOf(transfer, accounts);
        const event: RoundEvent = {
          ...round,
          provider: provider.id,
          product: provider.product,
          playerId,
          currency: balances.currency,
          transferId: transfer.transferId,
          amountMinor: round.amountMinor ?? Math.abs(changes.cashChangeMinor + changes.bonusChangeMinor),
          ...changes,
          at: new Date(transfer.createdAt),
        };
        notify(this.deps.logger, 'round', this.roundHooks, event);
      },
      (error: unknown) => this.deps.logger.error({ err: error }, 'round event not sent'),
    );
  }
}

/**
 * The token's state for this caller: a token is bound to the provider whose game it launched, so
 * for any other provider it is unknown (TOKEN_EXPIRED), whatever its state — a blocked player's
 * token included, so another provider learns nothing about the player from it.
 */
function launchedAt(provider: WalletProvider, state: GameSessionState): GameSessionState {
  if (state.status !== 'expired' && state.session.provider !== provider.id) return { status: 'expired' };
  return state;
}

function sessionMatches(session: GameSession, body: BetRequest): boolean {
  return (
    session.playerExternalId === body.playerId &&
    session.currency === body.currency &&
    session.gameCode === body.gameCode
  );
}

function ownerOf(transfer: PostedTransfer): { playerId: number; currency: string } {
  if (transfer.playerId === null) throw new Error(`transfer ${transfer.transferId} has no player`);
  return { playerId: transfer.playerId, currency: transfer.currency };
}

function tokenExpired(): WalletReply {
  return refusedReply('TOKEN_EXPIRED', 'the token is unknown, expired or revoked');
}

function rolledBack(): WalletReply {
  return refusedReply('TRANSACTION_ROLLED_BACK', 'this transactionId was rolled back; nothing moved');
}

function notReversible(): WalletReply {
  return invalidRequestReply('referenceTransactionId: names a rollback, which cannot be rolled back');
}
