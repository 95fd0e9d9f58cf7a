import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database, PreparedStatement } from '@vauhti/db';
import type { Clock } from '../time/clock';
import type { RateLimitTables } from './rate-limit-tables';

/** What the rate-limit plugin needs back from a store: the hits in the window and its time left. */
export type RateLimitCount = { current: number; ttl: number };

/** How often one process deletes the counters of ended windows. */
const SWEEP_INTERVAL_MS = 60_000;
/** Counters deleted by one sweep at most, so that a sweep never holds up its request for long. */
const SWEEP_ROWS_MAX = 1_000;
/** The counter column is an integer; a flood cannot push it past this. */
const HITS_MAX = 2_147_483_647;

/*
 * One round trip per limited request: the row is created with its window, counted up within it,
 * or started again once the window has ended, all in one statement that PostgreSQL applies
 * atomically per row, so that concurrent requests from several processes never lose a count.
 */
const INCREMENT_STATEMENT: PreparedStatement = {
  name: 'rate_limit_increment',
  text: `insert into rate_limit_counters as counter (counter_key, hits, window_ends_at)
values ($1, 1, $3::timestamptz)
on conflict (counter_key) do update set
  hits = case when counter.window_ends_at <= $2::timestamptz then 1 else least(counter.hits + 1, ${HITS_MAX}) end,
  window_ends_at = case when counter.window_ends_at <= $2::timestamptz then excluded.window_ends_at
    else counter.window_ends_at end
returning counter.hits, (extract(epoch from counter.window_ends_at) * 1000)::float8 as window_ends_ms`,
};

/**
 * The request counters of every rate-limited route in the platform database, shared by all the
 * platform processes on it (migration 0013, ADR 0020). The application's clock decides when a
 * window ends, so that tests can move time.
 */
export class RateLimitCounters {
  private sweptAtMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly database: Database<RateLimitTables>,
    private readonly clock: Clock,
  ) {}

  /** Counts one request against a counter and says how many its window holds now. */
  async increment(counterKey: string, timeWindowMs: number): Promise<RateLimitCount> {
    const nowMs = this.clock.now().getTime();
    const [row] = await this.database.preparedQuery<{ hits: number; window_ends_ms: number }>(INCREMENT_STATEMENT, [
      counterKey,
      new Date(nowMs).toISOString(),
      new Date(nowMs + timeWindowMs).toISOString(),
    ]);
    if (!row) throw new Error('the rate-limit counter upsert returned no row');
    if (nowMs - this.sweptAtMs >= SWEEP_INTERVAL_MS) {
      this.sweptAtMs = nowMs;
      await this.sweep(nowMs);
    }
    return { current: row.hits, ttl: Math.max(0, row.window_ends_ms - nowMs) };
  }

  /** The hits in a counter's window without counting one (0 once the window has ended). */
  async read(counterKey: string): Promise<RateLimitCount> {
    const nowMs = this.clock.now().getTime();
    const row = await this.database.kysely
      .selectFrom('rate_limit_counters')
      .select(['hits', 'window_ends_at'])
      .where('counter_key', '=', counterKey)
      .executeTakeFirst();
    const endsMs = row ? new Date(row.window_ends_at).getTime() : 0;
    if (!row || endsMs <= nowMs) return { current: 0, ttl: 0 };
    return { current: row.hits, ttl: endsMs - nowMs };
  }

  /**
   * Deletes the oldest counters whose windows have ended. The outer condition is checked again
   * against a row another process has just started a new window in, which is then kept.
   */
  async sweep(nowMs = this.clock.now().getTime()): Promise<void> {
    const now = new Date(nowMs);
    await this.database.kysely
      .deleteFrom('rate_limit_counters')
      .where('window_ends_at', '<=', now)
      .where('counter_key', 'in', (query) =>
        query
          .selectFrom('rate_limit_counters')
          .select('counter_key')
          .where('window_ends_at', '<=', now)
          .orderBy('window_ends_at')
          .limit(SWEEP_ROWS_MAX),
      )
      .execute();
  }
}

type RouteInfo = { method?: string | string[]; url?: string };

/** A route's counters are apart from every other route's, as the plugin's own store keeps them. */
function routeKeyOf(options: unknown): string {
  const route = (options as { routeInfo?: RouteInfo } | undefined)?.routeInfo;
  if (route?.url === undefined) {
    throw new Error('the database rate-limit store counts per route; use it through a route config.rateLimit');
  }
  const methods = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
  return `${methods} ${route.url}`;
}

class RouteRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: RateLimitCounters,
    private readonly routeKey: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number) {
    this.counters.increment(`${this.routeKey} ${key}`, timeWindow).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: (error: Error | null, result?: RateLimitCount) => void) {
    this.counters.read(`${this.routeKey} ${key}`).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  child(options: unknown): FastifyRateLimitStore {
    return new RouteRateLimitStore(this.counters, routeKeyOf(options));
  }
}

/**
 * The store class @fastify/rate-limit takes as `store`: the plugin constructs it once and asks it
 * for a child per rate-limited route (with the route's merged options, `routeInfo` among them).
 */
export function databaseRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  return class PlatformRateLimitStore extends RouteRateLimitStore {
    constructor() {
      super(counters, '');
    }
  };
}
