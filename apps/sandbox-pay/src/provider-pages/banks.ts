/*
 * The banks a player can pick on the bank and pay-and-play pages, per country, with logos drawn
 * as SVG (initials on the bank's colour) so the sandbox ships no third-party artwork.
 */
import { escapeHtml } from '@vauhti/server-kit';

export type Bank = { id: string; name: string; colour: string };

const BANKS_BY_COUNTRY: Record<string, Bank[]> = {
  FI: [
    { id: 'op', name: 'OP', colour: '#ff6a10' },
    { id: 'nordea-fi', name: 'Nordea', colour: '#0000a0' },
    { id: 'danske-fi', name: 'Danske Bank', colour: '#003755' },
    { id: 'spankki', name: 'S-Pankki', colour: '#00703c' },
    { id: 'aktia', name: 'Aktia', colour: '#005d7e' },
    { id: 'handelsbanken-fi', name: 'Handelsbanken', colour: '#005aa0' },
  ],
  SE: [
    { id: 'swedbank', name: 'Swedbank', colour: '#ee7023' },
    { id: 'seb', name: 'SEB', colour: '#41a62a' },
    { id: 'handelsbanken', name: 'Handelsbanken', colour: '#005aa0' },
    { id: 'nordea-se', name: 'Nordea', colour: '#0000a0' },
    { id: 'lansforsakringar', name: 'Länsförsäkringar', colour: '#005aa0' },
    { id: 'icabanken', name: 'ICA Banken', colour: '#e3000b' },
  ],
  NO: [
    { id: 'dnb', name: 'DNB', colour: '#007272' },
    { id: 'sparebank1', name: 'SpareBank 1', colour: '#002776' },
    { id: 'nordea-no', name: 'Nordea', colour: '#0000a0' },
    { id: 'handelsbanken-no', name: 'Handelsbanken', colour: '#005aa0' },
    { id: 'sbanken', name: 'Sbanken', colour: '#1c1c1c' },
    { id: 'storebrand', name: 'Storebrand', colour: '#cc0033' },
  ],
  DE: [
    { id: 'sparkasse', name: 'Sparkasse', colour: '#e30613' },
    { id: 'deutsche', name: 'Deutsche Bank', colour: '#0018a8' },
    { id: 'commerzbank', name: 'Commerzbank', colour: '#ffcc00' },
    { id: 'volksbank', name: 'Volksbank', colour: '#0066b3' },
    { id: 'ing-de', name: 'ING', colour: '#ff6200' },
    { id: 'postbank', name: 'Postbank', colour: '#ffcc00' },
  ],
  DEFAULT: [
    { id: 'nordea', name: 'Nordea', colour: '#0000a0' },
    { id: 'danske', name: 'Danske Bank', colour: '#003755' },
    { id: 'ing', name: 'ING', colour: '#ff6200' },
    { id: 'abn', name: 'ABN AMRO', colour: '#00857a' },
    { id: 'santander', name: 'Santander', colour: '#ec0000' },
    { id: 'bnp', name: 'BNP Paribas', colour: '#008859' },
  ],
};

const ALL_BANKS = new Map(
  Object.values(BANKS_BY_COUNTRY)
    .flat()
    .map((bank) => [bank.id, bank]),
);

export function banksFor(country: string): Bank[] {
  return BANKS_BY_COUNTRY[country] ?? (BANKS_BY_COUNTRY.DEFAULT as Bank[]);
}

export function bankById(id: string): Bank | undefined {
  return ALL_BANKS.get(id);
}

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word.charAt(0)).join('') : name.slice(0, 3);
  return letters.slice(0, 3).toUpperCase();
}

/** Light colours get dark initials, so the logo stays readable. */
function inkFor(colour: string): string {
  const value = Number.parseInt(colour.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 160 ? '#1b1b1b' : '#ffffff';
}

/** A decorative logo: the bank's name is next to it in the page, so the SVG is hidden from readers. */
export function bankLogo(bank: Bank): string {
  return `<svg class="bank-logo" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false"><rect width="48" height="48" rx="10" fill="${escapeHtml(bank.colour)}"/><text x="24" y="29" text-anchor="middle" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="${inkFor(bank.colour)}">${escapeHtml(initials(bank.name))}</text></svg>`;
}
