import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, registeredClient, TestClient } from '../../test-support/platform-test-app';
import { FIXTURE_GAMES, fixtureFeed } from './test-support/catalogue-fixture';
import { type GamesTestApp, startGamesApp } from './test-support/games-test-app';

let testApp: GamesTestApp;
beforeAll(async () => {
  testApp = await startGamesApp();
});
afterAll(async () => testApp.close());

type Catalogue = {
  gamePath: string;
  providerLogoPath: string;
  providers: Array<{ code: string; name: string; gameCount: number }>;
  lobbies: Array<{
    id: string;
    name: string;
    multilingualUrlLobby: Record<string, string>;
    gameGroupList: Array<{ id: string; name: string; multilingualUrl: Record<string, string>; gameCodes: string[] }>;
  }>;
  games: Array<Record<string, unknown> & { gameCode: string; splitScreen: boolean; category: string }>;
};

function guest() {
  return new TestClient(testApp);
}

describe('before the first import', () => {
  it('serves an empty catalogue with the conventional art paths', async () => {
    const response = await guest().get('/api/v1/games/catalogue');
    expect(response.statusCode).toBe(200);
    expect(response.json<Catalogue>()).toMatchObject({
      gamePath: 'http://localhost:5100/media/games',
      providerLogoPath: 'http://localhost:5100/media/providers',
      providers: [],
      games: [],
    });
  });
});

