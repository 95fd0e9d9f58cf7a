/*
 * How each payment method's own page looks: the brand's name and colours (drawn by CSS classes,
 * since the pages' CSP allows no inline styles) and what the login asks for. Method keys are the
 * catalogue's (SKRILL, ECOPAYZ_PIQ, ...); a PIQ or DIRECT variant looks like its base brand.
 */
import type { TextKey, Translate } from './catalogue';

export type Brand = {
  /** The CSS class suffix: `brand-<id>`. */
  id: string;
  name: string;
  /** Header background and button colour, and the text colour on it. */
  colour: string;
  ink: string;
  /** A tagline under the brand name, like the real provider's header shows. */
  tagline: string;
  /**
   * For the generic looks, whose name and tagline are words rather than a brand: the catalogue's
   * texts, so the page shows them in the player's language (`localisedBrand`).
   */
  nameKey?: TextKey;
  taglineKey?: TextKey;
};

const BRANDS: Record<string, Brand> = {
  SKRILL: { id: 'skrill', name: 'Skrill', colour: '#862165', ink: '#ffffff', tagline: 'Digital wallet' },
  NETELLER: { id: 'neteller', name: 'NETELLER', colour: '#6a9a1f', ink: '#ffffff', tagline: 'Money transfer' },
  ZIMPLER: { id: 'zimpler', name: 'Zimpler', colour: '#1d1d3f', ink: '#ffffff', tagline: 'Pay by bank' },
  BRITEPLAY: { id: 'brite', name: 'Brite', colour: '#00a97f', ink: '#ffffff', tagline: 'Instant bank payments' },
  BRITE: { id: 'brite', name: 'Brite', colour: '#00a97f', ink: '#ffffff', tagline: 'Instant bank payments' },
  TRUSTLY: { id: 'trustly', name: 'Trustly', colour: '#0a7d45', ink: '#ffffff', tagline: 'Online banking payment' },
  IDEAL: { id: 'ideal', name: 'iDEAL', colour: '#cc0066', ink: '#ffffff', tagline: 'Betalen via je eigen bank' },
  SOFORT: { id: 'sofort', name: 'Sofort', colour: '#ee7f9c', ink: '#1b1b1b', tagline: 'Sofortüberweisung' },
  RAPID_TRANSFER: {
    id: 'rapid',
    name: 'Rapid Transfer',
    colour: '#4b1f6f',
    ink: '#ffffff',
    tagline: 'Bank transfer by Skrill',
  },
  VENUSPOINT: { id: 'venuspoint', name: 'VenusPoint', colour: '#b3123a', ink: '#ffffff', tagline: 'Point wallet' },
  ECOPAYZ: { id: 'eco', name: 'eco', colour: '#00806a', ink: '#ffffff', tagline: 'ecoPayz account' },
  COMMUNITYBANK: {
    id: 'community',
    name: 'Community Bank',
    colour: '#1f4e8c',
    ink: '#ffffff',
    tagline: 'Online banking',
    taglineKey: 'taglineOnlineBanking',
  },
  BANK: {
    id: 'bank',
    name: 'Bank transfer',
    colour: '#24507a',
    ink: '#ffffff',
    tagline: 'Online banking',
    nameKey: 'brandBankTransfer',
    taglineKey: 'taglineOnlineBanking',
  },
  WIRE_TRANSFER: {
    id: 'wire',
    name: 'Wire transfer',
    colour: '#334155',
    ink: '#ffffff',
    tagline: 'Bank transfer',
    nameKey: 'brandWireTransfer',
    taglineKey: 'taglineBankTransfer',
  },
  CREDITCARD: {
    id: 'card',
    name: 'Card payments',
    colour: '#1a1f71',
    ink: '#ffffff',
    tagline: 'Secure card payment',
    nameKey: 'brandCardPayments',
    taglineKey: 'taglineSecureCard',
  },
};

const GENERIC: Brand = {
  id: 'generic',
  name: 'Payment',
  colour: '#3a3f4b',
  ink: '#ffffff',
  tagline: 'Online payment',
  nameKey: 'brandPayment',
  taglineKey: 'taglineOnlinePayment',
};

/** The brand of a method key; unknown methods get a neutral look with the key as their name. */
export function brandOf(method: string): Brand {
  const key = method.toUpperCase();
  const base = key.replace(/_PIQ$/, '').replace(/_DIRECT$/, '');
  const brand = BRANDS[key] ?? BRANDS[base];
  if (brand) return brand;
  const name = base
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
  // An unknown method is named by its key, which no catalogue translates.
  if (!name) return GENERIC;
  const { nameKey: _nameKey, ...unnamed } = GENERIC;
  return { ...unnamed, name };
}

/** The brand as the page shows it: generic names and taglines in the page's language. */
export function localisedBrand(brand: Brand, t: Translate): Brand {
  return {
    ...brand,
    name: brand.nameKey ? t(brand.nameKey) : brand.name,
    tagline: brand.taglineKey ? t(brand.taglineKey) : brand.tagline,
  };
}

/**
 * One rule per brand for the stylesheet (colours are constants here, never player input). A page
 * without a brand of its own (done, not found, an unknown method) takes the merchant's button
 * colours from its theme (page-theme.ts), and its own neutral ones without a theme.
 */
export function brandStyles(): string {
  const seen = new Set<string>();
  const rules: string[] = [];
  for (const brand of Object.values(BRANDS)) {
    if (seen.has(brand.id)) continue;
    seen.add(brand.id);
    rules.push(`.brand-${brand.id}{--brand:${brand.colour};--brand-ink:${brand.ink}}`);
  }
  rules.push(
    `.brand-${GENERIC.id}{--brand:var(--theme-buttons-color,${GENERIC.colour});--brand-ink:var(--theme-buttons-textcolor,${GENERIC.ink})}`,
  );
  return rules.join('\n');
}
