import type { Scheduler } from '../scheduler';

/** Lets the promise chains a timer callback started run to their end. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A scheduler whose time moves only when the test says: timers fire in order of their due time. */
export class FakeScheduler implements Scheduler {
  nowMs = 0;
  private nextId = 1;
  private timers: Array<{ id: number; dueMs: number; callback: () => void }> = [];

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timers.push({ id, dueMs: this.nowMs + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** The delays of the timers now waiting, from now. */
  pendingDelays(): number[] {
    return this.timers.map((timer) => timer.dueMs - this.nowMs).sort((a, b) => a - b);
  }

  /** Moves time on, firing every timer that falls due (and those they set) and settling each. */
  async advance(ms: number): Promise<void> {
    const target = this.nowMs + ms;
    for (;;) {
      const due = this.timers
        .filter((timer) => timer.dueMs <= target)
        .sort((a, b) => a.dueMs - b.dueMs || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.nowMs = due.dueMs;
      due.callback();
      await settle();
    }
    this.nowMs = target;
  }
}
