import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMethod, depositDetails, providerMethod } from '../test-support/deposit-fixtures';
import {
  type DepositMethod,
  depositMethodsOf,
  EMPTY_METHOD_LIST_RETRIES,
  EmptyMethodListError,
  isCardMethod,
  preselectedMethod,
  retriesEmptyMethodList,
} from './deposit-methods';

const method = (key: string, updatedTime: string | null): DepositMethod => ({
  ...providerMethod({ updatedTime }),
  key,
});

describe('the deposit methods of step 1', () => {
  it('keeps the platform order and the method keys', () => {
    const details = depositDetails({ SKRILL: providerMethod(), CREDITCARD: cardMethod() });
    expect(depositMethodsOf(details).map((entry) => entry.key)).toEqual(['SKRILL', 'CREDITCARD']);
    expect(depositMethodsOf(undefined)).toEqual([]);
  });

  it('preselects the method with the latest updatedTime', () => {
    const methods = [
      method('OLD', '2025-01-01T10:00:00Z'),
      method('NEWEST', '2025-06-01T10:00:00Z'),
      method('NONE', null),
      method('MIDDLE', '2025-03-01T10:00:00Z'),
    ];
    expect(preselectedMethod(methods)).toBe('NEWEST');
  });

  it('lets the link choose when it names an offered method, and ignores one that is not offered', () => {
    const methods = [method('OLD', '2025-01-01T10:00:00Z'), method('NEWEST', '2025-06-01T10:00:00Z')];
    expect(preselectedMethod(methods, 'OLD')).toBe('OLD');
    expect(preselectedMethod(methods, 'BITCOIN')).toBe('NEWEST');
  });

  it('takes the first listed on a tie or when no time is readable, and null for an empty list', () => {
    expect(preselectedMethod([method('A', null), method('B', 'garbage')])).toBe('A');
    expect(preselectedMethod([method('A', '2025-01-01T00:00:00Z'), method('B', '2025-01-01T00:00:00Z')])).toBe('A');
    expect(preselectedMethod([])).toBeNull();
  });

  it('preselects a method no other offered method is newer than (property)', () => {
    const times = fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 }), { nil: null });
    fc.assert(
      fc.property(fc.array(times, { minLength: 1, maxLength: 10 }), (stamps) => {
        const methods = stamps.map((stamp, index) =>
          method(`M${index}`, stamp === null ? null : new Date(stamp).toISOString()),
        );
        const chosen = methods.find((entry) => entry.key === preselectedMethod(methods));
        expect(chosen).toBeDefined();
        const timeOf = (entry: DepositMethod) => (entry.updatedTime ? Date.parse(entry.updatedTime) : -1);
        for (const other of methods) expect(timeOf(other)).toBeLessThanOrEqual(timeOf(chosen as DepositMethod));
      }),
    );
  });

  it('pays a method by card when its form asks for a card number', () => {
    expect(isCardMethod(cardMethod())).toBe(true);
    expect(isCardMethod(providerMethod())).toBe(false);
  });
});

describe('loading the methods again while the list is empty', () => {
  it(`asks again up to ${EMPTY_METHOD_LIST_RETRIES} times for an empty list, never for another failure`, () => {
    const empty = new EmptyMethodListError();
    expect([0, 1, 2, 3].map((count) => retriesEmptyMethodList(count, empty))).toEqual([true, true, true, false]);
    expect(retriesEmptyMethodList(0, new Error('network'))).toBe(false);
  });
});
