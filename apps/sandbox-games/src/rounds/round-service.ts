import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { GameCatalogue, PlayableGame } from '../catalogue/game-catalogue';
import { isUniqueViolation } from '../database/errors';
import { toJson } from '../database/games-database';
import type { RoundsTable, SandboxGamesTables } from '../database/tables';
import { isEngineError, type Rng, type StepResult } from '../engines/engine';
import { findSession, type GameSession, playerKeyOf } from '../sessions/session-store';
import type { Balance } from '../wallet-client/balance';
import { balanceOf } from '../wallet-client/balance';
import { betRefusedError, walletUnavailableError } from '../wallet-client/wallet-errors';
import type { WalletHttp } from '../wallet-client/wallet-http';
import type { GamesTransaction, QueuedCall, WalletOutbox } from '../wallet-client/wallet-outbox';
import { roundErrors } from './round-errors';
import { summariseRound } from './round-summary';

export type RoundView = { roundId: string; status: 'open' | 'closed'; stake: number; win: number; view: unknown };
/**
 * settlementPending: the round's win is decided but the wallet has not confirmed it yet (it is
 * queued and retried); the balance is the last one the wallet reported.
 */
export type RoundResponse = { round: RoundView; balance: Balance; settlementPending?: true };

export type SessionResponse = {
  session: { id: string; mode: 'real' | 'demo'; gameCode: string; currency: string; language: string };
  game: {
    name: string;
    engine: string;
    minStakeMinor: number;
    maxStakeMinor: number;
    stakeSteps: number[];
    rules: unknown;
    rtpBasisPoints: number;
  };
  balance: Balance;
  openRound: RoundView | null;
};

export type HistoryResponse = {
  rounds: { roundId: string; startedAt: string; stake: number; win: number; summary: string }[];
  next: string | null;
};

export type RoundServiceOptions = {
  kysely: Kysely<SandboxGamesTables>;
  catalogue: GameCatalogue;
  outbox: WalletOutbox;
  wallet: WalletHttp;
  rng: Rng;
  now: () => number;
};

type RoundRow = Selectable<RoundsTable>;
type Step = StepResult<unknown, unknown>;
type SessionWithGame = { session: GameSession; game: PlayableGame };

const HISTORY_PAGE_SIZE = 20;
/** Slots and video poker take a stake from their ladder; tables take any total their chips make. */
const LADDER_STAKED_KINDS = new Set(['paylines', 'ways', 'classic', 'video-poker']);

/**
 * Rounds of the client API (docs/games-integration.md section 3). Real play moves money only
 * through the wallet outbox: the stake is debited before the outcome is shown, the win is
 * credited when the round ends. Demo play keeps its play money on the session row.
 */
export class RoundService {
  constructor(private readonly options: RoundServiceOptions) {
    // A refused or unanswered first stake cancels its round: nothing was played.
    options.outbox.onBetFailed(async (trx, call) => {
      await trx
        .updateTable('rounds')
        .set({ status: 'cancelled', closed_at: new Date(this.options.now()) })
        .where('id', '=', call.roundId)
        .where('status', '=', 'betting')
        .execute();
    });
  }

  /** The session with its game; throws the client errors for unknown or expired sessions. */
  async session(sessionId: string): Promise<SessionWithGame> {
    const session = await findSession(this.options.kysely, sessionId);
    if (!session) throw roundErrors.sessionNotFound();
    if (session.expiresAt.getTime() <= this.options.now()) throw roundErrors.sessionExpired();
    const game = this.options.catalogue.game(session.gameCode);
    if (!game) throw roundErrors.gameUnavailable();
    return { session, game };
  }

  async describeSession(sessionId: string): Promise<SessionResponse> {
    const { session, game } = await this.session(sessionId);
    const [balance, open] = await Promise.all([this.currentBalance(session), this.openRoundOf(session)]);
    return {
      session: {
        id: session.id,
        mode: session.mode,
        gameCode: session.gameCode,
        currency: session.currency,
        language: session.language,
      },
      game: {
        name: game.name,
        engine: game.engine,
        minStakeMinor: game.minStakeMinor,
        maxStakeMinor: game.maxStakeMinor,
        stakeSteps: game.gameEngine.stakeSteps(game.config, game.minStakeMinor, game.maxStakeMinor),
        rules: game.gameEngine.rules(game.config),
        rtpBasisPoints: game.rtpBasisPoints,
      },
      balance,
      openRound: open ? roundViewOf(open) : null,
    };
  }

