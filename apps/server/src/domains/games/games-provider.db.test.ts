import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { testPlatformConfig } from '../../config';
import { systemClock } from '../../infra/time/clock';
import { runOpsCommand } from '../../ops/commands';
import type { PlatformTables } from '../../platform-tables';
import { createPlatformServices } from '../../services';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { fixtureFeed } from './test-support/catalogue-fixture';
import { type FakeProviderServer, startFakeProvider } from './test-support/fake-provider-server';

/*
 * The games domain against a provider over real HTTP: the signed operator calls, `ops games-sync`,
 * and the running app's start-up import and live-tables poll.
 */

const OPERATOR = { operatorId: 'vauhti', secret: 'test-operator-secret' };
let database: Database<PlatformTables>;
let provider: FakeProviderServer;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
  provider = await startFakeProvider(OPERATOR);
  provider.catalogue = fixtureFeed();
});
afterAll(async () => {
  await provider.close();
  await database.close();
});

function configFor(url: string, overrides: { secret?: string; sync?: boolean } = {}) {
  return testPlatformConfig({
    gameProvider: {
      adapter: 'sandbox',
      url,
      operatorId: OPERATOR.operatorId,
      secret: overrides.secret ?? OPERATOR.secret,
      sync: overrides.sync ?? false,
    },
  });
}

function servicesFor(url: string, overrides: { secret?: string } = {}) {
  return createPlatformServices({
    database,
    config: configFor(url, overrides),
    clock: systemClock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
}

/** Waits for a condition the app reaches in the background; fails after a generous bound. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition was not reached');
}

describe('ops games-sync', () => {
  it('imports the catalogue over the signed operator API and prints the counts', async () => {
    const outcome = await runOpsCommand(servicesFor(provider.url), 'games-sync', { operator: 'test' });
    expect(outcome.ok, outcome.text).toBe(true);
    expect(outcome.text).toContain('imported the catalogue of sandbox-games: 8 active games');
    expect(outcome.text).toContain('games    created 8, updated 0, unchanged 0, deactivated 0');
    expect(provider.refused).toBe(0);

    const again = await runOpsCommand(servicesFor(provider.url), 'games-sync', { operator: 'test' });
    expect(again.text).toContain('games    created 0, updated 0, unchanged 8, deactivated 0');
  });

  it('fails with the reason when the provider refuses the signature or is down', async () => {
    const refused = await runOpsCommand(servicesFor(provider.url, { secret: 'wrong' }), 'games-sync', {});
    expect(refused.ok).toBe(false);
    expect(refused.text).toMatch(/CATALOGUE_IMPORT_FAILED: .*answered 401/);
    const down = await runOpsCommand(servicesFor('http://127.0.0.1:1'), 'games-sync', {});
    expect(down.ok).toBe(false);
    expect(down.text).toMatch(/did not answer/);
  });
});

describe('the running platform', () => {
  it('imports at start-up in the background and follows the live tables', async () => {
    provider.catalogue = fixtureFeed({ games: fixtureFeed().games.slice(0, 6) });
    provider.liveTables = {
      tables: [
        {
          tableId: 'roulette-1',
          gameCode: 'vega-live-roulette',
          name: 'Vega Roulette',
          dealerName: 'Anna',
          phase: 'betting',
          roundId: 'r-1',
          phaseEndsAtMs: Date.now() + 15_000,
          serverNowMs: Date.now(),
          players: 2,
          lastResults: ['17'],
        },
      ],
    };
    const app = await createApp(configFor(provider.url, { sync: true }), { database });
    try {
      await app.ready();
      const tables = await eventually(
        async () => (await app.inject({ method: 'GET', url: '/api/v1/games/live-tables' })).json().tables as unknown[],
        (list) => list.length === 1,
      );
      expect(tables[0]).toMatchObject({ tableId: 'roulette-1', phase: 'betting' });
      // Another process's import shows here within the re-check window; this one's own at once.
      const games = await eventually(
        async () => (await app.inject({ method: 'GET', url: '/api/v1/games/catalogue' })).json().games as unknown[],
        (list) => list.length === 6,
      );
      expect(games).toHaveLength(6);
    } finally {
      await app.close();
    }
    expect(provider.calls['/operator/v1/live-tables']).toBeGreaterThan(0);
  });

  it('starts while the provider is down and serves the catalogue it imported last', async () => {
    const app = await createApp(configFor('http://127.0.0.1:1', { sync: true }), { database });
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/v1/games/catalogue' });
      expect(response.statusCode).toBe(200);
      expect(response.json().games).toHaveLength(6);
      expect((await app.inject({ method: 'GET', url: '/api/v1/games/live-tables' })).json()).toEqual({ tables: [] });
    } finally {
      await app.close();
    }
  });
});
