/**
 * Playing cards as indexes 0..51 inside the engines (fast to evaluate) and as two-character codes
 * in state and views ('AS' = ace of spades, 'TD' = ten of diamonds): rank 23456789TJQKA, suit SHDC.
 */
export const RANKS = '23456789TJQKA';
export const SUITS = 'SHDC';
export const DECK_SIZE = 52;

/** Rank 0..12 (0 = two, 12 = ace). */
export function rankOf(card: number): number {
  return card % 13;
}

/** Suit 0..3 (spades, hearts, diamonds, clubs). */
export function suitOf(card: number): number {
  return Math.floor(card / 13);
}

export function cardCode(card: number): string {
  return `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;
}

/** The index of a card code, or null when the code is not a card. */
export function parseCard(code: unknown): number | null {
  if (typeof code !== 'string' || code.length !== 2) return null;
  const rank = RANKS.indexOf(code[0] ?? '');
  const suit = SUITS.indexOf(code[1] ?? '');
  return rank < 0 || suit < 0 ? null : suit * 13 + rank;
}

/** Parses codes that the engine itself wrote into state; a bad code means corrupt state. */
export function parseCards(codes: readonly string[]): number[] {
  return codes.map((code) => {
    const card = parseCard(code);
    if (card === null) throw new Error(`corrupt round state: ${code} is not a card`);
    return card;
  });
}
