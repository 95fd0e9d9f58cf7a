import type { LandingContent, LandingTheme } from '@vauhti/server-kit';

/**
 * What sandbox-games says about itself. Every capability stays `planned` until the issue that
 * builds it flips it to `live`, so the page never claims more than the sandbox does.
 */
export function landingContent(options: { platformUrl: string }): LandingContent {
  return {
    productName: 'Sandbox Games',
    theme: THEME,
    eyebrow: 'Game provider · seamless wallet',
    headline: 'Slots and live tables for Vauhti, with real rounds and no real money.',
    summary:
      'Sandbox Games stands in for a game provider in development and tests. Its game clients run in the ' +
      'site’s game window, its game server draws every outcome, and every stake and payout moves through the ' +
      `platform’s seamless wallet at ${options.platformUrl}/api/wallet/v1. The health check answers today; ` +
      'each capability below is marked live when it ships.',
    capabilities: [
      {
        title: 'Game clients',
        text: 'Slot and table games that run inside the site’s game window iframe, launched with a one-time token the platform issues.',
        status: 'planned',
      },
      {
        title: 'Game server and RNG',
        text: 'Outcomes from a certified-style random number generator, with each game’s return to player published and checked by simulation.',
        status: 'planned',
      },
      {
        title: 'Demo mode',
        text: 'Play-money rounds for visitors on the same game logic, never touching the wallet.',
        status: 'planned',
      },
      {
        title: 'Live tables',
        text: 'Shared rounds that many players join at once: one betting window, one result for the table.',
        status: 'planned',
      },
      {
        title: 'Seamless wallet calls',
        text: 'authenticate, balance, bet, win and rollback, HMAC-signed as provider sandbox-games and idempotent on transactionId.',
        status: 'planned',
      },
    ],
    endpoints: [
      { method: 'GET', path: '/health', text: 'Liveness check.', status: 'live', href: '/health' },
      { method: 'GET', path: '/', text: 'This page.', status: 'live' },
    ],
    links: [],
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
