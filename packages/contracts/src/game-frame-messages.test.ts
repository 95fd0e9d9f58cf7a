import { describe, expect, it } from 'vitest';
import { SiteBalanceMessageSchema, siteBalanceMessage } from './game-frame-messages';

describe('the site balance message to a game frame', () => {
  it('builds the versioned vauhti-site balance envelope, which the schema accepts as is', () => {
    const message = siteBalanceMessage({ cash: 12_345, bonus: 500, total: 12_845, currency: 'EUR' });
    expect(message).toEqual({
      source: 'vauhti-site',
      type: 'balance',
      version: 1,
      cash: 12_345,
      bonus: 500,
      total: 12_845,
      currency: 'EUR',
    });
    expect(SiteBalanceMessageSchema.safeParse(message)).toEqual({ success: true, data: message });
  });

  it('rejects another source, type or version, amounts that are not whole minor units, a total that is not cash + bonus, and a currency that is not a code', () => {
    const valid = siteBalanceMessage({ cash: 100, bonus: 0, total: 100, currency: 'EUR' });
    const invalid: unknown[] = [
      null,
      'balance',
      { ...valid, source: 'vauhti-game' },
      { ...valid, type: 'balances' },
      { ...valid, version: 2 },
      { ...valid, cash: 1.5, total: 1.5 },
      { ...valid, cash: '100' },
      { ...valid, cash: -100, total: -100 },
      { ...valid, total: 99 },
      { ...valid, currency: 'eur' },
      { ...valid, currency: undefined },
    ];
    for (const data of invalid)
      expect(SiteBalanceMessageSchema.safeParse(data).success, JSON.stringify(data)).toBe(false);
  });
});
