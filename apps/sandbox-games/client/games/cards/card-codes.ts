/**
 * Card codes as the engines write them: rank `23456789TJQKA` + suit `SHDC` ('TD' = ten of
 * diamonds). Pure helpers, shared by the card drawing and its tests.
 */
export type Suit = 'S' | 'H' | 'D' | 'C';

export type ParsedCard = { rank: string; suit: Suit; red: boolean };

const RANKS = '23456789TJQKA';

export function parseCardCode(code: string): ParsedCard | null {
  if (code.length !== 2) return null;
  const rank = code[0] ?? '';
  const suit = code[1] ?? '';
  if (!RANKS.includes(rank) || !'SHDC'.includes(suit)) return null;
  return { rank: rank === 'T' ? '10' : rank, suit: suit as Suit, red: suit === 'H' || suit === 'D' };
}

/** English rank and suit names for screen readers ("Queen of hearts"). */
const RANK_NAMES: Record<string, Record<string, string>> = {
  en: { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack' },
  fi: { A: 'Ässä', K: 'Kuningas', Q: 'Kuningatar', J: 'Jätkä' },
  de: { A: 'Ass', K: 'König', Q: 'Dame', J: 'Bube' },
};
const SUIT_NAMES: Record<string, Record<Suit, string>> = {
  en: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  fi: { S: 'pata', H: 'hertta', D: 'ruutu', C: 'risti' },
  de: { S: 'Pik', H: 'Herz', D: 'Karo', C: 'Kreuz' },
};

export function cardName(code: string, catalogueLanguage: string): string {
  const card = parseCardCode(code);
  if (!card) return code;
  const ranks = RANK_NAMES[catalogueLanguage] ?? RANK_NAMES.en ?? {};
  const suits = SUIT_NAMES[catalogueLanguage] ?? SUIT_NAMES.en;
  const rank = ranks[card.rank] ?? card.rank;
  const suit = suits?.[card.suit] ?? card.suit;
  if (catalogueLanguage === 'fi') return `${suit} ${rank.toLowerCase()}`;
  if (catalogueLanguage === 'de') return `${suit} ${rank}`;
  return `${rank} of ${suit}`;
}
