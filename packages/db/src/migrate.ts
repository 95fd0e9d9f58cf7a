import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from './open-database';

export type MigrationFile = { version: number; name: string; script: string; checksum: string };

export type MigrationResult = { applied: string[]; alreadyApplied: number };

const MIGRATION_FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads `NNNN_name.sql` files in version order; a gap or a repeated number is a build error. */
export async function readMigrations(directory: string): Promise<MigrationFile[]> {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: MigrationFile[] = [];
  for (const fileName of names) {
    const match = MIGRATION_FILE_PATTERN.exec(fileName);
    if (!match) throw new Error(`migration file ${fileName} does not match NNNN_name.sql`);
    const version = Number(match[1]);
    if (version !== migrations.length + 1) {
      throw new Error(`migration ${fileName} is out of sequence: expected version ${migrations.length + 1}`);
    }
    const script = await readFile(join(directory, fileName), 'utf8');
    const checksum = createHash('sha256').update(script).digest('hex');
    migrations.push({ version, name: fileName, script, checksum });
  }
  return migrations;
}

/**
 * Applies the migrations a database has not seen yet, each in its own transaction together with
 * its row in schema_migrations. An applied file whose content changed afterwards stops the run:
 * migrations are append-only, a fix is a new file.
 */
export async function applyMigrations<Schema>(database: Database<Schema>, directory: string): Promise<MigrationResult> {
  const migrations = await readMigrations(directory);
  await sql`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`.execute(database.kysely);
  const applied = await sql<{ version: number; name: string; checksum: string }>`
    select version, name, checksum from schema_migrations order by version`.execute(database.kysely);
  const appliedByVersion = new Map(applied.rows.map((row) => [row.version, row]));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    const previous = appliedByVersion.get(migration.version);
    if (previous) {
      if (previous.checksum !== migration.checksum) {
        throw new Error(`migration ${migration.name} changed after it was applied (was ${previous.name})`);
      }
      continue;
    }
    const record = `insert into schema_migrations (version, name, checksum) values (${migration.version}, '${migration.name}', '${migration.checksum}')`;
    // The record goes first: a second process migrating at the same moment blocks on it and then
    // fails on the primary key instead of applying the script twice.
    await database.runScriptInTransaction(`${record};\n${migration.script}`);
    newlyApplied.push(migration.name);
  }
  return { applied: newlyApplied, alreadyApplied: appliedByVersion.size };
}
