import { join } from 'node:path';
import { applyMigrations, type Database, openDatabase } from '@vauhti/db';
import type { SandboxGamesConfig } from '../config';
import type { SandboxGamesTables } from './tables';

export const SANDBOX_GAMES_SCHEMA = 'sandbox_games';
export const SANDBOX_GAMES_MIGRATIONS_DIR = join(import.meta.dirname, '../../migrations');

export type GamesDatabase = Database<SandboxGamesTables>;

/**
 * Opens the provider's database (PGlite under .data/sandbox-games/db, in memory for tests, or
 * SANDBOX_GAMES_DATABASE_URL) and migrates it.
 */
export async function openGamesDatabase(config: SandboxGamesConfig): Promise<GamesDatabase> {
  const database = await openDatabase<SandboxGamesTables>({
    schema: SANDBOX_GAMES_SCHEMA,
    url: config.database.url,
    dataDir: config.database.url ? undefined : config.database.dataDir,
  });
  try {
    await applyMigrations(database, SANDBOX_GAMES_MIGRATIONS_DIR);
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
