import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playMoneyMinimum } from './play-money';

const campaign = ['aff-1', 'aff-2'];

function player(overrides: Partial<{ userStatus: string; affiliateLinkId: string | null; currency: string }>) {
  return { userStatus: 'play', affiliateLinkId: 'aff-1', currency: 'EUR', ...overrides };
}

describe('playMoneyMinimum', () => {
  it('is 500 for NOK and SEK campaign players', () => {
    expect(playMoneyMinimum(player({ currency: 'NOK' }), campaign)).toBe(50000);
    expect(playMoneyMinimum(player({ currency: 'SEK' }), campaign)).toBe(50000);
  });

  it('is 50 for USD, EUR, CAD, AUD and NZD campaign players', () => {
    for (const currency of ['USD', 'EUR', 'CAD', 'AUD', 'NZD']) {
      expect(playMoneyMinimum(player({ currency }), campaign)).toBe(5000);
    }
  });

  it('is null for other currencies', () => {
    expect(playMoneyMinimum(player({ currency: 'GBP' }), campaign)).toBeNull();
    expect(playMoneyMinimum(player({ currency: 'JPY' }), campaign)).toBeNull();
  });

  it('is null unless the player has status play', () => {
    expect(playMoneyMinimum(player({ userStatus: 'real' }), campaign)).toBeNull();
    expect(playMoneyMinimum(player({ userStatus: 'PLAY' }), campaign)).toBeNull();
  });

  it('is null unless the affiliate link is one of the campaign ids', () => {
    expect(playMoneyMinimum(player({ affiliateLinkId: null }), campaign)).toBeNull();
    expect(playMoneyMinimum(player({ affiliateLinkId: 'aff-3' }), campaign)).toBeNull();
    expect(playMoneyMinimum(player({}), [])).toBeNull();
  });

  it('applies exactly to play players from the campaign', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('play', 'real', 'demo'),
        fc.option(fc.constantFrom('aff-1', 'aff-2', 'aff-3')),
        (userStatus, affiliateLinkId) => {
          const minimum = playMoneyMinimum(player({ userStatus, affiliateLinkId }), campaign);
          const applies = userStatus === 'play' && affiliateLinkId !== null && campaign.includes(affiliateLinkId);
          expect(minimum).toBe(applies ? 5000 : null);
        },
      ),
    );
  });
});
