import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Generated, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate';
import type { Database } from './open-database';
import { openTestDatabase } from './testing';

type Schema = {
  counters: { id: Generated<number>; name: string; value: Generated<number> };
  counter_events: { id: Generated<number>; counter_id: number; delta: number };
};

const migrationsDir = join(import.meta.dirname, 'test-support/migrations');
let database: Database<Schema>;

beforeAll(async () => {
  database = await openTestDatabase<Schema>({ schema: 'dbtest', migrationsDir });
});
afterAll(() => database.close());

describe('data layer', () => {
  it('applies numbered migrations once and records them', async () => {
    const again = await applyMigrations(database, migrationsDir);
    expect(again).toEqual({ applied: [], alreadyApplied: 2 });
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'dbtest' order by table_name`.execute(
      database.kysely,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(['counter_events', 'counters', 'schema_migrations']);
  });

  it('parses bigint columns to exact numbers', async () => {
    const row = await database.kysely
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'seeded')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a bigint that a number cannot hold exactly', async () => {
    await expect(sql`select 9007199254740993::bigint as too_big`.execute(database.kysely)).rejects.toThrow(
      /outside the safe integer range/,
    );
  });

  it('keeps concurrent transactions apart so none loses an update', async () => {
    const counter = await database.kysely
      .insertInto('counters')
      .values({ name: 'concurrent' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const increments = 40;
    await Promise.all(
      Array.from({ length: increments }, () =>
        database.kysely.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('counters')
            .select('value')
            .where('id', '=', counter.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx.insertInto('counter_events').values({ counter_id: counter.id, delta: 1 }).execute();
          await trx
            .updateTable('counters')
            .set({ value: current.value + 1 })
            .where('id', '=', counter.id)
            .execute();
        }),
      ),
    );
    const final = await database.kysely
      .selectFrom('counters')
      .select('value')
      .where('id', '=', counter.id)
      .executeTakeFirstOrThrow();
    expect(final.value).toBe(increments);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      database.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('counters').values({ name: 'rolled-back' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await database.kysely.selectFrom('counters').select('id').where('name', '=', 'rolled-back').execute();
    expect(rows).toEqual([]);
  });

  it('applies a failing migration not at all', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'vauhti-migrations-'));
    for (const file of ['0001_counters.sql', '0002_counter_events.sql']) {
      writeFileSync(
        join(directory, file),
        await import('node:fs/promises').then((fs) => fs.readFile(join(migrationsDir, file), 'utf8')),
      );
    }
    writeFileSync(join(directory, '0003_broken.sql'), 'create table half_done (id int);\nselect * from no_such_table;');
    await expect(applyMigrations(database, directory)).rejects.toThrow(/no_such_table/);
    const halfDone = await sql<{ count: number }>`
      select count(*) as count from information_schema.tables where table_schema = 'dbtest' and table_name = 'half_done'`.execute(
      database.kysely,
    );
    expect(halfDone.rows[0]?.count).toBe(0);
    const recorded = await sql<{ version: number }>`select version from schema_migrations where version = 3`.execute(
      database.kysely,
    );
    expect(recorded.rows).toEqual([]);
  });
});