  async startRound(sessionId: string, stake: number, betBody: unknown): Promise<RoundResponse> {
    const { session, game } = await this.session(sessionId);
    if (game.liveTableId) throw roundErrors.liveTableOnly();
    this.checkStake(game, stake);
    const bet = game.gameEngine.validateBet(game.config, stake, betBody);
    if (isEngineError(bet)) throw roundErrors.invalidBet(bet.error);
    // Drawn now, shown only once the stake is debited; a refused stake discards it unseen.
    const step = game.gameEngine.start(game.config, stake, bet, this.options.rng);
    const roundId = randomUUID();
    return session.mode === 'demo'
      ? this.startDemoRound(session, game, roundId, stake, bet, step)
      : this.startRealRound(session, game, roundId, stake, bet, step);
  }

  async act(sessionId: string, roundId: string, action: unknown): Promise<RoundResponse> {
    const { session, game } = await this.session(sessionId);
    const round = await this.options.kysely
      .selectFrom('rounds')
      .selectAll()
      .where('id', '=', roundId)
      .where('player_key', '=', playerKeyOf(session))
      .where('game_code', '=', session.gameCode)
      .executeTakeFirst();
    if (!round) throw roundErrors.roundNotFound();
    if (round.status !== 'open') throw roundErrors.roundClosed();
    const step = game.gameEngine.act(game.config, round.state, action, this.options.rng);
    if (isEngineError(step)) throw roundErrors.invalidAction(step.error);
    if (session.mode === 'demo') return this.actDemo(session, game, round, step);
    return step.extraStake > 0
      ? this.actRealWithStake(session, game, round, step)
      : this.actReal(session, game, round, step);
  }

  async history(sessionId: string, before: string | undefined): Promise<HistoryResponse> {
    const { session } = await this.session(sessionId);
    const playerKey = playerKeyOf(session);
    let query = this.options.kysely
      .selectFrom('rounds')
      .select(['id', 'started_at', 'stake', 'win', 'summary'])
      .where('player_key', '=', playerKey)
      .where('game_code', '=', session.gameCode)
      .where('status', '=', 'closed')
      .orderBy('seq', 'desc')
      .limit(HISTORY_PAGE_SIZE + 1);
    if (before) {
      const anchor = await this.options.kysely
        .selectFrom('rounds')
        .select('seq')
        .where('id', '=', before)
        .where('player_key', '=', playerKey)
        .executeTakeFirst();
      if (!anchor) throw roundErrors.historyCursor();
      query = query.where('seq', '<', anchor.seq);
    }
    const rows = await query.execute();
    const page = rows.slice(0, HISTORY_PAGE_SIZE);
    return {
      rounds: page.map((row) => ({
        roundId: row.id,
        startedAt: row.started_at.toISOString(),
        stake: row.stake,
        win: row.win,
        summary: row.summary ?? '',
      })),
      next: rows.length > HISTORY_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null,
    };
  }

  /** The balance the client shows: the wallet's for real play, the session's play money in demo. */
  async currentBalance(session: GameSession): Promise<Balance> {
    if (session.mode === 'demo') return demoBalance(session.demoBalance ?? 0);
    const outcome = await this.options.wallet.call('balance', {
      playerId: session.playerId,
      currency: session.currency,
    });
    const balance = outcome.kind === 'answered' && outcome.answer.status === 'OK' ? balanceOf(outcome.answer) : null;
    if (!balance) throw walletUnavailableError();
    return balance;
  }

  private checkStake(game: PlayableGame, stake: number) {
    const inRange = stake >= game.minStakeMinor && stake <= game.maxStakeMinor;
    const onLadder =
      !LADDER_STAKED_KINDS.has(game.engineKind) ||
      game.gameEngine.stakeSteps(game.config, game.minStakeMinor, game.maxStakeMinor).includes(stake);
    if (!inRange || !onLadder) throw roundErrors.stakeOutOfRange(stake, game.minStakeMinor, game.maxStakeMinor);
  }

  private async openRoundOf(session: GameSession): Promise<RoundRow | undefined> {
    return this.options.kysely
      .selectFrom('rounds')
      .selectAll()
      .where('player_key', '=', playerKeyOf(session))
      .where('game_code', '=', session.gameCode)
      .where('status', '=', 'open')
      .executeTakeFirst();
  }

