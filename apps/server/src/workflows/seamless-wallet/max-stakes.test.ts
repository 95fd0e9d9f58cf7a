import { describe, expect, it } from 'vitest';
import { MaxStakeCache } from './max-stakes';

describe('MaxStakeCache', () => {
  it('asks the games domain once a minute per game and currency, remembering "no maximum" too', async () => {
    let now = 0;
    const asked: string[] = [];
    const cache = new MaxStakeCache(
      async (gameCode, currency) => {
        asked.push(`${gameCode}/${currency}`);
        return gameCode === 'capped' ? 500 : undefined;
      },
      () => now,
    );
    expect(await cache.get('capped', 'EUR')).toBe(500);
    expect(await cache.get('capped', 'EUR')).toBe(500);
    expect(await cache.get('open', 'EUR')).toBeUndefined();
    expect(await cache.get('open', 'EUR')).toBeUndefined();
    expect(asked).toEqual(['capped/EUR', 'open/EUR']);
    now = 60_001;
    expect(await cache.get('capped', 'EUR')).toBe(500);
    expect(asked).toEqual(['capped/EUR', 'open/EUR', 'capped/EUR']);
  });
});
