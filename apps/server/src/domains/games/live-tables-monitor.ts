import { type LiveTableStatus, LiveTableStatusSchema, ProviderLiveTablesEnvelopeSchema } from '@vauhti/contracts/games';
import type { Logger } from 'pino';
import type { GameProvider } from './provider/game-provider';
import { realScheduler, type Scheduler } from './scheduler';

/*
 * The platform's view of the provider's live tables (docs/games-integration.md section 5): polls
 * the provider's adapter (fetchLiveTables) every second while started, keeps the latest statuses for
 * GET /games/live-tables, and hands the whole list to `publish` whenever a table opens or closes
 * or a table's phase or round changes (the live socket broadcasts it). A countdown ticking within
 * a phase is not a change: the site counts down from phaseEndsAtMs itself. The provider's answer
 * is checked against its shape in @vauhti/contracts/games: a malformed table is left out.
 */

export type LiveTablesMonitorOptions = {
  /** The provider's adapter; only its live-table read is used here. */
  source: Pick<GameProvider, 'fetchLiveTables'>;
  /** May answer a promise (the live hub's broadcast); a failure is logged, never thrown. */
  publish: (tables: LiveTableStatus[]) => void | Promise<void>;
  logger: Logger;
  intervalMs?: number;
  /** After this many failed polls in a row the statuses are dropped (and the empty list published). */
  failuresBeforeClearing?: number;
  scheduler?: Scheduler;
};

/** Whether the list differs in a way players see: a table came or went, or a phase or round moved. */
export function tablesChanged(before: readonly LiveTableStatus[], after: readonly LiveTableStatus[]): boolean {
  if (before.length !== after.length) return true;
  const previous = new Map(before.map((table) => [table.tableId, table]));
  return after.some((table) => {
    const old = previous.get(table.tableId);
    return !old || old.phase !== table.phase || old.roundId !== table.roundId;
  });
}

export class LiveTablesMonitor {
  private latest: LiveTableStatus[] = [];
  private running = false;
  private timer: unknown;
  private inFlight: Promise<void> | undefined;
  private failures = 0;
  private readonly intervalMs: number;
  private readonly failuresBeforeClearing: number;
  private readonly scheduler: Scheduler;

  constructor(private readonly options: LiveTablesMonitorOptions) {
    this.intervalMs = options.intervalMs ?? 1_000;
    this.failuresBeforeClearing = options.failuresBeforeClearing ?? 10;
    this.scheduler = options.scheduler ?? realScheduler;
  }

  /** The latest statuses (empty before the first answer or after the provider stayed away). */
  tables(): LiveTableStatus[] {
    return this.latest;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for a poll in flight, so nothing publishes after it returns. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer !== undefined) this.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }

  /** One poll: reads the statuses, keeps them, publishes on a change. Never throws. */
  async poll(): Promise<void> {
    let tables: LiveTableStatus[];
    try {
      tables = this.parse(await this.options.source.fetchLiveTables());
    } catch (error) {
      this.failures += 1;
      // One line when the provider goes away, not one a second while it stays away.
      if (this.failures === 1) this.options.logger.warn({ err: error }, 'live tables: the provider did not answer');
      if (this.failures === this.failuresBeforeClearing && this.latest.length > 0) this.replace([]);
      return;
    }
    if (this.failures > 0) this.options.logger.info('live tables: the provider answers again');
    this.failures = 0;
    if (tablesChanged(this.latest, tables)) this.replace(tables);
    else this.latest = tables;
  }

  private replace(tables: LiveTableStatus[]) {
    this.latest = tables;
    const failed = (error: unknown) => this.options.logger.error({ err: error }, 'live tables: publishing failed');
    try {
      Promise.resolve(this.options.publish(tables)).catch(failed);
    } catch (error) {
      failed(error);
    }
  }

  private parse(answer: unknown): LiveTableStatus[] {
    const envelope = ProviderLiveTablesEnvelopeSchema.parse(answer);
    const tables: LiveTableStatus[] = [];
    for (const item of envelope.tables) {
      const table = LiveTableStatusSchema.safeParse(item);
      if (table.success) tables.push(table.data);
    }
    return tables.sort((a, b) => (a.tableId < b.tableId ? -1 : a.tableId > b.tableId ? 1 : 0));
  }

  private schedule(delayMs: number) {
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = undefined;
      if (!this.running) return;
      this.inFlight = this.poll().finally(() => {
        this.inFlight = undefined;
        if (this.running) this.schedule(this.intervalMs);
      });
    }, delayMs);
  }
}
