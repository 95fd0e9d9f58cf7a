import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './open-database';
import { openTestDatabase, testDatabaseEngine } from './testing';

const migrationsDir = join(import.meta.dirname, 'test-support/migrations');
let database: Database<Record<string, never>>;

beforeAll(async () => {
  database = await openTestDatabase({ schema: 'listentest', migrationsDir });
});
afterAll(() => database.close());

/** Resolves with the next payloads, `count` of them, a listener hears. */
function collector(count: number) {
  const payloads: string[] = [];
  let done: (value: string[]) => void = () => undefined;
  const heard = new Promise<string[]>((resolve) => {
    done = resolve;
  });
  return {
    heard,
    onNotification: (payload: string) => {
      payloads.push(payload);
      if (payloads.length === count) done(payloads);
    },
  };
}

describe.runIf(testDatabaseEngine() === 'postgres')('LISTEN on a PostgreSQL server', () => {
  it('hears what any pooled session notifies on its channel, and only that channel', async () => {
    const listen = database.listen;
    if (!listen) throw new Error('a server database can listen');
    const heard = collector(2);
    const listener = await listen('listen_test', { onNotification: heard.onNotification, onLost: () => undefined });
    try {
      await sql`select pg_notify('other_channel', 'not for us')`.execute(database.kysely);
      await sql`select pg_notify('listen_test', 'first')`.execute(database.kysely);
      await sql`select pg_notify('listen_test', ${'second ü'})`.execute(database.kysely);
      expect(await heard.heard).toEqual(['first', 'second ü']);
    } finally {
      await listener.close();
    }
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(
      database.listen?.('bad; drop table x', { onNotification: () => undefined, onLost: () => undefined }),
    ).rejects.toThrow('invalid channel name');
  });
});

describe.runIf(testDatabaseEngine() === 'pglite')('LISTEN on PGlite', () => {
  it('is not offered: one in-process session has no other process to hear from', () => {
    expect(database.listen).toBeUndefined();
  });
});
