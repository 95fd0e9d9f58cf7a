import { randomUUID } from 'node:crypto';
import { HttpError } from '@vauhti/server-kit';
import type { Kysely } from 'kysely';
import { toJson } from '../database/games-database';
import type { SandboxGamesTables } from '../database/tables';
import { isEngineError } from '../engines/engine';
import { roundErrors } from '../rounds/round-errors';
import type { RoundService } from '../rounds/round-service';
import type { Balance } from '../wallet-client/balance';
import { betRefusedError, walletUnavailableError } from '../wallet-client/wallet-errors';
import type { QueuedCall, WalletOutbox } from '../wallet-client/wallet-outbox';
import { stakeOfBets } from './live-games';
import { liveRoundId } from './live-schedule';
import type { LiveTables } from './live-tables';

export type LiveBetRequest = { tableId: string; roundId: string; bets: unknown };
export type LiveBetResponse = {
  bet: { betId: string; tableId: string; roundId: string; stake: number };
  balance: Balance;
};

export type LiveBetsOptions = {
  kysely: Kysely<SandboxGamesTables>;
  outbox: WalletOutbox;
  rounds: RoundService;
  tables: LiveTables;
};

const bettingClosed = () =>
  new HttpError(409, 'BETTING_CLOSED', 'betting on this round is closed: wait for the next one');
/** Thrown inside the acceptance transaction to undo it: the round was settled while the bet travelled. */
class SettledMeanwhile extends Error {}

/**
 * Bets on a live table's open round (docs/games-integration.md section 3, POST /live/bets). Each
 * placement is a wallet bet; the table settles all of a player's bets of a round with one win.
 */
export class LiveBets {
  constructor(private readonly options: LiveBetsOptions) {
    options.outbox.onBetFailed(async (trx, call) => {
      await trx
        .updateTable('live_bets')
        .set({ status: 'refused' })
        .where('id', '=', call.transactionId)
        .where('status', '=', 'betting')
        .execute();
    });
  }

  async place(sessionId: string, request: LiveBetRequest): Promise<LiveBetResponse> {
    const { session, game } = await this.options.rounds.session(sessionId);
    const table = this.options.tables.table(request.tableId);
    if (!table || game.liveTableId !== request.tableId || session.mode !== 'real') throw roundErrors.notLiveTable();
    const position = table.position();
    const roundId = liveRoundId(request.tableId, position.roundNumber);
    if (position.phase !== 'betting' || request.roundId !== roundId) throw bettingClosed();
    const stake = stakeOfBets(request.bets);
    if (stake === null) throw roundErrors.invalidBet('bets must be a list of spots with positive integer amounts');
    const bet = game.gameEngine.validateBet(game.config, stake, request.bets);
    if (isEngineError(bet)) throw roundErrors.invalidBet(bet.error);
    const walletRoundId = `${roundId}:${session.id}`;
    const alreadyStaked = await this.stakedInRound(walletRoundId);
    if (stake < game.minStakeMinor || alreadyStaked + stake > game.maxStakeMinor) {
      throw roundErrors.stakeOutOfRange(stake, game.minStakeMinor, game.maxStakeMinor - alreadyStaked);
    }
    const betId = randomUUID();
    const call: QueuedCall = {
      operation: 'bet',
      transactionId: betId,
      roundId: walletRoundId,
      body: {
        transactionId: betId,
        roundId: walletRoundId,
        playerId: session.playerId,
        gameCode: game.gameCode,
        amount: stake,
        currency: session.currency,
        token: session.token,
      },
    };
    await this.options.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('live_bets')
        .values({
          id: betId,
          table_id: request.tableId,
          live_round_id: roundId,
          round_number: position.roundNumber,
          session_id: session.id,
          player_id: toJson(session.playerId),
          currency: session.currency,
          wallet_round_id: walletRoundId,
          stake,
          bet: toJson(bet),
          status: 'betting',
        })
        .execute();
      await this.options.outbox.enqueue(trx, call);
    });
    const result = await this.options.outbox
      .sendBet(call, async (trx) => {
        const round = await trx
          .selectFrom('live_rounds')
          .select('settled_at')
          .where('id', '=', roundId)
          .forUpdate()
          .executeTakeFirst();
        if (round?.settled_at) throw new SettledMeanwhile();
        await trx
          .updateTable('live_bets')
          .set({ status: 'accepted' })
          .where('id', '=', betId)
          .where('status', '=', 'betting')
          .execute();
      })
      .catch((error: unknown) => {
        // The debit stays unconfirmed in the outbox, whose worker rolls it back.
        if (error instanceof SettledMeanwhile) throw bettingClosed();
        throw error;
      });
    if (result.kind === 'refused') throw betRefusedError(result.status, result.balance);
    if (result.kind === 'unavailable') throw walletUnavailableError();
    const balance = result.balance ?? (await this.options.rounds.currentBalance(session));
    return { bet: { betId, tableId: request.tableId, roundId, stake }, balance };
  }

  private async stakedInRound(walletRoundId: string): Promise<number> {
    const row = await this.options.kysely
      .selectFrom('live_bets')
      .select((eb) => eb.fn.sum<number>('stake').as('total'))
      .where('wallet_round_id', '=', walletRoundId)
      .where('status', 'in', ['betting', 'accepted'])
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }
}
