import type { Clock } from '../../infra/time/clock';

export type SharedReadCacheLimits = {
  /** Entries kept at most; the oldest goes first when a new key would pass it. */
  entriesMax: number;
  /**
   * How long an entry is trusted. Saves in this process clear the cache at once; the time limit
   * bounds how long an edit made by another process (the operator CLI on PostgreSQL) stays unseen.
   */
  timeToLiveMs: number;
};

type Entry<V> = { value: Promise<V>; expiresAtMs: number };

/**
 * An in-process cache of reads by key, in which concurrent requests for a key that is not cached
 * share one read: the pending promise is cached, not just its value. A read that fails is
 * forgotten, so the next request tries again.
 */
export class SharedReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: SharedReadCacheLimits,
  ) {}

  get(key: string, read: () => Promise<V>): Promise<V> {
    const nowMs = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAtMs > nowMs) return cached.value;
    if (cached) this.entries.delete(key);
    const entry: Entry<V> = { value: read(), expiresAtMs: nowMs + this.limits.timeToLiveMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.limits.entriesMax) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }

  /** Forgets every entry; a read still running finishes for its callers but is not kept. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
