import type { CashierHistory, CashierHistoryEntry } from '@vauhti/contracts/cashier';

/*
 * The cashier history ({lang}/myaccount/cashier): the player's deposits and withdrawals, newest
 * first, a page at a time (GET /cashier/history; 'load more' asks for the next by cursor).
 */

/** Rows per page: enough to fill a screen, within the platform's 1..50. */
export const HISTORY_PAGE_SIZE = 20;

/** The next page's cursor, or undefined when the last page was the oldest (TanStack's "no more"). */
export function nextHistoryCursor(page: CashierHistory): number | undefined {
  return page.nextCursor ?? undefined;
}

/**
 * Every loaded row, newest first, each once: a refetch of the first pages after a new
 * transaction must not show a row twice.
 */
export function historyRows(pages: readonly CashierHistory[]): CashierHistoryEntry[] {
  const seen = new Set<string>();
  const rows: CashierHistoryEntry[] = [];
  for (const page of pages) {
    for (const entry of page.items) {
      if (seen.has(entry.txnId)) continue;
      seen.add(entry.txnId);
      rows.push(entry);
    }
  }
  return rows;
}

/**
 * Method keys by how the player knows them: brands keep their own names in every language; a
 * card or a plain bank transfer is named in the player's language (the catalogue's methods.*).
 */
const BRAND_NAMES: Record<string, string> = {
  TRUSTLY: 'Trustly',
  ZIMPLER: 'Zimpler',
  ZIMPLER_DIRECT: 'Zimpler',
  RAPID_TRANSFER: 'Rapid Transfer',
  BRITEPLAY: 'Brite',
  SKRILL: 'Skrill',
  NETELLER: 'NETELLER',
  IDEAL: 'iDEAL',
  SOFORT: 'Sofort',
  VENUSPOINT: 'VenusPoint',
  ECOPAYZ: 'ecoPayz',
  COMMUNITYBANK: 'Community Bank',
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
};
const TRANSLATED_METHODS: Record<string, 'card' | 'bankTransfer'> = {
  CREDITCARD: 'card',
  WIRE_TRANSFER: 'bankTransfer',
  BANK: 'bankTransfer',
};

export type MethodLabel = { kind: 'brand'; name: string } | { kind: 'key'; key: string };

/** How a method reads: a brand's name, or a catalogue key. The payment intermediary's _PIQ suffix is no part of the name. */
export function methodLabelOf(method: string): MethodLabel {
  const key = method.toUpperCase().replace(/_PIQ$/, '');
  const translated = TRANSLATED_METHODS[key];
  if (translated) return { kind: 'key', key: `cashierHistoryComp.methods.${translated}` };
  const brand = BRAND_NAMES[key];
  if (brand) return { kind: 'brand', name: brand };
  // A method added at the provider later: its key in words ("NEW_WALLET" → "New wallet").
  const words = key.toLowerCase().replaceAll('_', ' ');
  return { kind: 'brand', name: words.charAt(0).toUpperCase() + words.slice(1) };
}

/** The amount's sign for the player's money: + in for a deposit, − out for a withdrawal. */
export function signedHistoryAmount(entry: Pick<CashierHistoryEntry, 'kind'>, formatted: string): string {
  return entry.kind === 'deposit' ? `+${formatted}` : `\u2212${formatted}`;
}
