import type { CardFields, MethodEntry } from '@vauhti/contracts/cashier';

/*
 * The card form of step 1 (spec part 1 section 3, "Deposit payloads", card): the saved cards shown
 * masked, a new card's number, expiry, CVV and holder, and the card fields the deposit sends. A
 * saved card is charged with its CVV asked again. The full number and the CVV stay in memory only.
 */

/** The choice that means "a new card" among the saved ones. */
export const NEW_CARD = 'new';

/** A card number has 12 to 19 digits once spaces and dashes are removed. */
export const CARD_NUMBER_PATTERN = /^[0-9]{12,19}$/;
export const CVV_PATTERN = /^[0-9]{3,4}$/;
/** The longest card holder name the provider takes. */
export const HOLDER_NAME_LENGTH_MAX = 80;
/** The expiry years offered: this year and the next ones (cards are issued for up to about 10 years). */
export const EXPIRY_YEARS_OFFERED = 16;

/** The masked number the platform accepts for a saved card: 6 to 8 digits, stars, the last 4. */
const SENDABLE_MASKED_NUMBER = /^[0-9]{6,8}\*+[0-9]{4}$/;
const MASK = '******';

export type SavedCard = {
  instrumentId: string;
  optionType: string;
  firstDigits: string;
  lastDigits: string;
  /** MM/YY as the platform keeps it; null when unknown. */
  expiry: string | null;
};

/** The values of the card form, as the player entered them. */
export type CardFormValues = {
  /** A saved card's instrument id, or NEW_CARD. */
  savedCard: string;
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  holderName: string;
  storeCard: boolean;
};

export const EMPTY_CARD_FORM: CardFormValues = {
  savedCard: NEW_CARD,
  cardNumber: '',
  expMonth: '',
  expYear: '',
  cvv: '',
  holderName: '',
  storeCard: false,
};

/** The saved cards of a method the site's card form can charge: the instruments with card details. */
export function savedCardsOf(method: Pick<MethodEntry, 'usedInstruments'>): SavedCard[] {
  return method.usedInstruments.flatMap((instrument) =>
    instrument.internal && instrument.ccDetails
      ? [
          {
            instrumentId: instrument.instrumentId,
            optionType: instrument.optionType,
            firstDigits: instrument.ccDetails.firstDigits,
            lastDigits: instrument.ccDetails.lastDigits,
            expiry: instrument.ccDetails.expiry,
          },
        ]
      : [],
  );
}

/** How a saved card is shown: its first digits, six stars and its last digits. */
export function maskedCardText(card: Pick<SavedCard, 'firstDigits' | 'lastDigits'>): string {
  return `${card.firstDigits} ${MASK} ${card.lastDigits}`;
}

/** The saved card's masked number as the deposit sends it, when it has the shape the platform checks. */
export function sendableMaskedNumber(card: Pick<SavedCard, 'firstDigits' | 'lastDigits'>): string | undefined {
  const masked = `${card.firstDigits}${MASK}${card.lastDigits}`;
  return SENDABLE_MASKED_NUMBER.test(masked) ? masked : undefined;
}

/** A typed card number without the spaces and dashes people write it with. */
export function cardNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes: a mistyped digit is caught before the provider sees it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(typed: string): boolean {
  const digits = cardNumberDigits(typed);
  return CARD_NUMBER_PATTERN.test(digits) && passesLuhn(digits);
}

/** A four-digit year from 'YY' or 'YYYY'. */
function fullYearOf(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(month: string, year: string, today: Date): boolean {
  const expiry = fullYearOf(year) * 12 + Number(month);
  const now = today.getFullYear() * 12 + today.getMonth() + 1;
  return expiry < now;
}

/** The months of the expiry select: 01 to 12. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** The years of the expiry select, from this year on, as the platform takes them (20YY). */
export function expiryYearOptions(today: Date): string[] {
  const first = today.getFullYear();
  return Array.from({ length: EXPIRY_YEARS_OFFERED }, (_, index) => String(first + index));
}

const EXPIRY_TEXT = /^(0[1-9]|1[0-2])\/([0-9]{2}|20[0-9]{2})$/;

/** A saved card's MM/YY as the payload's expMonth and expYear; nothing when it has another shape. */
function savedExpiryOf(expiry: string | null): Pick<CardFields, 'expMonth' | 'expYear'> {
  const match = expiry === null ? null : EXPIRY_TEXT.exec(expiry);
  return match ? { expMonth: match[1], expYear: match[2] } : {};
}

/** The card fields a deposit sends: a saved card with its CVV, or a new card in full. */
export function cardFieldsOf(values: CardFormValues, savedCards: readonly SavedCard[]): CardFields {
  const holderFirstName = values.holderName.trim() || undefined;
  const saved = savedCards.find((card) => card.instrumentId === values.savedCard);
  if (saved) {
    return {
      creditCardID: saved.instrumentId,
      optionType: saved.optionType,
      CVV: values.cvv,
      cardNumber: sendableMaskedNumber(saved),
      ...savedExpiryOf(saved.expiry),
      internal: true,
      holderFirstName,
    };
  }
  return {
    CVV: values.cvv,
    cardNumber: cardNumberDigits(values.cardNumber),
    expMonth: values.expMonth,
    expYear: values.expYear,
    internal: false,
    holderFirstName,
    cardNumberStore: values.storeCard,
  };
}
