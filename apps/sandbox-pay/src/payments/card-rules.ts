/*
 * Card checks and the sandbox's test cards (docs/payments-integration.md section 6). A card is
 * known afterwards only by its masked form and its outcome key (first six and last four digits),
 * which is enough to tell the test cards apart, so a saved card behaves as the card did.
 */

/** Spaces and dashes the player typed between digit groups. */
export function normaliseCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 4111111111111111 → 411111******1111: the only form of a card number that is ever kept. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** First six and last four digits: what decides a test card's outcome. */
export function cardOutcomeKey(digits: string): string {
  return `${digits.slice(0, 6)}:${digits.slice(-4)}`;
}

/** Whether a card expiring at the end of month/year (YY or YYYY) is still valid at `now`. */
export function expiryInFuture(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  // A card is valid through the last day of its expiry month.
  const firstInvalidDay = Date.UTC(fullYear, month, 1);
  return now.getTime() < firstInvalidDay;
}

/** MM/YY as saved instruments show it. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

export type CardOutcome =
  | { kind: 'frictionless' }
  /** A one-time-code challenge; `alwaysFails` for the card whose authentication never succeeds. */
  | { kind: 'challenge'; alwaysFails: boolean }
  | { kind: 'declined'; code: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED_CARD'; message: string }
  /** The acquirer never answers: the provider gives up after its processing time-out. */
  | { kind: 'processing-timeout' };

/** The one-time code that passes the challenge of 4000 0000 0000 1091. */
export const CHALLENGE_CODE = '1234';

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '400000:1091': { kind: 'challenge', alwaysFails: false },
  '400000:1109': { kind: 'challenge', alwaysFails: true },
  '400000:0002': { kind: 'declined', code: 'CARD_DECLINED', message: 'The card issuer declined the payment.' },
  '400000:9995': { kind: 'declined', code: 'INSUFFICIENT_FUNDS', message: 'The card has insufficient funds.' },
  '400000:0069': { kind: 'declined', code: 'EXPIRED_CARD', message: 'The card has expired.' },
  '400000:0119': { kind: 'processing-timeout' },
};

/** What happens to a card deposit; any card not in the table succeeds without a challenge. */
export function cardOutcome(outcomeKey: string): CardOutcome {
  return TEST_CARDS[outcomeKey] ?? { kind: 'frictionless' };
}
