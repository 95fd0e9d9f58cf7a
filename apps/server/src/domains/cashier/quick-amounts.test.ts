import { describe, expect, it } from 'vitest';
import { quickAmountLists } from './quick-amounts';

const amounts = { EUR: [10, 25, 50], SEK: [100, 250], DEFAULT: [20, 50] };

describe('quickAmountLists', () => {
  it("answers a configured currency's own list, then the DEFAULT list", () => {
    expect(quickAmountLists(amounts, 'EUR')).toEqual([
      { currency_iso_code: 'EUR', amounts: [10, 25, 50] },
      { currency_iso_code: 'DEFAULT', amounts: [20, 50] },
    ]);
  });

  it('answers only the DEFAULT list for a currency without its own, or for DEFAULT itself', () => {
    expect(quickAmountLists(amounts, 'JPY')).toEqual([{ currency_iso_code: 'DEFAULT', amounts: [20, 50] }]);
    expect(quickAmountLists(amounts, 'DEFAULT')).toEqual([{ currency_iso_code: 'DEFAULT', amounts: [20, 50] }]);
  });

  it('answers every list without a currency, and copies them so the configuration cannot be changed', () => {
    const all = quickAmountLists(amounts);
    expect(all.map((entry) => entry.currency_iso_code)).toEqual(['EUR', 'SEK', 'DEFAULT']);
    all[0]?.amounts.push(999);
    expect(amounts.EUR).toEqual([10, 25, 50]);
  });
});
