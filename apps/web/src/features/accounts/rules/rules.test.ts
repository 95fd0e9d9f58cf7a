import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTabOf } from './account-sections';
import { birthDateOf, isAdult } from './birth-date';
import { detailsSchema, emptyDetails, profileUpdateOf, stepTwoBodyOf } from './details';
import { formFieldOf } from './form-fields';
import { checkPasswordPolicy } from './password-policy';
import { CALLING_CODE_OPTIONS, isE164, splitPhone, toE164 } from './phone';
import { signedAmount, transferLabelKey } from './transactions';

describe('password policy hints (identity password policy)', () => {
  const unmet = (password: string, email = '') =>
    checkPasswordPolicy(password, email)
      .filter((check) => !check.met)
      .map((check) => check.rule);

  it('needs 8 to 128 characters, not only letters, not only digits, nothing of the e-mail', () => {
    expect(unmet('Speedy-2026', 'aino@vauhti.test')).toEqual([]);
    expect(unmet('short1')).toEqual(['length']);
    expect(unmet('onlyletters')).toEqual(['notOnlyLetters']);
    expect(unmet('1234567890')).toEqual(['notOnlyDigits']);
    expect(unmet('my-aino-pass1', 'Aino@vauhti.test')).toEqual(['notEmail']);
    expect(unmet('a'.repeat(129))).toContain('length');
  });

  it('ignores e-mail local parts shorter than three characters', () => {
    expect(unmet('jo-jo-1234', 'jo@vauhti.test')).toEqual([]);
  });

  it('counts characters after NFKC normalisation (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 200 }), (password) => {
        const length = [...password.normalize('NFKC')].length;
        const lengthMet = checkPasswordPolicy(password).find((check) => check.rule === 'length')?.met;
        expect(lengthMet).toBe(length >= 8 && length <= 128);
      }),
    );
  });
});

describe('phone numbers in E.164', () => {
  it('puts the prefix before a national number and drops the trunk zero', () => {
    expect(toE164('+49', '0151 2345-6789')).toBe('+4915123456789');
    expect(toE164('+358', '(040) 123 4567')).toBe('+358401234567');
  });

  it('takes a number typed with its own + or 00 as it is', () => {
    expect(toE164('+49', '+358 40 1234567')).toBe('+358401234567');
    expect(toE164('+49', '0047 91234567')).toBe('+4791234567');
  });

  it('splits a stored number back into prefix and number (property: the round trip keeps it)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALLING_CODE_OPTIONS), fc.stringMatching(/^[1-9]\d{6,9}$/), (prefix, rest) => {
        const phone = `${prefix}${rest}`;
        fc.pre(isE164(phone));
        const split = splitPhone(phone, '+358');
        expect(toE164(split.prefix, split.number)).toBe(phone);
      }),
    );
  });
});

describe('birth date', () => {
  it('makes a date of the three selects only when it exists', () => {
    expect(birthDateOf('1993', '1', '21')).toBe('1993-01-21');
    expect(birthDateOf('2023', '2', '29')).toBeNull();
    expect(birthDateOf('2024', '2', '29')).toBe('2024-02-29');
    expect(birthDateOf('', '2', '1')).toBeNull();
  });

  it('is 18 on the eighteenth birthday, and a 29 February child on 1 March of a common year', () => {
    expect(isAdult('2008-03-14', new Date(2026, 2, 14))).toBe(true);
    expect(isAdult('2008-03-15', new Date(2026, 2, 14))).toBe(false);
    expect(isAdult('2008-02-29', new Date(2026, 1, 28))).toBe(false);
    expect(isAdult('2008-02-29', new Date(2026, 2, 1))).toBe(true);
  });
});

describe('personal details', () => {
  const values = {
    ...emptyDetails('+49'),
    firstName: 'Noa',
    lastName: 'Player',
    birthDay: '21',
    birthMonth: '1',
    birthYear: '1993',
    street: ' Friedrichstraße 44 ',
    city: 'Berlin',
    zip: 'ab1 2cd',
    phoneNumber: '0151 23456789',
    nationalId: ' 120490-9018 ',
  };

  it('validates only the fields a form shows', () => {
    const onlyStreet = detailsSchema(['street']).safeParse({ ...emptyDetails('+49'), street: 'Main 1' });
    expect(onlyStreet.success).toBe(true);
    const missingId = detailsSchema(['nationalId']).safeParse(emptyDetails('+49'));
    expect(missingId.success).toBe(false);
    expect(missingId.error?.issues[0]?.message).toBe('profileComp.validation.nationalIdRequired');
  });

  it('refuses an under-age birth date', () => {
    const young = detailsSchema(['birthDate'], new Date(2026, 0, 1)).safeParse({ ...values, birthYear: '2010' });
    expect(young.error?.issues.map((issue) => issue.message)).toEqual(['profileComp.validation.underage']);
  });

  it('sends PATCH /profile the names it takes (dob, zipCode) and trims', () => {
    expect(profileUpdateOf(values, ['birthDate', 'zip', 'street', 'phone', 'nationalId'])).toEqual({
      dob: '1993-01-21',
      zipCode: 'AB1 2CD',
      street: 'Friedrichstraße 44',
      phone: '+4915123456789',
      nationalId: '120490-9018',
    });
  });

  it('sends step 2 the national id only where the country requires one', () => {
    expect(stepTwoBodyOf(values, false)).not.toHaveProperty('nationalId');
    expect(stepTwoBodyOf(values, true).nationalId).toBe('120490-9018');
  });

  it('maps the server field names to the form fields', () => {
    expect(formFieldOf('dob', ['birthYear', 'zip'])).toBe('birthYear');
    expect(formFieldOf('zipCode', ['birthYear', 'zip'])).toBe('zip');
    expect(formFieldOf('phone', ['phoneNumber'])).toBe('phoneNumber');
    expect(formFieldOf('token', ['newPassword'])).toBeUndefined();
  });
});

describe('transactions', () => {
  it('labels each known transfer code and the rest as other', () => {
    expect(transferLabelKey('withdrawal_hold')).toBe('myAccountComp.transactions.types.withdrawal_hold');
    expect(transferLabelKey('jackpot')).toBe('myAccountComp.transactions.types.other');
  });

  it('puts a + before money in only', () => {
    const format = (minor: number) => `${minor < 0 ? '-' : ''}€${Math.abs(minor)}`;
    expect(signedAmount(5, format)).toBe('+€5');
    expect(signedAmount(-5, format)).toBe('-€5');
    expect(signedAmount(0, format)).toBe('€0');
  });
});

describe('account sections', () => {
  it('opens the tab of a section this feature serves, else the profile', () => {
    expect(accountTabOf('transactions')).toBe('transactions');
    expect(accountTabOf('password')).toBe('password');
    expect(accountTabOf(undefined)).toBe('profile');
    expect(accountTabOf('cashier')).toBe('profile');
    expect(accountTabOf('')).toBe('profile');
  });
});
