import { join } from 'node:path';
import { applyMigrations, type Database, openDatabase } from '@vauhti/db';
import type { Kysely, Transaction } from 'kysely';
import type { SandboxPayConfig } from '../config';
import type { SandboxPayTables } from './tables';

export const SANDBOX_PAY_SCHEMA = 'sandbox_pay';
export const SANDBOX_PAY_MIGRATIONS_DIR = join(import.meta.dirname, '../../migrations');

export type PayDatabase = Database<SandboxPayTables>;
export type PayKysely = Kysely<SandboxPayTables>;
export type PayTransaction = Transaction<SandboxPayTables>;
/** Either the pool or an open transaction: helpers that write take whichever the caller holds. */
export type PayExecutor = PayKysely | PayTransaction;

/**
 * Opens the provider's database (PGlite under .data/sandbox-pay/db, in memory for tests, or
 * SANDBOX_PAY_DATABASE_URL) and migrates it.
 */
export async function openPayDatabase(config: SandboxPayConfig): Promise<PayDatabase> {
  const database = await openDatabase<SandboxPayTables>({
    schema: SANDBOX_PAY_SCHEMA,
    url: config.database.url,
    dataDir: config.database.url ? undefined : config.database.dataDir,
  });
  try {
    await applyMigrations(database, SANDBOX_PAY_MIGRATIONS_DIR);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** A value for a JSON column. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
