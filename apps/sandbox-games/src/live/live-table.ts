import type { LivePhase, LiveTableStatus } from '@vauhti/contracts/games';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { LiveTableDefinition } from '../catalogue/catalogue-types';
import type { PlayableGame } from '../catalogue/game-catalogue';
import type { LiveScheduleConfig } from '../config';
import { toJson } from '../database/games-database';
import type { LiveBetsTable, LiveRoundsTable, SandboxGamesTables } from '../database/tables';
import type { Rng } from '../engines/engine';
import { summariseRound } from '../rounds/round-summary';
import { realPlayerKey } from '../sessions/session-store';
import type { Balance } from '../wallet-client/balance';
import type { GamesTransaction, QueuedCall, WalletOutbox } from '../wallet-client/wallet-outbox';
import { LIVE_GAME_RULES, type LiveGameRules } from './live-games';
import { liveRoundId, positionAt, type SchedulePosition } from './live-schedule';

/** What a player's socket is told about their own bets when a round settles. */
export type PlayerSettlement = { walletRoundId: string; stake: number; win: number; view: unknown };

/**
 * A bettor's `settled` also carries their win, settlement and (once the wallet confirmed the win)
 * their balance; it is sent after the win call, so the balance already includes the win.
 */
export type LiveMessage =
  | { type: 'table'; table: LiveTableStatus }
  | {
      type: 'settled';
      roundId: string;
      result: unknown;
      win?: number;
      balance?: Balance;
      settlement?: PlayerSettlement;
    };

/** A socket following the table; sessionId links it to a player's bets. */
export type LiveSubscriber = { sessionId: string | null; send(message: LiveMessage): void };

export type LiveTableDependencies = {
  kysely: Kysely<SandboxGamesTables>;
  outbox: WalletOutbox;
  schedule: LiveScheduleConfig;
  rng: Rng;
  now: () => number;
  logger: FastifyBaseLogger;
  /** Called on every phase change, for the operator's live-table feed. */
  onStatusChange?: (status: LiveTableStatus) => void;
};

const LAST_RESULTS_MAX = 12;
const DEALER_SHIFT_MS = 60 * 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 1_000;
/** Timers fire this much after a boundary, so the clock reads the new phase. */
const BOUNDARY_MARGIN_MS = 5;
const OVERDUE_ROUNDS_PER_TICK_MAX = 20;
/**
 * Rounds nobody bet on are kept this many rounds (about four days at 28 s a round) for the
 * results history, then deleted; rounds with bets stay with their bets.
 */
const UNBET_ROUNDS_KEPT = 12_000;
const PRUNE_EVERY_ROUNDS = 100;

type LiveRoundRow = Selectable<LiveRoundsTable>;
type LiveBetRow = Selectable<LiveBetsTable>;

/**
 * One live table. Its rounds follow the clock (live-schedule.ts), so every player sees the same
 * round and countdown; the outcome is drawn with the CSPRNG when betting closes and stored, and
 * when the playing phase ends every accepted bet is settled against it (a wallet win per player,
 * 0 for a loss, roundClosed).
 */
export class LiveTable {
  private readonly rules: LiveGameRules;
  private readonly subscribers = new Set<LiveSubscriber>();
  private readonly pendingWork = new Set<Promise<unknown>>();
  private lastResults: string[] = [];
  private announced: { roundNumber: number; phase: LivePhase } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = true;

  constructor(
    readonly definition: LiveTableDefinition,
    private readonly game: PlayableGame,
    private readonly dependencies: LiveTableDependencies,
  ) {
    this.rules = LIVE_GAME_RULES[definition.engineKind];
  }

