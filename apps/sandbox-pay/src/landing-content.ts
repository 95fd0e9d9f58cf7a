import type { LandingContent, LandingTheme } from '@vauhti/server-kit';

type Link = { label: string; href: string };

/**
 * What the cashier host (port 5000) says about itself. Every capability stays `planned` until the
 * issue that builds it flips it to `live`, so the page never claims more than the sandbox does.
 */
export function cashierLandingContent(options: { platformUrl: string; links: Link[] }): LandingContent {
  return {
    productName: 'Sandbox Pay',
    theme: THEME,
    eyebrow: 'Payment orchestrator · PaymentIQ-style',
    headline: 'Deposits and payouts for Vauhti, simulated end to end.',
    summary:
      'Sandbox Pay stands in for the payment provider in development and tests. It hosts the cashier that the ' +
      'bootstrapper frames, acquires test cards, runs bank and e-wallet payments and payouts, and reports every ' +
      `outcome to the merchant API of the platform at ${options.platformUrl}. Open the hosted cashier for a ` +
      'player with the query that `npm run ops -- cashier-session --player <e-mail>` prints.',
    capabilities: [
      {
        title: 'Hosted cashier',
        text: 'The cashier iframe the bootstrapper loads in its development environment, speaking its postMessage protocol (CASHIER_BOOT, CASHIER_INIT_LOAD, TX_SUCCESS, APP_SET_HEIGHT).',
        status: 'live',
      },
      {
        title: 'Cards and 3-D Secure 2',
        text: 'Test card numbers choose the outcome: frictionless success, a one-time-code challenge, decline, insufficient funds, expired card, 3-D Secure failure or timeout.',
        status: 'live',
      },
      {
        title: 'Bank payments and pay-and-play',
        text: 'Trustly-like bank selection and login. In pay-and-play mode the bank returns a verified identity, so a first deposit registers the player.',
        status: 'live',
      },
      {
        title: 'E-wallets and local methods',
        text: 'Zimpler, Brite, Skrill, Neteller, iDEAL, Sofort, wire transfer, Rapid Transfer and VenusPoint, each with its own form, redirect kind and selectable outcome.',
        status: 'live',
      },
      {
        title: 'Payouts',
        text: 'Withdrawals wait for approval, automatic after a delay or by an operator, then pay or fail. A player can cancel a pending withdrawal until then.',
        status: 'live',
      },
      {
        title: 'Merchant callbacks',
        text: 'verifyuser, authorize, transfer and cancel sent to the platform as PaymentIQ sends them: signed, with decimal amounts, idempotent on txId.',
        status: 'live',
      },
    ],
    endpoints: [
      { method: 'GET', path: '/health', text: 'Liveness check.', status: 'live', href: '/health' },
      {
        method: 'GET',
        path: '/',
        text: 'This page; the hosted cashier when opened with a bootstrapper query.',
        status: 'live',
      },
      {
        method: 'GET',
        path: '/{playerId}/{reference}/status',
        text: 'A transaction’s PaymentIQ state (WAITING_INPUT, SUCCESSFUL, FAILED, ...).',
        status: 'live',
      },
    ],
    links: options.links,
  };
}

/** What the customer-lookup app (port 4000) says about itself. */
export function lookupLandingContent(options: { links: Link[] }): LandingContent {
  return {
    productName: 'Sandbox Pay',
    theme: THEME,
    eyebrow: 'Customer lookup · PaymentIQ-style',
    headline: 'Recognise a returning customer before the cashier opens.',
    summary:
      'The customer-lookup frame that the bootstrapper loads from port 4000 in its development environment, ' +
      'opened with a merchantId in the query.',
    capabilities: [
      {
        title: 'Lookup frame',
        text: 'Announces itself with LOOKUP_INIT_LOAD and sizes its frame with PIQ_LOOKUP_REPORT_HEIGHT.',
        status: 'live',
      },
      {
        title: 'Customer identification',
        text: 'Reports a recognised customer with PIQ_LOOKUP_CUSTOMER_IDENTIFIED and their data with PIQ_CUSTOMER_DATA.',
        status: 'live',
      },
    ],
    endpoints: [
      { method: 'GET', path: '/health', text: 'Liveness check.', status: 'live', href: '/health' },
      {
        method: 'GET',
        path: '/',
        text: 'This page; the lookup frame when opened with a bootstrapper query.',
        status: 'live',
      },
    ],
    links: options.links,
  };
}

/** Sandbox Pay's brand: a payments-teal accent on slate. */
export const THEME: LandingTheme = {
  background: '#0b1220',
  panel: '#111a2e',
  line: '#1f2b45',
  muted: '#93a1b8',
  accent: '#2dd4bf',
  accentInk: '#04211d',
  glow: '#12324a',
  markEnd: '#3b82f6',
  bar: 'rgb(11 18 32 / 80%)',
};