  private async startRealRound(
    session: GameSession,
    game: PlayableGame,
    roundId: string,
    stake: number,
    bet: unknown,
    step: Step,
  ): Promise<RoundResponse> {
    const betCall = this.betCall(session, roundId, 0, stake);
    await this.insertRound(async (trx) => {
      await trx
        .insertInto('rounds')
        .values({
          ...this.newRoundColumns(session, roundId, stake, bet),
          status: 'betting',
          debits: 1,
        })
        .execute();
      await this.options.outbox.enqueue(trx, betCall);
    });
    const winCall = step.done ? this.winCall(session, roundId, step.win) : undefined;
    const result = await this.options.outbox.sendBet(betCall, async (trx, _balance) => {
      await trx.updateTable('rounds').set(this.stepColumns(game, step)).where('id', '=', roundId).execute();
      if (winCall) await this.options.outbox.enqueue(trx, winCall);
    });
    if (result.kind === 'refused') throw betRefusedError(result.status, result.balance);
    if (result.kind === 'unavailable') throw walletUnavailableError();
    return this.realResponse(session, roundId, stake, step, result.balance, winCall);
  }

  private async actReal(session: GameSession, game: PlayableGame, round: RoundRow, step: Step): Promise<RoundResponse> {
    const winCall = step.done ? this.winCall(session, round.id, step.win) : undefined;
    const applied = await this.options.kysely.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('rounds')
        .set({ ...this.stepColumns(game, step), version: round.version + 1 })
        .where('id', '=', round.id)
        .where('version', '=', round.version)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      if (winCall) await this.options.outbox.enqueue(trx, winCall);
      return true;
    });
    if (!applied) throw roundErrors.actionInProgress();
    const balance = winCall ? null : await this.currentBalance(session);
    return this.realResponse(session, round.id, round.stake, step, balance, winCall);
  }

  /** A double or split: the extra stake is debited first, and only then does the step count. */
  private async actRealWithStake(
    session: GameSession,
    game: PlayableGame,
    round: RoundRow,
    step: Step,
  ): Promise<RoundResponse> {
    const betCall = this.betCall(session, round.id, round.debits, step.extraStake);
    const claimed = await this.options.kysely.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('rounds')
        .set({ version: round.version + 1, debits: round.debits + 1 })
        .where('id', '=', round.id)
        .where('version', '=', round.version)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await this.options.outbox.enqueue(trx, betCall);
      return true;
    });
    if (!claimed) throw roundErrors.actionInProgress();
    const stake = round.stake + step.extraStake;
    const winCall = step.done ? this.winCall(session, round.id, step.win) : undefined;
    const result = await this.options.outbox.sendBet(betCall, async (trx) => {
      await trx
        .updateTable('rounds')
        .set({ ...this.stepColumns(game, step), stake, version: round.version + 2 })
        .where('id', '=', round.id)
        .where('version', '=', round.version + 1)
        .execute();
      if (winCall) await this.options.outbox.enqueue(trx, winCall);
    });
    if (result.kind === 'refused') throw betRefusedError(result.status, result.balance);
    if (result.kind === 'unavailable') throw walletUnavailableError();
    return this.realResponse(session, round.id, stake, step, result.balance, winCall);
  }

  /** Sends the round's win (if it ended) and answers with the latest balance the wallet gave. */
  private async realResponse(
    session: GameSession,
    roundId: string,
    stake: number,
    step: Step,
    lastBalance: Balance | null,
    winCall: QueuedCall | undefined,
  ): Promise<RoundResponse> {
    const round = roundViewFromStep(roundId, stake, step);
    if (!winCall) return { round, balance: lastBalance ?? (await this.currentBalance(session)) };
    const settlement = await this.options.outbox.sendSettlement(winCall.transactionId);
    if (settlement.kind === 'settled' && settlement.balance) return { round, balance: settlement.balance };
    if (settlement.kind === 'queued' && lastBalance) return { round, balance: lastBalance, settlementPending: true };
    return { round, balance: await this.currentBalance(session) };
  }

  private async startDemoRound(
    session: GameSession,
    game: PlayableGame,
    roundId: string,
    stake: number,
    bet: unknown,
    step: Step,
  ): Promise<RoundResponse> {
    let balanceAfter = 0;
    await this.insertRound(async (trx) => {
      const available = await lockDemoBalance(trx, session.id);
      if (available < stake) throw roundErrors.demoFundsShort(demoBalance(available));
      // Inserted unfinished first, so the one-unfinished-round index refuses it even when the
      // outcome (a dealt blackjack) would close it at once.
      await trx
        .insertInto('rounds')
        .values({ ...this.newRoundColumns(session, roundId, stake, bet), status: 'betting', debits: 1 })
        .execute();
      await trx.updateTable('rounds').set(this.stepColumns(game, step)).where('id', '=', roundId).execute();
      balanceAfter = available - stake + (step.done ? step.win : 0);
      await trx.updateTable('sessions').set({ demo_balance: balanceAfter }).where('id', '=', session.id).execute();
    });
    return { round: roundViewFromStep(roundId, stake, step), balance: demoBalance(balanceAfter) };
  }

  private async actDemo(session: GameSession, game: PlayableGame, round: RoundRow, step: Step): Promise<RoundResponse> {
    const stake = round.stake + step.extraStake;
    const balanceAfter = await this.options.kysely.transaction().execute(async (trx) => {
      const available = await lockDemoBalance(trx, session.id);
      if (available < step.extraStake) throw roundErrors.demoFundsShort(demoBalance(available));
      const updated = await trx
        .updateTable('rounds')
        .set({
          ...this.stepColumns(game, step),
          stake,
          version: round.version + 1,
          debits: round.debits + (step.extraStake > 0 ? 1 : 0),
        })
        .where('id', '=', round.id)
        .where('version', '=', round.version)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw roundErrors.actionInProgress();
      const after = available - step.extraStake + (step.done ? step.win : 0);
      await trx.updateTable('sessions').set({ demo_balance: after }).where('id', '=', session.id).execute();
      return after;
    });
    return { round: roundViewFromStep(round.id, stake, step), balance: demoBalance(balanceAfter) };
  }

  /** Runs the insert of a new round; the one-unfinished-round index answers ROUND_IN_PROGRESS. */
  private async insertRound(work: (trx: GamesTransaction) => Promise<void>) {
    try {
      await this.options.kysely.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw roundErrors.roundInProgress();
      throw error;
    }
  }

  private newRoundColumns(session: GameSession, roundId: string, stake: number, bet: unknown) {
    return {
      id: roundId,
      session_id: session.id,
      player_key: playerKeyOf(session),
      mode: session.mode,
      game_code: session.gameCode,
      currency: session.currency,
      stake,
      bet: toJson(bet ?? null),
    };
  }

  private stepColumns(game: PlayableGame, step: Step) {
    return {
      state: toJson(step.state),
      view: toJson(step.view),
      status: step.done ? ('closed' as const) : ('open' as const),
      win: step.done ? step.win : 0,
      summary: step.done ? summariseRound(game.engineKind, step.view) : null,
      closed_at: step.done ? new Date(this.options.now()) : null,
    };
  }

  /** The n-th debit of a round (0 = the opening stake, then doubles and splits). */
  private betCall(session: GameSession, roundId: string, debitIndex: number, amount: number): QueuedCall {
    const transactionId = `${roundId}:bet:${debitIndex}`;
    return {
      operation: 'bet',
      transactionId,
      roundId,
      body: {
        transactionId,
        roundId,
        playerId: session.playerId,
        gameCode: session.gameCode,
        amount,
        currency: session.currency,
        token: session.token,
      },
    };
  }

  private winCall(session: GameSession, roundId: string, amount: number): QueuedCall {
    const transactionId = `${roundId}:win`;
    return {
      operation: 'win',
      transactionId,
      roundId,
      body: {
        transactionId,
        roundId,
        playerId: session.playerId,
        gameCode: session.gameCode,
        amount,
        currency: session.currency,
        roundClosed: true,
      },
    };
  }
}

async function lockDemoBalance(trx: GamesTransaction, sessionId: string): Promise<number> {
  const row = await trx
    .selectFrom('sessions')
    .select('demo_balance')
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.demo_balance ?? 0;
}

function demoBalance(amount: number): Balance {
  return { cash: amount, bonus: 0, total: amount };
}

function roundViewFromStep(roundId: string, stake: number, step: Step): RoundView {
  return { roundId, status: step.done ? 'closed' : 'open', stake, win: step.done ? step.win : 0, view: step.view };
}

function roundViewOf(row: RoundRow): RoundView {
  return {
    roundId: row.id,
    status: row.status === 'open' ? 'open' : 'closed',
    stake: row.stake,
    win: row.win,
    view: row.view,
  };
}
