import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase } from '@vauhti/db/testing';
import { createApp, type SandboxGamesApp } from '../app';
import { CLIENT_KINDS } from '../catalogue/catalogue-types';
import { type SandboxGamesConfig, testSandboxGamesConfig } from '../config';
import { type GamesDatabase, SANDBOX_GAMES_MIGRATIONS_DIR, SANDBOX_GAMES_SCHEMA } from '../database/games-database';
import type { SandboxGamesTables } from '../database/tables';

/** Long enough for a loaded test machine; tests of late answers make the fake platform slower still. */
export const TEST_WALLET_TIMEOUT_MS = 1_500;

let fixtureEntries: string | undefined;

/**
 * A tiny client entry per kind, so the server's tests do not depend on the real game clients
 * (which have their own tests). The slot entry imports CSS, as the real ones do.
 */
export function fixtureClientEntries(): string {
  if (fixtureEntries) return fixtureEntries;
  const root = mkdtempSync(join(tmpdir(), 'sandbox-games-fixture-clients-'));
  const entries = join(root, 'entries');
  mkdirSync(entries);
  writeFileSync(join(root, 'game.css'), '#game-root { display: grid; }\n');
  for (const kind of CLIENT_KINDS) {
    const css = kind === 'slot' ? "import '../game.css';\n" : '';
    writeFileSync(
      join(entries, `${kind}.ts`),
      `${css}const root = document.getElementById('game-root');\nif (root) root.textContent = '${kind}';\n`,
    );
  }
  fixtureEntries = entries;
  return entries;
}

export function openGamesTestDatabase(): Promise<GamesDatabase> {
  return openTestDatabase<SandboxGamesTables>({
    schema: SANDBOX_GAMES_SCHEMA,
    migrationsDir: SANDBOX_GAMES_MIGRATIONS_DIR,
  });
}

export type TestAppOptions = {
  database: GamesDatabase;
  platformUrl?: string;
  config?: Partial<SandboxGamesConfig>;
  now?: () => number;
};

/** The app on a shared test database, with fixture clients and a short wallet time-out. */
export async function createTestApp(options: TestAppOptions): Promise<SandboxGamesApp> {
  const config = testSandboxGamesConfig({
    platformUrl: options.platformUrl ?? 'http://127.0.0.1:9',
    clientEntriesDir: fixtureClientEntries(),
    wallet: { providerId: 'sandbox-games', secret: 'dev-games-secret', timeoutMs: TEST_WALLET_TIMEOUT_MS },
    ...options.config,
  });
  return createApp(config, { database: options.database, ...(options.now ? { now: options.now } : {}) });
}
