import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type { ComplianceTables } from './compliance-tables';

/** The switches an operator flips for the whole site. */
export const SITE_FLAG_NAMES = ['maintenance'] as const;
export type SiteFlagName = (typeof SITE_FLAG_NAMES)[number];

/**
 * How long a process may answer from its own copy of a flag. Every visitor's first request reads
 * the flags, so they are not read from the database each time; an operator's change reaches
 * every platform process within this time, and the process that made it at once.
 */
export const SITE_FLAG_CACHE_MS = 5_000;

export type SiteFlagState = { name: SiteFlagName; enabled: boolean; updatedAt: Date | null; updatedBy: string | null };

/** Site flags in the site_flags table; a flag without a row is off. */
export class SiteFlags {
  private readonly cached = new Map<SiteFlagName, { enabled: boolean; readAtMs: number }>();
  private readonly reading = new Map<SiteFlagName, Promise<boolean>>();

  constructor(
    private readonly db: Kysely<ComplianceTables>,
    private readonly clock: Clock,
  ) {}

  /** The flag as of at most SITE_FLAG_CACHE_MS ago; concurrent reads of a stale flag share one query. */
  async isEnabled(name: SiteFlagName): Promise<boolean> {
    const cached = this.cached.get(name);
    const ageMs = cached === undefined ? undefined : this.clock.now().getTime() - cached.readAtMs;
    if (cached && ageMs !== undefined && ageMs >= 0 && ageMs < SITE_FLAG_CACHE_MS) return cached.enabled;
    let reading = this.reading.get(name);
    if (!reading) {
      reading = this.state(name)
        .then((state) => {
          this.remember(name, state.enabled);
          return state.enabled;
        })
        .finally(() => this.reading.delete(name));
      this.reading.set(name, reading);
    }
    return reading;
  }

  /** The flag as stored now, with who changed it last and when. */
  async state(name: SiteFlagName): Promise<SiteFlagState> {
    const row = await this.db
      .selectFrom('site_flags')
      .select(['enabled', 'updated_at', 'updated_by'])
      .where('name', '=', name)
      .executeTakeFirst();
    return {
      name,
      enabled: row?.enabled ?? false,
      updatedAt: row?.updated_at ?? null,
      updatedBy: row?.updated_by ?? null,
    };
  }

  /**
   * Turns a flag on or off for `operator`. Setting it to what it already is changes nothing and
   * keeps the record of the last real change.
   */
  async set(name: SiteFlagName, enabled: boolean, operator: string): Promise<SiteFlagState & { changed: boolean }> {
    const changed = await this.db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom('site_flags')
        .select('enabled')
        .where('name', '=', name)
        .forUpdate()
        .executeTakeFirst();
      if ((previous?.enabled ?? false) === enabled) return false;
      const now = this.clock.now();
      await trx
        .insertInto('site_flags')
        .values({ name, enabled, updated_at: now, updated_by: operator })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({ enabled, updated_at: now, updated_by: operator }),
        )
        .execute();
      return true;
    });
    this.remember(name, enabled);
    return { ...(await this.state(name)), changed };
  }

  private remember(name: SiteFlagName, enabled: boolean) {
    this.cached.set(name, { enabled, readAtMs: this.clock.now().getTime() });
  }
}
