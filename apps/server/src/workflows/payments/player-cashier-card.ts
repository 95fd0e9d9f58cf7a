import type { CardFields } from './player-cashier-schemas';

/*
 * The card fields of the spec's deposit payload, checked and turned into the provider's form
 * fields. The full number and the CVV live only in the value this returns, on their way to the
 * provider; what the platform keeps or shows is the masked number.
 */

export type CardDetails = {
  /** The provider's form values (cardNumber, expiryMonth, expiryYear, cvv, holderName). */
  fields: Record<string, string>;
  /** A saved card's instrument id. */
  instrumentId: string | null;
  storeInstrument: boolean;
  /** 411111******1111; null for a saved card sent without its masked number. */
  maskedNumber: string | null;
  /** The first 6 to 8 digits, for the 3-D Secure collect. */
  numberPrefix: string | null;
};

export type CardCheck =
  | { ok: true; card: CardDetails }
  | { ok: false; field: string; message: string; missing: boolean };

const MASKED_NUMBER = /^([0-9]{6,8})\*+([0-9]{4})$/;
const FULL_NUMBER = /^[0-9]{12,19}$/;

/** 411111******1111: the first six and last four digits visible, as PCI DSS allows. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** The Luhn check every card number passes; catches a mistyped digit before the provider sees it. */
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

function missing(field: string): CardCheck {
  return { ok: false, field, message: 'is required for a card deposit', missing: true };
}

/** A saved card (creditCardID) needs the CVV again; a new card needs number, expiry and CVV. */
export function cardDetailsOf(input: CardFields): CardCheck {
  const holderName = input.holderFirstName?.trim();
  if (input.creditCardID !== undefined) {
    if (input.CVV === undefined) return missing('CVV');
    const masked = input.cardNumber === undefined ? null : MASKED_NUMBER.exec(input.cardNumber.replaceAll('-', ''));
    if (input.cardNumber !== undefined && !masked) {
      return { ok: false, field: 'cardNumber', message: "must be the saved card's masked number", missing: false };
    }
    return {
      ok: true,
      card: {
        fields: { cvv: input.CVV, ...(holderName ? { holderName } : {}) },
        instrumentId: input.creditCardID,
        storeInstrument: false,
        maskedNumber: masked ? masked[0] : null,
        numberPrefix: masked ? (masked[1] ?? null) : null,
      },
    };
  }
  if (input.cardNumber === undefined) return missing('cardNumber');
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!FULL_NUMBER.test(digits) || !passesLuhn(digits)) {
    return { ok: false, field: 'cardNumber', message: 'is not a valid card number', missing: false };
  }
  if (input.expMonth === undefined) return missing('expMonth');
  if (input.expYear === undefined) return missing('expYear');
  if (input.CVV === undefined) return missing('CVV');
  return {
    ok: true,
    card: {
      fields: {
        cardNumber: digits,
        expiryMonth: input.expMonth.padStart(2, '0'),
        expiryYear: input.expYear,
        cvv: input.CVV,
        ...(holderName ? { holderName } : {}),
      },
      instrumentId: null,
      storeInstrument: input.cardNumberStore === true,
      maskedNumber: maskCardNumber(digits),
      numberPrefix: digits.slice(0, 8),
    },
  };
}
