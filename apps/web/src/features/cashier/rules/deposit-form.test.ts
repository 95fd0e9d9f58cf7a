import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMethod, providerMethod, SAVED_VISA } from '../test-support/deposit-fixtures';
import { EMPTY_CARD_FORM, NEW_CARD } from './card-fields';
import { DEPOSIT_FORM_MESSAGES, type DepositFormContext, depositFormIssues, depositFormSchema } from './deposit-form';

const context: DepositFormContext = {
  methods: [
    { ...cardMethod({ usedInstruments: [SAVED_VISA] }), key: 'CREDITCARD' },
    { ...providerMethod(), key: 'SKRILL' },
  ],
  currency: 'EUR',
  playMoneyMinimumMinor: null,
  today: new Date(2026, 0, 15),
};

const newCard = {
  ...EMPTY_CARD_FORM,
  savedCard: NEW_CARD,
  cardNumber: '4111 1111 1111 1111',
  expMonth: '11',
  expYear: '2031',
  cvv: '123',
};

const pathsOf = (values: Parameters<typeof depositFormIssues>[0], given = context) =>
  depositFormIssues(values, given).map((issue) => issue.path.join('.'));

describe('the step 1 form', () => {
  it('passes a new card within the limits', () => {
    expect(pathsOf({ method: 'CREDITCARD', amount: '20', bonusCode: '', card: newCard })).toEqual([]);
  });

  it('marks every field of an empty new card, the amount and the method', () => {
    expect(pathsOf({ method: '', amount: '', bonusCode: '' })).toEqual(['method', 'amount']);
    expect(pathsOf({ method: 'CREDITCARD', amount: '', bonusCode: '', card: EMPTY_CARD_FORM })).toEqual([
      'amount',
      'card.cvv',
      'card.cardNumber',
      'card.expMonth',
      'card.expYear',
    ]);
  });

  it('asks only the CVV again for a saved card', () => {
    const saved = { ...EMPTY_CARD_FORM, savedCard: 'inst-visa-1' };
    expect(pathsOf({ method: 'CREDITCARD', amount: '20', bonusCode: '', card: saved })).toEqual(['card.cvv']);
    expect(pathsOf({ method: 'CREDITCARD', amount: '20', bonusCode: '', card: { ...saved, cvv: '123' } })).toEqual([]);
  });

  it('refuses a card past its expiry month', () => {
    const issues = depositFormIssues(
      { method: 'CREDITCARD', amount: '20', bonusCode: '', card: { ...newCard, expMonth: '12', expYear: '2025' } },
      context,
    );
    expect(issues).toEqual([{ path: ['card', 'expYear'], message: DEPOSIT_FORM_MESSAGES.cardExpired }]);
  });

  it("checks a provider method's own fields, not the card's", () => {
    expect(pathsOf({ method: 'SKRILL', amount: '20', bonusCode: '', fields: { email: 'nope' } })).toEqual([
      'fields.email',
    ]);
    expect(pathsOf({ method: 'SKRILL', amount: '20', bonusCode: '', fields: { email: 'mia@vauhti.test' } })).toEqual(
      [],
    );
  });

  it("applies the method's limits and the play-money minimum to the amount", () => {
    const values = { method: 'SKRILL', amount: '9', bonusCode: '', fields: { email: 'mia@vauhti.test' } };
    expect(pathsOf(values)).toEqual(['amount']);
    expect(pathsOf({ ...values, amount: '3001' })).toEqual(['amount']);
    expect(pathsOf({ ...values, amount: '20' }, { ...context, playMoneyMinimumMinor: 5000 })).toEqual(['amount']);
  });

  it('takes a bonus code of letters, digits, dot, dash and underscore only', () => {
    const values = { method: 'SKRILL', amount: '20', fields: { email: 'mia@vauhti.test' } };
    expect(pathsOf({ ...values, bonusCode: ' WELCOME_100 ' })).toEqual([]);
    expect(pathsOf({ ...values, bonusCode: 'two words' })).toEqual(['bonusCode']);
  });

  it('as a schema, fails exactly when there is an issue (property)', () => {
    const schema = depositFormSchema(context);
    fc.assert(
      fc.property(
        fc.constantFrom('CREDITCARD', 'SKRILL', ''),
        fc.string({ maxLength: 6 }),
        fc.constantFrom('', 'CODE', 'bad code'),
        fc.constantFrom('123', '12', ''),
        (method, amount, bonusCode, cvv) => {
          const values = { method, amount, bonusCode, card: { ...newCard, cvv }, fields: { email: 'mia@vauhti.test' } };
          expect(schema.safeParse(values).success).toBe(depositFormIssues(values, context).length === 0);
        },
      ),
    );
  });
});