  async start() {
    this.stopped = false;
    const recent = await this.dependencies.kysely
      .selectFrom('live_rounds')
      .select('result_label')
      .where('table_id', '=', this.definition.tableId)
      .where('settled_at', 'is not', null)
      .orderBy('round_number', 'desc')
      .limit(LAST_RESULTS_MAX)
      .execute();
    this.lastResults = recent.map((row) => row.result_label);
    await this.runTick();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.pendingWork]);
  }

  position(): SchedulePosition {
    return positionAt(this.dependencies.now(), this.dependencies.schedule, this.definition.scheduleOffsetMs);
  }

  status(): LiveTableStatus {
    const now = this.dependencies.now();
    const position = this.position();
    const dealers = this.definition.dealerNames;
    return {
      tableId: this.definition.tableId,
      gameCode: this.definition.gameCode,
      name: this.definition.name,
      dealerName: dealers[Math.floor(now / DEALER_SHIFT_MS) % dealers.length] ?? 'Dealer',
      phase: position.phase,
      roundId: liveRoundId(this.definition.tableId, position.roundNumber),
      phaseEndsAtMs: position.phaseEndsAtMs,
      serverNowMs: now,
      players: this.subscribers.size,
      lastResults: [...this.lastResults],
    };
  }

  join(subscriber: LiveSubscriber) {
    this.subscribers.add(subscriber);
    subscriber.send({ type: 'table', table: this.status() });
  }

  leave(subscriber: LiveSubscriber) {
    this.subscribers.delete(subscriber);
  }

  /** The stored round, drawing its outcome first if betting has closed and nobody drew it yet. */
  async ensureDrawn(roundNumber: number): Promise<LiveRoundRow> {
    const roundId = liveRoundId(this.definition.tableId, roundNumber);
    const existing = await this.findRound(roundId);
    if (existing) return existing;
    const outcome = this.rules.draw(this.dependencies.rng);
    await this.dependencies.kysely
      .insertInto('live_rounds')
      .values({
        id: roundId,
        table_id: this.definition.tableId,
        round_number: roundNumber,
        outcome: toJson(outcome),
        result: toJson(this.rules.settle([], outcome).view),
        result_label: this.rules.label(outcome),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const stored = await this.findRound(roundId);
    if (!stored) throw new Error(`live round ${roundId} vanished after it was drawn`);
    return stored;
  }

  private findRound(roundId: string) {
    return this.dependencies.kysely.selectFrom('live_rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
  }

  private runTick(): Promise<void> {
    const tick = this.tick()
      .catch((error: unknown) => {
        this.dependencies.logger.error({ err: error, tableId: this.definition.tableId }, 'live table tick failed');
        return RETRY_AFTER_FAILURE_MS;
      })
      .then((delayMs) => {
        if (this.stopped) return;
        this.timer = setTimeout(() => {
          this.ticking = this.runTick();
        }, delayMs);
        this.timer.unref();
      });
    this.ticking = tick;
    return tick;
  }

  /** Brings the table up to the clock; answers how long until the next phase boundary. */
  private async tick(): Promise<number> {
    const position = this.position();
    await this.settleOverdueRounds(position.roundNumber);
    if (position.phase !== 'betting') await this.ensureDrawn(position.roundNumber);
    if (position.phase === 'result') await this.settle(position.roundNumber);
    const changed = this.announced?.roundNumber !== position.roundNumber || this.announced?.phase !== position.phase;
    if (changed) {
      this.announced = { roundNumber: position.roundNumber, phase: position.phase };
      const status = this.status();
      this.broadcast({ type: 'table', table: status });
      this.dependencies.onStatusChange?.(status);
    }
    return Math.max(0, position.phaseEndsAtMs - this.dependencies.now()) + BOUNDARY_MARGIN_MS;
  }

  /** Rounds left unsettled (the process was down at their result time) are settled now. */
  private async settleOverdueRounds(currentRoundNumber: number) {
    const overdue = await this.dependencies.kysely
      .selectFrom('live_bets')
      .select('round_number')
      .distinct()
      .where('table_id', '=', this.definition.tableId)
      .where('status', '=', 'accepted')
      .where('round_number', '<', currentRoundNumber)
      .orderBy('round_number')
      .limit(OVERDUE_ROUNDS_PER_TICK_MAX)
      .execute();
    for (const { round_number } of overdue) await this.settle(round_number);
  }

  private async settle(roundNumber: number) {
    const round = await this.ensureDrawn(roundNumber);
    if (round.settled_at) return;
    const settlements = await this.dependencies.kysely.transaction().execute(async (trx) => {
      // The lock makes a late bet acceptance (live-bets.ts) and this settlement take turns.
      const locked = await trx
        .selectFrom('live_rounds')
        .select('settled_at')
        .where('id', '=', round.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.settled_at) return null;
      const bets = await trx
        .selectFrom('live_bets')
        .selectAll()
        .where('live_round_id', '=', round.id)
        .where('status', '=', 'accepted')
        .orderBy('created_at')
        .execute();
      const settledAt = new Date(this.dependencies.now());
      const results: (PlayerSettlement & { sessionId: string; winCall: QueuedCall })[] = [];
      for (const group of groupByWalletRound(bets)) {
        results.push(await this.settleGroup(trx, group, round, settledAt));
      }
      await trx.updateTable('live_rounds').set({ settled_at: settledAt }).where('id', '=', round.id).execute();
      return results;
    });
    if (settlements === null) return;
    if (roundNumber % PRUNE_EVERY_ROUNDS === 0) await this.pruneUnbetRounds(roundNumber);
    this.lastResults = [round.result_label, ...this.lastResults].slice(0, LAST_RESULTS_MAX);
    const bettors = new Set(settlements.map((settlement) => settlement.sessionId));
    for (const subscriber of this.subscribers) {
      if (subscriber.sessionId === null || !bettors.has(subscriber.sessionId)) {
        subscriber.send({ type: 'settled', roundId: round.id, result: round.result });
      }
    }
    for (const settlement of settlements) this.track(this.payOut(round, settlement));
  }

  private async settleGroup(trx: GamesTransaction, bets: LiveBetRow[], round: LiveRoundRow, settledAt: Date) {
    const first = bets[0] as LiveBetRow;
    const combined = this.rules.settle(
      bets.flatMap((bet) => bet.bet as unknown[]),
      round.outcome,
    );
    let stake = 0;
    for (const bet of bets) {
      stake += bet.stake;
      const { win } = this.rules.settle(bet.bet as unknown[], round.outcome);
      await trx
        .updateTable('live_bets')
        .set({ status: 'settled', win, settled_at: settledAt })
        .where('id', '=', bet.id)
        .execute();
    }
    // The player's history shows the live round like any other round of the game.
    await trx
      .insertInto('rounds')
      .values({
        id: first.wallet_round_id,
        session_id: first.session_id,
        player_key: realPlayerKey(first.player_id),
        mode: 'real',
        game_code: this.game.gameCode,
        currency: first.currency,
        status: 'closed',
        stake,
        win: combined.win,
        debits: bets.length,
        bet: toJson(bets.flatMap((bet) => bet.bet as unknown[])),
        view: toJson(combined.view),
        summary: summariseRound(this.game.engineKind, combined.view),
        closed_at: settledAt,
      })
      .execute();
    const transactionId = `${first.wallet_round_id}:win`;
    const winCall: QueuedCall = {
      operation: 'win',
      transactionId,
      roundId: first.wallet_round_id,
      body: {
        transactionId,
        roundId: first.wallet_round_id,
        playerId: first.player_id,
        gameCode: this.game.gameCode,
        amount: combined.win,
        currency: first.currency,
        roundClosed: true,
      },
    };
    await this.dependencies.outbox.enqueue(trx, winCall);
    return {
      sessionId: first.session_id,
      walletRoundId: first.wallet_round_id,
      stake,
      win: combined.win,
      view: combined.view,
      winCall,
    };
  }

  private async pruneUnbetRounds(roundNumber: number) {
    await this.dependencies.kysely
      .deleteFrom('live_rounds')
      .where('table_id', '=', this.definition.tableId)
      .where('round_number', '<', roundNumber - UNBET_ROUNDS_KEPT)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('live_bets')
              .select('live_bets.id')
              .whereRef('live_bets.live_round_id', '=', 'live_rounds.id'),
          ),
        ),
      )
      .execute();
  }

  /** Sends a bettor's win, then tells their sockets the result with their win and new balance. */
  private async payOut(round: LiveRoundRow, settlement: PlayerSettlement & { sessionId: string; winCall: QueuedCall }) {
    const answer = await this.dependencies.outbox
      .sendSettlement(settlement.winCall.transactionId)
      .catch((error: unknown) => {
        this.dependencies.logger.error({ err: error, tableId: this.definition.tableId }, 'live win not sent: queued');
        return { kind: 'queued' } as const;
      });
    const balance = answer.kind === 'settled' && answer.balance ? answer.balance : undefined;
    const { walletRoundId, stake, win, view } = settlement;
    for (const subscriber of this.subscribers) {
      if (subscriber.sessionId !== settlement.sessionId) continue;
      subscriber.send({
        type: 'settled',
        roundId: round.id,
        result: round.result,
        win,
        ...(balance ? { balance } : {}),
        settlement: { walletRoundId, stake, win, view },
      });
    }
  }

  private broadcast(message: LiveMessage) {
    for (const subscriber of this.subscribers) subscriber.send(message);
  }

  private track(work: Promise<unknown>) {
    const tracked = work.catch((error: unknown) => {
      this.dependencies.logger.error({ err: error, tableId: this.definition.tableId }, 'live payout failed');
    });
    this.pendingWork.add(tracked);
    void tracked.finally(() => this.pendingWork.delete(tracked));
  }
}

function groupByWalletRound(bets: LiveBetRow[]): LiveBetRow[][] {
  const groups = new Map<string, LiveBetRow[]>();
  for (const bet of bets) {
    const group = groups.get(bet.wallet_round_id) ?? [];
    group.push(bet);
    groups.set(bet.wallet_round_id, group);
  }
  return [...groups.values()];
}
