import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { applyMigrations } from './migrate';
import { type Database, type DatabaseEngine, openDatabase } from './open-database';

/**
 * The engine the database suites run on. `npm test` runs every suite on PGlite; with
 * TEST_DATABASE_URL set (CI does), the `db-postgres` project runs the same suites again on the
 * PostgreSQL server, each test file in a database of its own that is dropped afterwards.
 */
export function testDatabaseEngine(): DatabaseEngine {
  return process.env.VAUHTI_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export type TestDatabaseOptions = { schema: string; migrationsDir: string; poolSizeMax?: number };

export async function openTestDatabase<Schema>(options: TestDatabaseOptions): Promise<Database<Schema>> {
  if (testDatabaseEngine() === 'pglite') {
    const database = await openDatabase<Schema>({ schema: options.schema });
    await applyMigrations(database, options.migrationsDir);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('VAUHTI_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const databaseName = `vauhti_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const database = await openDatabase<Schema>({
    schema: options.schema,
    url: url.toString(),
    poolSizeMax: options.poolSizeMax ?? 20,
  });
  await applyMigrations(database, options.migrationsDir);
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAdminStatement(adminUrl, `drop database if exists ${databaseName} with (force)`);
    },
  };
}

async function runAdminStatement(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
