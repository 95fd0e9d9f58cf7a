import { describe, expect, it } from 'vitest';
import { cardName, parseCardCode } from './card-codes';

describe('card codes', () => {
  it('reads engine card codes', () => {
    expect(parseCardCode('TD')).toEqual({ rank: '10', suit: 'D', red: true });
    expect(parseCardCode('AS')).toEqual({ rank: 'A', suit: 'S', red: false });
    expect(parseCardCode('1S')).toBeNull();
    expect(parseCardCode('AX')).toBeNull();
    expect(parseCardCode('A')).toBeNull();
  });

  it('names cards for screen readers in the catalogue language', () => {
    expect(cardName('QH', 'en')).toBe('Queen of hearts');
    expect(cardName('7C', 'en')).toBe('7 of clubs');
    expect(cardName('KS', 'fi')).toBe('pata kuningas');
    expect(cardName('AD', 'de')).toBe('Karo Ass');
    expect(cardName('??', 'en')).toBe('??');
  });
});
