import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGamesApp } from '../app';
import type { GamesDatabase } from '../database/games-database';
import { FakePlatform } from '../test-support/fake-platform';
import { createTestApp, openGamesTestDatabase } from '../test-support/test-app';
import type { GameBoot } from './pages';

let database: GamesDatabase;
let platform: FakePlatform;
let app: SandboxGamesApp;

beforeAll(async () => {
  database = await openGamesTestDatabase();
  platform = await new FakePlatform().start();
  platform.addPlayer('good-token', 42, 50_000);
  app = await createTestApp({
    database,
    platformUrl: platform.url,
    config: { frameAncestors: ['http://localhost:3000'] },
  });
});
afterAll(async () => {
  await app.close();
  await platform.close();
  await database.close();
});

function bootOf(html: string): GameBoot {
  const json = /window\.__GAME_BOOT__ = (.*?);<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no boot object in the page');
  return JSON.parse(json) as GameBoot;
}

describe('GET /play/{gameCode}', () => {
  it('opens a demo session and boots the game client with its theme and art', async () => {
    const lobbyUrl = 'http://localhost:3000/fi/casino';
    const response = await app.inject({
      method: 'GET',
      url: `/play/aurora-book-of-frost?mode=demo&lang=fi&currency=EUR&lobbyUrl=${encodeURIComponent(lobbyUrl)}`,
      headers: { host: 'localhost:5100' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="game-root"></div>');
    expect(response.body).toMatch(/<script type="module" nonce="[^"]+" src="\/client\/slot\.js\?v=[0-9a-f]{16}">/);
    expect(response.body).toMatch(/<link rel="stylesheet" href="\/client\/slot\.css\?v=[0-9a-f]{16}">/);
    const boot = bootOf(response.body);
    expect(boot).toMatchObject({
      mode: 'demo',
      gameCode: 'aurora-book-of-frost',
      gameName: 'Book of Frost',
      clientKind: 'slot',
      language: 'fi',
      currency: 'EUR',
      lobbyUrl,
      apiBase: '/client-api/v1',
      liveSocketUrl: null,
      liveTableId: null,
      art: {
        tile: '/media/games/aurora-book-of-frost/aurora-book-of-frost.jpg',
        background: '/media/games/aurora-book-of-frost/aurora-book-of-frost-bg-image.jpg',
      },
    });
    expect(boot.theme.primary).toMatch(/^#[0-9a-f]{6}$/);
    const session = await database.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', boot.sessionId)
      .executeTakeFirst();
    expect(session).toMatchObject({ mode: 'demo', demo_balance: 100_000, player_id: null });
    expect(platform.calls).toHaveLength(0);
  });

  it('lets only the platform frame the page and keeps the token out of Referer headers and caches', async () => {
    const response = await app.inject({ method: 'GET', url: '/play/aurora-book-of-frost?mode=demo' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:3000");
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('authenticates a real launch with the platform and records the player', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/play/velvet-classic-blackjack?mode=real&token=good-token&lang=en',
    });
    expect(response.statusCode).toBe(200);
    const boot = bootOf(response.body);
    expect(boot).toMatchObject({ mode: 'real', clientKind: 'blackjack', language: 'en', currency: 'EUR' });
    const authenticate = platform.callsOf('authenticate').at(-1);
    expect(authenticate?.body.token).toBe('good-token');
    expect(authenticate?.signatureValid).toBe(true);
    const session = await database.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', boot.sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      mode: 'real',
      player_id: 42,
      token: 'good-token',
      country: 'FI',
      demo_balance: null,
    });
  });

  it('gives a live table its socket URL', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/play/northlight-live-roulette?mode=real&token=good-token',
      headers: { host: 'localhost:5100' },
    });
    const boot = bootOf(response.body);
    expect(boot.clientKind).toBe('live');
    expect(boot.liveTableId).toBe('roulette-1');
    expect(boot.liveSocketUrl).toBe(`ws://localhost:5100/live/roulette-1?sessionId=${boot.sessionId}`);
  });

  it('answers an expired token with an error page in the player’s language', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/play/velvet-classic-blackjack?mode=real&token=stale&lang=de',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Ihre Spielsitzung ist abgelaufen');
    expect(response.body).toContain('TOKEN_EXPIRED');
  });

  it('answers the other launch failures with their pages and statuses', async () => {
    const cases: [string, number, string][] = [
      ['/play/no-such-game?lang=fi', 404, 'Peliä ei löytynyt'],
      ['/play/northlight-live-roulette?mode=demo', 409, 'No demo for this game'],
      ['/play/aurora-book-of-frost?mode=real', 401, 'Please log in'],
      ['/play/aurora-book-of-frost?mode=casino', 400, 'This game link is not valid'],
      ['/play/aurora-book-of-frost?mode=demo&lang=sv', 200, 'game-root'],
    ];
    for (const [url, status, text] of cases) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toContain(text);
    }
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const offline = await createTestApp({ database, platformUrl: 'http://127.0.0.1:9' });
    try {
      const response = await offline.inject({
        method: 'GET',
        url: '/play/aurora-book-of-frost?mode=real&token=good-token',
      });
      expect(response.statusCode).toBe(502);
      expect(response.body).toContain('The casino is not answering');
    } finally {
      await offline.close();
    }
  });

  it('links back to the lobby only for an http(s) lobby URL', async () => {
    const evil = await app.inject({
      method: 'GET',
      url: `/play/nope?lobbyUrl=${encodeURIComponent('javascript:alert(1)')}`,
    });
    expect(evil.body).not.toContain('javascript:');
    const good = await app.inject({
      method: 'GET',
      url: `/play/nope?lobbyUrl=${encodeURIComponent('http://localhost:3000/en/casino')}`,
    });
    expect(good.body).toContain('href="http://localhost:3000/en/casino"');
  });
});
