/** Migration 0013: one counter per rate-limited route and client key. */
export type RateLimitCountersTable = {
  counter_key: string;
  hits: number;
  window_ends_at: Date;
};

export type RateLimitTables = { rate_limit_counters: RateLimitCountersTable };
