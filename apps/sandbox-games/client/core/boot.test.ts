import { describe, expect, it } from 'vitest';
import { parseBoot } from './boot';

const BOOT = {
  sessionId: 'sess-123456789',
  mode: 'demo',
  gameCode: 'aurora-book-of-frost',
  gameName: 'Book of Frost',
  engine: 'paylines',
  clientKind: 'slot',
  language: 'fi',
  currency: 'EUR',
  lobbyUrl: 'http://localhost:5173/fi/casino',
  apiBase: '/client-api/v1/',
  liveSocketUrl: null,
  liveTableId: null,
  art: { tile: '/media/games/a/a.jpg', background: '/media/games/a/a-bg-image.jpg' },
  theme: { primary: '#7c3aed', secondary: 'rgb(20 10 40)', accent: '#fbbf24' },
};

describe('parseBoot', () => {
  it('accepts the provider boot object and trims the API base', () => {
    const result = parseBoot(BOOT);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.boot.apiBase).toBe('/client-api/v1');
    expect(result.boot.clientKind).toBe('slot');
    expect(result.boot.theme).toEqual({ primary: '#7c3aed', secondary: 'rgb(20 10 40)', accent: '#fbbf24' });
  });

  it('names every missing required field', () => {
    const result = parseBoot({ ...BOOT, sessionId: '', mode: 'free', clientKind: 'pinball', currency: undefined });
    expect(result).toEqual({ ok: false, missing: ['sessionId', 'currency', 'mode', 'clientKind'] });
    expect(parseBoot(undefined)).toEqual({ ok: false, missing: ['__GAME_BOOT__'] });
  });

  it('replaces theme colours that are not plain colour syntax, so nothing else reaches the CSS', () => {
    const result = parseBoot({ ...BOOT, theme: { primary: 'red; background: url(x)', secondary: '#123', accent: 12 } });
    expect(result.ok && result.boot.theme).toEqual({ primary: '#7c3aed', secondary: '#123', accent: '#fbbf24' });
  });

  it('falls back to English and the game code when optional texts are missing', () => {
    const result = parseBoot({ ...BOOT, language: undefined, gameName: undefined });
    expect(result.ok && [result.boot.language, result.boot.gameName]).toEqual(['en', 'aurora-book-of-frost']);
  });
});
