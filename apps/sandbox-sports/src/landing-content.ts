import type { LandingContent, LandingTheme } from '@vauhti/server-kit';

/**
 * What sandbox-sports says about itself. Every capability stays `planned` until the issue that
 * builds it flips it to `live`, so the page never claims more than the sandbox does.
 */
export function landingContent(options: { platformUrl: string }): LandingContent {
  return {
    productName: 'Sandbox Sports',
    theme: THEME,
    eyebrow: 'Sportsbook vendor · iframe integration',
    headline: 'A sportsbook to embed in Vauhti, from fixtures to settlement.',
    summary:
      'Sandbox Sports stands in for the sportsbook vendor in development and tests. The site frames it and ' +
      'talks to it with the message protocol of the sportsbook contract; bets are placed and settled through the ' +
      `platform’s seamless wallet at ${options.platformUrl}/api/wallet/v1. The health check answers today; ` +
      'each capability below is marked live when it ships.',
    capabilities: [
      {
        title: 'Fixtures, markets and live odds',
        text: 'Sports, leagues and events with markets whose odds move while an event is live.',
        status: 'planned',
      },
      {
        title: 'Bet slip',
        text: 'Selections collected in a slip whose count the site shows, shared bet codes, and a request to log in when a guest tries to bet.',
        status: 'planned',
      },
      {
        title: 'Iframe protocol',
        text: 'ready, ext.sportsbook.size, betslipCount and logon to the page; setToken, setLanguage, setCurrency, deepLink and the rest from it, origins checked both ways.',
        status: 'planned',
      },
      {
        title: 'Settlement through the wallet',
        text: 'A stake is a bet, a settlement a win (0 for a lost bet), a void a rollback, a resettlement a rollback and a new win, signed as provider sandbox-sports.',
        status: 'planned',
      },
    ],
    endpoints: [
      { method: 'GET', path: '/health', text: 'Liveness check.', status: 'live', href: '/health' },
      {
        method: 'GET',
        path: '/?language={lang}',
        text: 'This page; the sportsbook the site frames once it ships.',
        status: 'live',
        href: '/',
      },
    ],
    links: [],
  };
}

/** Sandbox Sports' brand: a pitch-green accent on deep green-black. */
export const THEME: LandingTheme = {
  background: '#08120d',
  panel: '#0f1f17',
  line: '#1d3327',
  muted: '#94ae9f',
  accent: '#4ade80',
  accentInk: '#052e16',
  glow: '#123d26',
  markEnd: '#facc15',
  bar: 'rgb(8 18 13 / 80%)',
};
