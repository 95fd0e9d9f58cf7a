import { describe, expect, it } from 'vitest';
import { returnTarget } from './return-target';

describe('where closing the game window goes (spec 2.8)', () => {
  it('back to the casino page it was launched from, query restored', () => {
    expect(returnTarget('/en/casino/slots?providers=aurora&sort=new', 'en')).toBe(
      '/en/casino/slots?providers=aurora&sort=new',
    );
    expect(returnTarget('/fi/casino', 'fi')).toBe('/fi/casino');
    expect(returnTarget('/en/casino/live-casino/roulette', 'en')).toBe('/en/casino/live-casino/roulette');
  });

  it('from promotions or any non-casino page, to the slots lobby', () => {
    expect(returnTarget('/en/promotions?tab=1', 'en')).toBe('/en/casino/slots');
    expect(returnTarget('/de', 'de')).toBe('/de/casino/slots');
    expect(returnTarget('/en/info/vip', 'en')).toBe('/en/casino/slots');
    expect(returnTarget('/en/casinoish', 'en')).toBe('/en/casino/slots');
  });

  it('with no origin, to the language home', () => {
    expect(returnTarget(null, 'fi')).toBe('/fi');
  });

  it('never leaves the site', () => {
    expect(returnTarget('//evil.example/casino', 'en')).toBe('/en');
    expect(returnTarget('https://evil.example/en/casino', 'en')).toBe('/en');
  });
});
