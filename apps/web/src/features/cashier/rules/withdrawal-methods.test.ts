import { describe, expect, it } from 'vitest';
import { methodEntry, methods, withdrawalDetails } from '../test-support/withdrawal-fixtures';
import {
  needsActivation,
  preselectedMethodKey,
  readableMethodKey,
  savedAccountsOf,
  withdrawalMethodsOf,
} from './withdrawal-methods';

describe('withdrawalMethodsOf', () => {
  it('reads the list of single-key objects into one list in the platform order, the first of a repeated key kept', () => {
    const details = withdrawalDetails({ SKRILL: methods.skrill, CREDITCARD: methods.card });
    details.methods.push({ SKRILL: methods.neteller, TRUSTLY: methods.trustly });
    expect(withdrawalMethodsOf(details)).toEqual([
      { key: 'SKRILL', entry: methods.skrill },
      { key: 'CREDITCARD', entry: methods.card },
      { key: 'TRUSTLY', entry: methods.trustly },
    ]);
  });
});

describe('preselectedMethodKey', () => {
  it('chooses the only method, else the one with the latest updatedTime, else none', () => {
    const only = [{ key: 'SKRILL', entry: methods.skrill }];
    expect(preselectedMethodKey(only)).toBe('SKRILL');
    const used = [
      { key: 'SKRILL', entry: methodEntry({ updatedTime: '2026-01-05T10:00:00Z' }) },
      { key: 'CREDITCARD', entry: methodEntry({ updatedTime: '2026-02-05T10:00:00Z' }) },
      { key: 'NETELLER', entry: methodEntry({ updatedTime: null }) },
    ];
    expect(preselectedMethodKey(used)).toBe('CREDITCARD');
    const unused = [
      { key: 'SKRILL', entry: methods.skrill },
      { key: 'NETELLER', entry: methods.neteller },
    ];
    expect(preselectedMethodKey(unused)).toBeNull();
    expect(preselectedMethodKey([])).toBeNull();
  });
});

describe('savedAccountsOf', () => {
  it('offers a card method its saved cards and a pay-and-play bank its saved accounts, and no other method any', () => {
    expect(savedAccountsOf({ key: 'CREDITCARD', entry: methods.card })).toEqual(methods.card.usedInstruments);
    const account = { instrumentId: 'ins-t', optionType: 'TRUSTLY', ccDetails: null, internal: false };
    expect(savedAccountsOf({ key: 'TRUSTLY', entry: { ...methods.trustly, usedInstruments: [account] } })).toEqual([
      account,
    ]);
    expect(savedAccountsOf({ key: 'SKRILL', entry: { ...methods.skrill, usedInstruments: [account] } })).toEqual([]);
  });
});

describe('needsActivation', () => {
  const saved = { instrumentId: 'ins-t', optionType: 'TRUSTLY', ccDetails: null, internal: false };

  it('asks a pay-and-play country player to activate when no pay-and-play bank has a saved account', () => {
    const list = [
      { key: 'TRUSTLY', entry: methods.trustly },
      { key: 'ZIMPLER', entry: methods.zimpler },
      { key: 'CREDITCARD', entry: methods.card },
    ];
    expect(needsActivation(list, 'FI', ['FI', 'SE'])).toBe(true);
    expect(needsActivation(list, 'fi', ['FI', 'SE'])).toBe(true);
  });

  it('does not when a bank has a saved account, outside pay-and-play countries, or without a pay-and-play bank', () => {
    const withSaved = [
      { key: 'TRUSTLY', entry: { ...methods.trustly, usedInstruments: [saved] } },
      { key: 'ZIMPLER', entry: methods.zimpler },
    ];
    expect(needsActivation(withSaved, 'FI', ['FI'])).toBe(false);
    expect(needsActivation([{ key: 'TRUSTLY', entry: methods.trustly }], 'DE', ['FI'])).toBe(false);
    expect(needsActivation([{ key: 'CREDITCARD', entry: methods.card }], 'FI', ['FI'])).toBe(false);
  });
});

describe('readableMethodKey', () => {
  it('turns a method key into words', () => {
    expect(readableMethodKey('WIRE_TRANSFER')).toBe('Wire Transfer');
    expect(readableMethodKey('ECOPAYZ_PIQ')).toBe('Ecopayz');
    expect(readableMethodKey('SKRILL')).toBe('Skrill');
  });
});
