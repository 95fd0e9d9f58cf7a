/** The games domain's answer: a game's largest stake in a currency, or undefined when it has none. */
export type MaxStakeOf = (gameCode: string, currency: string) => Promise<number | undefined>;

/** How long a game's maximum stake is trusted before it is asked again (a catalogue import may change it). */
const MAX_STAKE_TTL_MS = 60_000;
const CACHED_STAKES_MAX = 20_000;

type Cached = { maxStakeMinor: number | undefined; until: number };

/** Keeps each game's maximum stake in memory, so a bet asks the games domain at most once a minute. */
export class MaxStakeCache {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly maxStakeOf: MaxStakeOf,
    private readonly nowMs: () => number,
  ) {}

  async get(gameCode: string, currency: string): Promise<number | undefined> {
    const key = `${gameCode}\u0000${currency}`;
    const now = this.nowMs();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.maxStakeMinor;
    const maxStakeMinor = await this.maxStakeOf(gameCode, currency);
    if (this.cache.size >= CACHED_STAKES_MAX) this.cache.clear();
    this.cache.set(key, { maxStakeMinor, until: now + MAX_STAKE_TTL_MS });
    return maxStakeMinor;
  }
}
