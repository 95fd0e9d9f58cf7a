import type { LandingContent, LandingTheme } from '@vauhti/server-kit';

/**
 * What sandbox-games says about itself. A capability is marked live only when it answers, so the
 * page never claims more than the sandbox does.
 */
export function landingContent(options: {
  platformUrl: string;
  gameCount: number;
  studioCount: number;
}): LandingContent {
  const wallet = `${options.platformUrl}/api/wallet/v1`;
  return {
    productName: 'Sandbox Games',
    theme: THEME,
    eyebrow: 'Game provider · seamless wallet',
    headline: 'Slots and live tables for Vauhti, with real rounds and no real money.',
    summary:
      `Sandbox Games stands in for a game provider in development and tests: ${options.gameCount} games from ` +
      `${options.studioCount} studios. Its game clients run in the site’s game window, its game server draws every ` +
      `outcome with the operating system’s CSPRNG, and every stake and payout moves through the platform’s seamless ` +
      `wallet at ${wallet}.`,
    capabilities: [
      {
        title: 'Game clients',
        text: 'Slots (paylines, 243 ways, classic), roulette, blackjack, video poker and baccarat in the site’s game window iframe, launched with the token the platform issues.',
        status: 'live',
      },
      {
        title: 'Game server and RNG',
        text: 'Outcomes from the OS CSPRNG with unbiased scaling; every game publishes the theoretical RTP its engine computes, checked by simulation.',
        status: 'live',
      },
      {
        title: 'Demo mode',
        text: 'Play-money rounds (1 000.00 per session) for visitors on the same game logic, never touching the wallet.',
        status: 'live',
      },
      {
        title: 'Live tables',
        text: 'Live roulette and live baccarat in shared rounds on the clock: one betting window, one result for the table, pushed over a WebSocket.',
        status: 'live',
      },
      {
        title: 'Seamless wallet calls',
        text: 'authenticate, balance, bet, win and rollback, HMAC-signed as provider sandbox-games, written to an outbox first: unanswered bets are rolled back, wins retried until answered.',
        status: 'live',
      },
    ],
    endpoints: [
      { method: 'GET', path: '/health', text: 'Liveness and database check.', status: 'live', href: '/health' },
      { method: 'GET', path: '/', text: 'This page.', status: 'live' },
      {
        method: 'POST',
        path: '/operator/v1/catalogue',
        text: 'The catalogue for the platform, signed with the operator secret.',
        status: 'live',
      },
      { method: 'POST', path: '/operator/v1/live-tables', text: 'Live table statuses, signed.', status: 'live' },
      {
        method: 'GET',
        path: '/play/{gameCode}?mode=demo',
        text: 'The game page; mode=real needs the platform’s launch token.',
        status: 'live',
      },
      {
        method: 'GET',
        path: '/media/games/{gameCode}/{gameCode}.jpg',
        text: 'Game tiles and backgrounds, studio logos under /media/providers.',
        status: 'live',
      },
      {
        method: 'GET',
        path: '/client-api/v1/sessions/{sessionId}',
        text: 'The client API: sessions, rounds, actions, history, live bets.',
        status: 'live',
      },
      { method: 'GET', path: '/live/{tableId}', text: 'WebSocket of a live table.', status: 'live' },
    ],
    links: [{ label: 'Play a demo', href: '/play/aurora-book-of-frost?mode=demo' }],
  };
}

/** Sandbox Games' brand: a violet accent on ink. */
export const THEME: LandingTheme = {
  background: '#0f0b1d',
  panel: '#181230',
  line: '#2a2148',
  muted: '#a59cc0',
  accent: '#a78bfa',
  accentInk: '#1b0f3a',
  glow: '#2e1a5c',
  markEnd: '#ec4899',
  bar: 'rgb(15 11 29 / 80%)',
};
