import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../infra/time/clock';
import type { ComplianceTables } from './compliance-tables';
import { SITE_FLAG_CACHE_MS, SiteFlags } from './site-flags';

/** A stand-in for the database that counts flag reads and answers with the given row. */
function countingDatabase(row: { enabled: boolean } | undefined) {
  const reads = { count: 0 };
  const query = {
    select: () => query,
    where: () => query,
    executeTakeFirst: async () => {
      reads.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return row && { ...row, updated_at: new Date(0), updated_by: 'ops' };
    },
  };
  const db = { selectFrom: () => query } as unknown as Kysely<ComplianceTables>;
  return { db, reads };
}

describe('site flags in process', () => {
  it('read the database once for visitors arriving together, then not again for 5 s', async () => {
    const clock = fixedClock(new Date('2025-06-15T12:00:00Z'));
    const { db, reads } = countingDatabase({ enabled: true });
    const flags = new SiteFlags(db, clock);
    const answers = await Promise.all(Array.from({ length: 20 }, () => flags.isEnabled('maintenance')));
    expect(answers.every((enabled) => enabled)).toBe(true);
    expect(reads.count).toBe(1);
    clock.advance(SITE_FLAG_CACHE_MS - 1);
    await flags.isEnabled('maintenance');
    expect(reads.count).toBe(1);
    clock.advance(1);
    await flags.isEnabled('maintenance');
    expect(reads.count).toBe(2);
  });

  it('read again when the clock goes back, and count a missing row as off', async () => {
    const clock = fixedClock(new Date('2025-06-15T12:00:00Z'));
    const { db, reads } = countingDatabase(undefined);
    const flags = new SiteFlags(db, clock);
    expect(await flags.isEnabled('maintenance')).toBe(false);
    clock.advance(-1_000);
    expect(await flags.isEnabled('maintenance')).toBe(false);
    expect(reads.count).toBe(2);
  });
});
