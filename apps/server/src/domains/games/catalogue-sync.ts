import type { Logger } from 'pino';
import type { ImportSummary } from './catalogue-import';
import type { Scheduler } from './scheduler';

/*
 * The import at platform start-up. It never holds start-up back: the first attempt runs in the
 * background, and while the provider is down the platform serves the catalogue it imported last
 * (it is in the database) and tries again with exponential back-off until an import succeeds.
 */

export type CatalogueSyncOptions = {
  run: () => Promise<ImportSummary>;
  logger: Logger;
  scheduler: Scheduler;
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** 0..1 → a fraction of the delay; jitter keeps many platform processes from retrying in step. */
  random?: () => number;
};

export function retryDelayMs(attempt: number, firstMs: number, maxMs: number, random: number): number {
  const exponential = Math.min(maxMs, firstMs * 2 ** Math.min(attempt - 1, 30));
  // Between 75 % and 100 % of the step.
  return Math.round(exponential * (0.75 + 0.25 * random));
}

export class CatalogueSync {
  private timer: unknown;
  private running = false;
  private attempt = 0;
  private inFlight: Promise<void> | undefined;

  constructor(private readonly options: CatalogueSyncOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer !== undefined) this.options.scheduler.clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }

  private schedule(delayMs: number) {
    this.timer = this.options.scheduler.setTimeout(() => {
      this.timer = undefined;
      if (!this.running) return;
      this.inFlight = this.attemptOnce().finally(() => {
        this.inFlight = undefined;
      });
    }, delayMs);
  }

  private async attemptOnce() {
    this.attempt += 1;
    try {
      const summary = await this.options.run();
      this.options.logger.info(
        { games: summary.games, studios: summary.studios, rejected: summary.rejected.length },
        'game catalogue imported',
      );
      if (summary.rejected.length > 0) {
        this.options.logger.warn(
          { rejected: summary.rejected.slice(0, 20) },
          'the provider sent games that were left out',
        );
      }
      this.running = false;
    } catch (error) {
      if (!this.running) return;
      const delay = retryDelayMs(
        this.attempt,
        this.options.firstRetryMs ?? 2_000,
        this.options.maxRetryMs ?? 300_000,
        (this.options.random ?? Math.random)(),
      );
      this.options.logger.warn(
        { err: error, attempt: this.attempt, retryInMs: delay },
        'game catalogue import failed; serving the last imported catalogue',
      );
      this.schedule(delay);
    }
  }
}
