import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMethod, SAVED_VISA } from '../test-support/deposit-fixtures';
import {
  cardFieldsOf,
  cardNumberDigits,
  EMPTY_CARD_FORM,
  expiryYearOptions,
  isExpired,
  isValidCardNumber,
  maskedCardText,
  NEW_CARD,
  passesLuhn,
  savedCardsOf,
  sendableMaskedNumber,
} from './card-fields';

describe('saved cards', () => {
  it('lists the instruments with card details only, shown masked', () => {
    const method = cardMethod({
      usedInstruments: [
        SAVED_VISA,
        { instrumentId: 'bank-1', optionType: 'TRUSTLY', ccDetails: null, internal: false },
      ],
    });
    const cards = savedCardsOf(method);
    expect(cards.map((card) => card.instrumentId)).toEqual(['inst-visa-1']);
    expect(maskedCardText(cards[0] as (typeof cards)[number])).toBe('411111 ****** 1111');
  });

  it('sends the masked number only in the shape the platform checks', () => {
    expect(sendableMaskedNumber({ firstDigits: '411111', lastDigits: '1111' })).toBe('411111******1111');
    expect(sendableMaskedNumber({ firstDigits: '4111', lastDigits: '11' })).toBeUndefined();
  });

  it('charges a saved card with its id, type, masked number, expiry and the CVV asked again', () => {
    const cards = savedCardsOf(cardMethod({ usedInstruments: [SAVED_VISA] }));
    expect(cardFieldsOf({ ...EMPTY_CARD_FORM, savedCard: 'inst-visa-1', cvv: '123' }, cards)).toEqual({
      creditCardID: 'inst-visa-1',
      optionType: 'VISA',
      CVV: '123',
      cardNumber: '411111******1111',
      expMonth: '11',
      expYear: '31',
      internal: true,
      holderFirstName: undefined,
    });
  });
});

describe('a new card', () => {
  it('has its number sent without spaces and dashes, with expiry, CVV, holder and the save choice', () => {
    const fields = cardFieldsOf(
      {
        savedCard: NEW_CARD,
        cardNumber: '4111 1111-1111 1111',
        expMonth: '03',
        expYear: '2031',
        cvv: '9876',
        holderName: '  Aino Virtanen ',
        storeCard: true,
      },
      [],
    );
    expect(fields).toEqual({
      CVV: '9876',
      cardNumber: '4111111111111111',
      expMonth: '03',
      expYear: '2031',
      internal: false,
      holderFirstName: 'Aino Virtanen',
      cardNumberStore: true,
    });
  });

  it('checks the number with Luhn and 12 to 19 digits', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4242')).toBe(false);
    expect(isValidCardNumber('4111-1111-1111-1111-1111-1111')).toBe(false);
  });

  it('fails Luhn for any single changed digit of a valid number (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, position, change) => {
          const check = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) => passesLuhn(`${body.join('')}${digit}`));
          const valid = `${body.join('')}${check}`;
          expect(passesLuhn(valid)).toBe(true);
          const index = position % valid.length;
          const changed = `${valid.slice(0, index)}${(Number(valid[index]) + change) % 10}${valid.slice(index + 1)}`;
          expect(passesLuhn(changed)).toBe(false);
        },
      ),
    );
  });

  it('keeps every digit typed and nothing else of spaces and dashes (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '2', '9', ' ', '-')), (characters) => {
        const typed = characters.join('');
        expect(cardNumberDigits(typed)).toBe(typed.replace(/[^0-9]/g, ''));
      }),
    );
  });

  it('is expired after the last day of its expiry month', () => {
    const today = new Date(2026, 4, 31);
    expect(isExpired('05', '2026', today)).toBe(false);
    expect(isExpired('04', '2026', today)).toBe(true);
    expect(isExpired('12', '25', today)).toBe(true);
    expect(isExpired('01', '27', today)).toBe(false);
  });

  it('offers expiry years from this year on', () => {
    const years = expiryYearOptions(new Date(2026, 0, 1));
    expect(years[0]).toBe('2026');
    expect(years).toHaveLength(16);
  });
});
