/**
 * The boot object the provider embeds in the game page as `window.__GAME_BOOT__`
 * (provider brief, item 4). It is checked field by field because a page that boots a game with a
 * wrong session or lobby must show an error, not play.
 */
export type ClientKind = 'slot' | 'roulette' | 'blackjack' | 'video-poker' | 'baccarat' | 'live';

export type GameBoot = {
  sessionId: string;
  mode: 'real' | 'demo';
  gameCode: string;
  gameName: string;
  engine: string;
  clientKind: ClientKind;
  language: string;
  currency: string;
  lobbyUrl: string;
  apiBase: string;
  liveSocketUrl: string | null;
  liveTableId: string | null;
  art: { tile: string; background: string };
  theme: { primary: string; secondary: string; accent: string };
};

const CLIENT_KINDS: readonly ClientKind[] = ['slot', 'roulette', 'blackjack', 'video-poker', 'baccarat', 'live'];

type Record_ = Record<string, unknown>;

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(source: Record_, key: string): string | null {
  const value = source[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Colours end up in CSS custom properties, so only plain colour syntax is let through. */
function colour(source: Record_, key: string, fallback: string): string {
  const value = source[key];
  return typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%/]+\)|hsla?\([\d\s.,%/deg]+\))$/i.test(value)
    ? value
    : fallback;
}

export type BootResult = { ok: true; boot: GameBoot } | { ok: false; missing: string[] };

export function parseBoot(value: unknown): BootResult {
  if (!isRecord(value)) return { ok: false, missing: ['__GAME_BOOT__'] };
  const missing: string[] = [];
  const required = (key: string) => {
    const found = text(value, key);
    if (found === null) missing.push(key);
    return found ?? '';
  };
  const sessionId = required('sessionId');
  const gameCode = required('gameCode');
  const currency = required('currency');
  const apiBase = required('apiBase');
  const mode = value.mode === 'real' || value.mode === 'demo' ? value.mode : null;
  if (mode === null) missing.push('mode');
  const clientKind = CLIENT_KINDS.find((kind) => kind === value.clientKind) ?? null;
  if (clientKind === null) missing.push('clientKind');
  if (missing.length > 0 || mode === null || clientKind === null) return { ok: false, missing };
  const art = isRecord(value.art) ? value.art : {};
  const theme = isRecord(value.theme) ? value.theme : {};
  return {
    ok: true,
    boot: {
      sessionId,
      mode,
      gameCode,
      gameName: text(value, 'gameName') ?? gameCode,
      engine: text(value, 'engine') ?? clientKind,
      clientKind,
      language: text(value, 'language') ?? 'en',
      currency,
      lobbyUrl: text(value, 'lobbyUrl') ?? '',
      apiBase: apiBase.replace(/\/$/, ''),
      liveSocketUrl: text(value, 'liveSocketUrl'),
      liveTableId: text(value, 'liveTableId'),
      art: { tile: text(art, 'tile') ?? '', background: text(art, 'background') ?? '' },
      theme: {
        primary: colour(theme, 'primary', '#7c3aed'),
        secondary: colour(theme, 'secondary', '#1e1b4b'),
        accent: colour(theme, 'accent', '#fbbf24'),
      },
    },
  };
}