describe('GET /games/catalogue', () => {
  beforeAll(async () => {
    await testApp.importFeed(fixtureFeed());
  });

  it('answers the providers, the lobbies and the games', async () => {
    const response = await guest().get('/api/v1/games/catalogue');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const catalogue = response.json<Catalogue>();
    expect(catalogue.providers).toEqual([
      { code: 'aurora', name: 'Aurora Reels', gameCount: 3 },
      { code: 'nordic', name: 'Nordic Tables', gameCount: 3 },
      { code: 'vega', name: 'Vega Live', gameCount: 2 },
    ]);
    expect(catalogue.games.map((game) => game.gameCode)).toEqual([
      'aurora-book-of-frost',
      'aurora-gold-rush',
      'vega-live-roulette',
      'vega-live-baccarat',
      'nordic-blackjack-pro',
      'nordic-fjord-roulette',
      'aurora-lucky-sevens',
      'nordic-jacks-or-better',
    ]);
    expect(catalogue.games[0]).toEqual({
      gameCode: 'aurora-book-of-frost',
      name: 'Book of Frost',
      vendorCode: 'aurora',
      vendorDisplayName: 'Aurora Reels',
      multilingualUrl: expect.objectContaining({ en: 'book-of-frost', fi: 'book-of-frost', el: 'book-of-frost' }),
      aspectRatio: 1,
      hasDemo: 1,
      category: 'slots',
      volatility: 'high',
      rtpBasisPoints: 9612,
      minStakeMinor: 10,
      maxStakeMinor: 10_000,
      tags: ['new', 'free-spins'],
      releasedAt: '2025-05-01',
      popularity: 873,
      liveTableId: null,
      splitScreen: true,
    });
    const splitScreen = Object.fromEntries(catalogue.games.map((game) => [game.gameCode, game.splitScreen]));
    expect(splitScreen).toMatchObject({
      'aurora-lucky-sevens': true,
      'nordic-jacks-or-better': true,
      'nordic-fjord-roulette': false,
      'vega-live-roulette': false,
    });
  });

  it('fills the lobbies and their groups by the rules, leaving out empty groups', async () => {
    const { lobbies } = (await guest().get('/api/v1/games/catalogue')).json<Catalogue>();
    const groups = (lobbyId: string) =>
      Object.fromEntries(
        (lobbies.find((lobby) => lobby.id === lobbyId)?.gameGroupList ?? []).map((group) => [
          group.id,
          group.gameCodes,
        ]),
      );
    expect(groups('slots')).toEqual({
      all: ['aurora-book-of-frost', 'aurora-gold-rush', 'aurora-lucky-sevens'],
      new: ['aurora-book-of-frost'],
      popular: ['aurora-book-of-frost', 'aurora-gold-rush', 'aurora-lucky-sevens'],
      'high-volatility': ['aurora-book-of-frost'],
      'free-spins': ['aurora-book-of-frost', 'aurora-gold-rush'],
      classic: ['aurora-lucky-sevens'],
    });
    // No live blackjack table in this feed, and no RNG baccarat: those groups are left out.
    expect(groups('live-casino')).toEqual({
      all: ['vega-live-roulette', 'vega-live-baccarat'],
      roulette: ['vega-live-roulette'],
      baccarat: ['vega-live-baccarat'],
    });
    expect(groups('table-games')).toEqual({
      all: ['nordic-blackjack-pro', 'nordic-fjord-roulette', 'nordic-jacks-or-better'],
      roulette: ['nordic-fjord-roulette'],
      blackjack: ['nordic-blackjack-pro'],
      'video-poker': ['nordic-jacks-or-better'],
    });
    expect(groups('split-screen_no_show')).toEqual({
      all: ['aurora-book-of-frost', 'aurora-gold-rush', 'aurora-lucky-sevens', 'nordic-jacks-or-better'],
    });
    const slots = lobbies.find((lobby) => lobby.id === 'slots');
    expect(slots).toMatchObject({ name: 'Slots', multilingualUrlLobby: { en: 'slots', fi: 'kolikkopelit' } });
  });

  it('answers 304 to a matching ETag, and compressed bodies to clients that take them', async () => {
    const client = guest();
    const plain = await client.get('/api/v1/games/catalogue');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(plain.headers.vary).toBe('accept-encoding');

    const revalidated = await client.send('GET', '/api/v1/games/catalogue', undefined, {
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/games/catalogue',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(plain.body);
    const gzipped = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/games/catalogue',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('changes its ETag when an import changes the catalogue', async () => {
    const before = (await guest().get('/api/v1/games/catalogue')).headers.etag;
    await testApp.importFeed(fixtureFeed({ games: FIXTURE_GAMES.slice(0, 7) }));
    const after = await guest().get('/api/v1/games/catalogue');
    expect(after.headers.etag).not.toBe(before);
    expect(after.json<Catalogue>().games).toHaveLength(7);
    await testApp.importFeed(fixtureFeed());
  });
});

describe('GET /games/launch-check', () => {
  it("answers the game, its content in the player's language and what the visitor may do", async () => {
    const response = await guest().get('/api/v1/games/launch-check?path=book-of-frost&language=fi');
    expect(response.statusCode).toBe(200);
    const check = response.json<{
      game: { gameCode: string };
      gdContent: string;
      demoAllowed: boolean;
      realAllowed: boolean;
    }>();
    expect(check.game.gameCode).toBe('aurora-book-of-frost');
    expect(check).toMatchObject({ demoAllowed: true, realAllowed: false });
    expect(check.gdContent).toBe(
      '<p>Jäiset <strong>aarteet</strong>.</p><dl class="game-facts"><dt>Studio</dt><dd>Aurora Reels</dd>' +
        '<dt>Palautusprosentti</dt><dd>96,12 %</dd><dt>Volatiliteetti</dt><dd>Korkea</dd>' +
        '<dt>Panokset</dt><dd>0,10 – 100,00 EUR</dd></dl>',
    );
  });

  it('falls back to English content and reads regional site codes', async () => {
    const response = await guest().get('/api/v1/games/launch-check?path=gold-rush&language=cd');
    expect(response.json<{ gdContent: string }>().gdContent).toContain('<dt>RTP</dt><dd>96.12 %</dd>');
    const german = await guest().get('/api/v1/games/launch-check?path=gold-rush&language=ch');
    expect(german.json<{ gdContent: string }>().gdContent).toMatch(/^<p>Gold Rush in English\.<\/p>.*Auszahlungsquote/);
  });

  it('lets a logged-in player play for real, and never a live table for free', async () => {
    const { client } = await registeredClient(testApp);
    const live = await client.get('/api/v1/games/launch-check?path=vega-live-roulette');
    expect(live.json()).toMatchObject({ demoAllowed: false, realAllowed: true });
  });

  it('answers 404 GAME_NOT_FOUND for an unknown or retired path', async () => {
    const response = await guest().get('/api/v1/games/launch-check?path=no-such-game');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('GAME_NOT_FOUND');
  });

  it('answers 400 naming the field for a malformed query', async () => {
    const cases: Array<[string, string, string]> = [
      ['', 'FIELD_REQUIRED', 'path'],
      ['?path=Book%20of%20Frost', 'FIELD_INVALID', 'path'],
      [`?path=${'a'.repeat(121)}`, 'FIELD_INVALID', 'path'],
      ['?path=book-of-frost&language=xx', 'FIELD_INVALID', 'language'],
    ];
    for (const [query, code, field] of cases) {
      const response = await guest().get(`/api/v1/games/launch-check${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response), query).toMatchObject({ code, details: { field } });
    }
  });
});

describe('POST /games/launch', () => {
  it("gives a visitor the provider's demo url", async () => {
    const response = await guest().post('/api/v1/games/launch', {
      gameCode: 'aurora-book-of-frost',
      mode: 'demo',
      language: 'cd',
    });
    expect(response.statusCode).toBe(200);
    const { url, mode, gameCode } = response.json<{ url: string; mode: string; gameCode: string }>();
    expect({ mode, gameCode }).toEqual({ mode: 'demo', gameCode: 'aurora-book-of-frost' });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('http://localhost:5100/play/aurora-book-of-frost');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      mode: 'demo',
      lang: 'en',
      currency: 'EUR',
      lobbyUrl: 'http://localhost:3000/cd/casino',
    });
  });

  it('gives a player a real-money url with a launch token bound to the session', async () => {
    const { client, playerId } = await registeredClient(testApp);
    const response = await client.post('/api/v1/games/launch', {
      gameCode: 'vega-live-roulette',
      mode: 'real',
      language: 'fi',
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect([...url.searchParams.keys()]).toEqual(['mode', 'token', 'lang', 'currency', 'lobbyUrl']);
    expect(url.searchParams.get('lang')).toBe('fi');
    expect(url.searchParams.get('lobbyUrl')).toBe('http://localhost:3000/fi/casino');
    const token = url.searchParams.get('token') as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await testApp.services.gameSessions.resolve(token)).toMatchObject({
      playerId,
      gameCode: 'vega-live-roulette',
      currency: 'EUR',
      country: 'FI',
      language: 'fi',
    });
    await client.post('/api/v1/auth/logout');
    expect(await testApp.services.gameSessions.resolve(token)).toEqual({ error: 'TOKEN_EXPIRED' });
  });

  it('refuses real money to a visitor with 401 NOT_LOGGED_IN', async () => {
    const response = await guest().post('/api/v1/games/launch', {
      gameCode: 'aurora-book-of-frost',
      mode: 'real',
      language: 'en',
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('NOT_LOGGED_IN');
  });

  it('refuses demo play of a game without it with 409 DEMO_NOT_AVAILABLE', async () => {
    const response = await guest().post('/api/v1/games/launch', {
      gameCode: 'vega-live-baccarat',
      mode: 'demo',
      language: 'en',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('DEMO_NOT_AVAILABLE');
  });

  it('refuses visitors and players in a blocked country with 403 PLAYER_BLOCKED', async () => {
    const { client } = await registeredClient(testApp);
    for (const [who, mode] of [
      [guest(), 'demo'],
      [client, 'real'],
      [client, 'demo'],
    ] as const) {
      const response = await who.send(
        'POST',
        '/api/v1/games/launch',
        { gameCode: 'aurora-book-of-frost', mode, language: 'en' },
        { headers: { 'cf-ipcountry': 'US' } },
      );
      expect(response.statusCode, mode).toBe(403);
      expect(errorOf(response).code).toBe('PLAYER_BLOCKED');
    }
  });

  it('has no real-money launch for a player who takes a break: the break ends the session', async () => {
    const { client, playerId } = await registeredClient(testApp);
    await testApp.services.identity.pauseAccount(playerId, new Date(testApp.clock.now().getTime() + 86_400_000));
    const response = await client.post('/api/v1/games/launch', {
      gameCode: 'aurora-gold-rush',
      mode: 'real',
      language: 'en',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a real-money launch to a paused or self-excluded player who logs in again (PLAYER_BLOCKED)', async () => {
    const identity = testApp.services.identity;
    const until = new Date(testApp.clock.now().getTime() + 86_400_000);
    for (const restrict of [identity.pauseAccount.bind(identity), identity.selfExclude.bind(identity)]) {
      const { email, password, playerId } = await registeredClient(testApp);
      await restrict(playerId, until);
      const client = new TestClient(testApp);
      expect((await client.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200);
      const response = await client.post('/api/v1/games/launch', {
        gameCode: 'aurora-gold-rush',
        mode: 'real',
        language: 'en',
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('PLAYER_BLOCKED');
    }
  });

  it('answers 404 for an unknown game and 400 naming the field for a malformed body', async () => {
    const unknown = await guest().post('/api/v1/games/launch', { gameCode: 'nope', mode: 'demo', language: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('GAME_NOT_FOUND');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ mode: 'demo', language: 'en' }, 'FIELD_REQUIRED', 'gameCode'],
      [{ gameCode: 'aurora-gold-rush', mode: 'free', language: 'en' }, 'FIELD_INVALID', 'mode'],
      [{ gameCode: 'aurora-gold-rush', mode: 'demo', language: 'xx' }, 'FIELD_INVALID', 'language'],
      [{ gameCode: '../etc', mode: 'demo', language: 'en' }, 'FIELD_INVALID', 'gameCode'],
      [{ gameCode: 42, mode: 'demo', language: 'en' }, 'FIELD_INVALID', 'gameCode'],
    ];
    for (const [body, code, field] of cases) {
      const response = await guest().post('/api/v1/games/launch', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response), JSON.stringify(body)).toMatchObject({ code, details: { field } });
    }
    const notJson = await guest().send('POST', '/api/v1/games/launch', undefined, { rawPayload: '{"gameCode":' });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('favourites', () => {
  it('need a login', async () => {
    expect((await guest().get('/api/v1/games/favourites')).statusCode).toBe(401);
    const toggle = await guest().post('/api/v1/games/favourites', { newState: true, gameID: 'aurora-gold-rush' });
    expect(toggle.statusCode).toBe(401);
    expect(errorOf(toggle).code).toBe('NOT_LOGGED_IN');
  });

  it('toggle with the spec payload, idempotently', async () => {
    const { client } = await registeredClient(testApp);
    expect((await client.get('/api/v1/games/favourites')).json()).toEqual({ favourites: {} });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const added = await client.post('/api/v1/games/favourites', { newState: true, gameID: 'aurora-gold-rush' });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ status: 'SUCCESS', favoriteAddFlag: true });
    }
    await client.post('/api/v1/games/favourites', { newState: true, gameID: 'vega-live-roulette' });
    expect((await client.get('/api/v1/games/favourites')).json()).toEqual({
      favourites: { 'aurora-gold-rush': true, 'vega-live-roulette': true },
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const removed = await client.post('/api/v1/games/favourites', { newState: false, gameID: 'aurora-gold-rush' });
      expect(removed.json()).toEqual({ status: 'SUCCESS', favoriteAddFlag: false });
    }
    expect((await client.get('/api/v1/games/favourites')).json()).toEqual({
      favourites: { 'vega-live-roulette': true },
    });
    // Another player's favourites are their own.
    const other = await registeredClient(testApp);
    expect((await other.client.get('/api/v1/games/favourites')).json()).toEqual({ favourites: {} });
  });

  it("keep a retired game's favourite unlisted until the game returns", async () => {
    const { client } = await registeredClient(testApp);
    await client.post('/api/v1/games/favourites', { newState: true, gameID: 'nordic-jacks-or-better' });
    await testApp.importFeed(fixtureFeed({ games: FIXTURE_GAMES.slice(0, 5) }));
    expect((await client.get('/api/v1/games/favourites')).json()).toEqual({ favourites: {} });
    await testApp.importFeed(fixtureFeed());
    expect((await client.get('/api/v1/games/favourites')).json()).toEqual({
      favourites: { 'nordic-jacks-or-better': true },
    });
  });

  it('answer 404 for an unknown game and 400 naming the field for a malformed body', async () => {
    const { client } = await registeredClient(testApp);
    const unknown = await client.post('/api/v1/games/favourites', { newState: true, gameID: 'no-such-game' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('GAME_NOT_FOUND');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ gameID: 'aurora-gold-rush' }, 'FIELD_REQUIRED', 'newState'],
      [{ newState: 'yes', gameID: 'aurora-gold-rush' }, 'FIELD_INVALID', 'newState'],
      [{ newState: true }, 'FIELD_REQUIRED', 'gameID'],
      [{ newState: true, gameID: 'x'.repeat(101) }, 'FIELD_INVALID', 'gameID'],
    ];
    for (const [body, code, field] of cases) {
      const response = await client.post('/api/v1/games/favourites', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response), JSON.stringify(body)).toMatchObject({ code, details: { field } });
    }
  });
});

describe('GET /games/recommended', () => {
  it('answers games of the same category and studio first, never the game itself', async () => {
    const response = await guest().get('/api/v1/games/recommended?gameCode=aurora-book-of-frost');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      gameCodes: [
        'aurora-gold-rush',
        'aurora-lucky-sevens',
        'vega-live-roulette',
        'vega-live-baccarat',
        'nordic-blackjack-pro',
        'nordic-fjord-roulette',
        'nordic-jacks-or-better',
      ],
    });
  });

  it('answers 404 for an unknown game and 400 for a malformed code', async () => {
    const unknown = await guest().get('/api/v1/games/recommended?gameCode=no-such-game');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('GAME_NOT_FOUND');
    const missing = await guest().get('/api/v1/games/recommended');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'FIELD_REQUIRED', details: { field: 'gameCode' } });
    const malformed = await guest().get('/api/v1/games/recommended?gameCode=%3Cscript%3E');
    expect(errorOf(malformed)).toMatchObject({ code: 'FIELD_INVALID', details: { field: 'gameCode' } });
  });
});

describe('GET /games/live-tables', () => {
  it('answers the statuses the monitor holds (none while it is not running)', async () => {
    const response = await guest().get('/api/v1/games/live-tables');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tables: [] });
  });
});

describe('the seamless wallet hook', () => {
  it("answers a game's maximum stake in its currency, and nothing otherwise", async () => {
    expect(await testApp.services.games.maxStakeOf('nordic-fjord-roulette', 'EUR')).toBe(50_000);
    expect(await testApp.services.games.maxStakeOf('nordic-fjord-roulette', 'SEK')).toBeUndefined();
    expect(await testApp.services.games.maxStakeOf('no-such-game', 'EUR')).toBeUndefined();
  });
});

describe('the OpenAPI document', () => {
  it('describes every games endpoint', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    const expected: Array<[string, string]> = [
      ['/api/v1/games/catalogue', 'get'],
      ['/api/v1/games/launch-check', 'get'],
      ['/api/v1/games/launch', 'post'],
      ['/api/v1/games/favourites', 'get'],
      ['/api/v1/games/favourites', 'post'],
      ['/api/v1/games/recommended', 'get'],
      ['/api/v1/games/live-tables', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {}), `${method} ${path}`).toContain('200');
    }
  });
});
