import { signRequest } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGamesApp } from '../app';
import type { GamesDatabase } from '../database/games-database';
import { createTestApp, openGamesTestDatabase } from '../test-support/test-app';

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

function signed(url: string, body: object, secret = 'dev-operator-secret') {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost:5100',
      'content-type': 'application/json',
      'x-operator-id': 'vauhti',
      'x-signature': signRequest({ method: 'POST', path: url, content: raw }, secret),
    },
    payload: raw,
  });
}

describe('operator API', () => {
  it('answers the catalogue to a signed request, with art paths on this host', async () => {
    const response = await signed('/operator/v1/catalogue', { ts: Date.now() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      provider: 'sandbox-games',
      gamePath: 'http://localhost:5100/media/games',
      providerLogoPath: 'http://localhost:5100/media/providers',
    });
    expect(body.studios.length).toBeGreaterThanOrEqual(6);
    expect(body.games.length).toBeGreaterThanOrEqual(300);
    const frost = body.games.find((game: { gameCode: string }) => game.gameCode === 'aurora-book-of-frost');
    expect(Object.keys(frost).sort()).toEqual(
      [
        'gameCode',
        'name',
        'studioCode',
        'engine',
        'category',
        'theme',
        'volatility',
        'rtpBasisPoints',
        'minStakeMinor',
        'maxStakeMinor',
        'currency',
        'aspectRatio',
        'hasDemo',
        'releasedAt',
        'popularity',
        'tags',
        'liveTableId',
        'description',
      ].sort(),
    );
    expect(frost).toMatchObject({
      name: 'Book of Frost',
      studioCode: 'aurora',
      category: 'slots',
      currency: 'EUR',
      hasDemo: 1,
    });
  });

  it('answers the live tables', async () => {
    const response = await signed('/operator/v1/live-tables', { ts: Date.now() });
    expect(response.statusCode).toBe(200);
    const { tables } = response.json();
    expect(tables.map((table: { tableId: string }) => table.tableId).sort()).toEqual([
      'baccarat-1',
      'baccarat-2',
      'roulette-1',
      'roulette-2',
    ]);
    expect(tables[0]).toMatchObject({ phase: expect.stringMatching(/^(betting|playing|result)$/), players: 0 });
    expect(tables[0].phaseEndsAtMs).toBeGreaterThan(tables[0].serverNowMs);
  });

  it('refuses unsigned, wrongly signed and stale requests with INVALID_SIGNATURE', async () => {
    const stale = await signed('/operator/v1/catalogue', { ts: Date.now() - 400_000 });
    const wrongSecret = await signed('/operator/v1/catalogue', { ts: Date.now() }, 'not-the-secret');
    const unsigned = await app.inject({ method: 'POST', url: '/operator/v1/catalogue', payload: { ts: Date.now() } });
    for (const response of [stale, wrongSecret, unsigned]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_SIGNATURE');
    }
  });
});
