import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGamesApp } from './app';
import { testSandboxGamesConfig } from './config';
import type { GamesDatabase } from './database/games-database';
import { type RunningSandboxGames, startSandboxGames } from './start';
import { createTestApp, fixtureClientEntries, openGamesTestDatabase } from './test-support/test-app';

let database: GamesDatabase;
let app: SandboxGamesApp;

beforeAll(async () => {
  database = await openGamesTestDatabase();
  app = await createTestApp({ database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('sandbox-games', () => {
  it('answers GET /health with status ok once the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves a landing page that names the sandbox, its catalogue and the platform it calls', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1 id="headline">');
    expect(response.body).toContain('Sandbox Games');
    expect(response.body).toContain('href="/health"');
    expect(response.body).toContain('/api/wallet/v1');
    expect(response.body).toMatch(/\d{3} games from \d studios/);
  });

  it('answers unknown paths with the error envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no route for GET /no-such-page' } });
  });

  it('serves the client bundles by content hash, cacheable for ever only under that hash', async () => {
    const page = await app.inject({ method: 'GET', url: '/play/aurora-book-of-frost?mode=demo' });
    const src = /src="(\/client\/slot\.js\?v=[0-9a-f]+)"/.exec(page.body)?.[1];
    expect(src).toBeDefined();
    const script = await app.inject({ method: 'GET', url: src as string });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toContain('immutable');
    const unversioned = await app.inject({ method: 'GET', url: '/client/slot.js' });
    expect(unversioned.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/client/nothing.js' })).statusCode).toBe(404);
  });
});

describe('startSandboxGames', () => {
  let running: RunningSandboxGames | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('listens, reports a localhost URL and stops on close', async () => {
    running = await startSandboxGames(testSandboxGamesConfig({ clientEntriesDir: fixtureClientEntries() }), {
      database,
    });
    const [url] = running.urls;
    expect(running.urls).toHaveLength(1);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    const response = await fetch(`${url}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
    await running.close();
    running = undefined;
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it('rejects when the port is taken', async () => {
    running = await startSandboxGames(testSandboxGamesConfig({ clientEntriesDir: fixtureClientEntries() }), {
      database,
    });
    const takenPort = Number(new URL(running.urls[0] ?? '').port);
    await expect(
      startSandboxGames(testSandboxGamesConfig({ port: takenPort, clientEntriesDir: fixtureClientEntries() }), {
        database,
      }),
    ).rejects.toThrow(/EADDRINUSE|address already in use/i);
  });
});
