import type { CashierHistory } from '@vauhti/contracts/cashier';
import { describe, expect, it } from 'vitest';
import { historyEntry } from '../test-support/account-fixtures';
import { historyRows, methodLabelOf, nextHistoryCursor, signedHistoryAmount } from './history-entries';

describe('history paging', () => {
  it('asks for the next page by the cursor the last one gave, and stops at null', () => {
    expect(nextHistoryCursor({ items: [historyEntry('3')], nextCursor: 3 })).toBe(3);
    expect(nextHistoryCursor({ items: [historyEntry('1')], nextCursor: null })).toBeUndefined();
  });

  it('shows the loaded pages in order, each transaction once', () => {
    const pages: CashierHistory[] = [
      { items: [historyEntry('9'), historyEntry('8')], nextCursor: 8 },
      { items: [historyEntry('8'), historyEntry('7')], nextCursor: null },
    ];
    expect(historyRows(pages).map((row) => row.txnId)).toEqual(['9', '8', '7']);
  });
});

describe('methodLabelOf', () => {
  it.each([
    ['CREDITCARD', { kind: 'key', key: 'cashierHistoryComp.methods.card' }],
    ['CREDITCARD_PIQ', { kind: 'key', key: 'cashierHistoryComp.methods.card' }],
    ['WIRE_TRANSFER', { kind: 'key', key: 'cashierHistoryComp.methods.bankTransfer' }],
    ['BANK_PIQ', { kind: 'key', key: 'cashierHistoryComp.methods.bankTransfer' }],
    ['TRUSTLY', { kind: 'brand', name: 'Trustly' }],
    ['ECOPAYZ_PIQ', { kind: 'brand', name: 'ecoPayz' }],
    ['Visa', { kind: 'brand', name: 'Visa' }],
    ['NEW_WALLET', { kind: 'brand', name: 'New wallet' }],
  ])('names %s', (method, label) => {
    expect(methodLabelOf(method)).toEqual(label);
  });
});

describe('signedHistoryAmount', () => {
  it('marks money in with + and money out with a minus sign', () => {
    expect(signedHistoryAmount({ kind: 'deposit' }, '€20.00')).toBe('+€20.00');
    expect(signedHistoryAmount({ kind: 'withdrawal' }, '€20.00')).toBe('\u2212€20.00');
  });
});
