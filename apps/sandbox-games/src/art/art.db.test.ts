import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGamesApp } from '../app';
import type { GamesDatabase } from '../database/games-database';
import { createTestApp, openGamesTestDatabase } from '../test-support/test-app';

let database: GamesDatabase;
let app: SandboxGamesApp;
const cacheDir = mkdtempSync(join(tmpdir(), 'sandbox-games-art-'));

beforeAll(async () => {
  database = await openGamesTestDatabase();
  app = await createTestApp({ database, config: { artCacheDir: cacheDir } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('game artwork', () => {
  it('renders the tile as a 480×360 JPEG, cacheable, and keeps it on disk', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/games/aurora-book-of-frost/aurora-book-of-frost.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{20}"$/);
    const image = await sharp(response.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    expect(readdirSync(cacheDir).some((file) => file.startsWith('aurora-book-of-frost-tile-'))).toBe(true);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/media/games/aurora-book-of-frost/aurora-book-of-frost.jpg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('renders the background at 1600×900 and studio logos as transparent PNGs', async () => {
    const background = await app.inject({
      method: 'GET',
      url: '/media/games/velvet-punto-banco/velvet-punto-banco-bg-image.jpg',
    });
    expect(await sharp(background.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
    const logo = await app.inject({ method: 'GET', url: '/media/providers/aurora.png' });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 240,
      height: 80,
      hasAlpha: true,
    });
  });

  it('answers 404 for unknown games, studios and file names', async () => {
    for (const url of [
      '/media/games/no-such-game/no-such-game.jpg',
      '/media/games/aurora-book-of-frost/other.jpg',
      '/media/providers/nobody.png',
      '/media/providers/aurora.gif',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
