import type { MethodField } from '@vauhti/contracts/cashier';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_FIELD } from '../test-support/deposit-fixtures';
import { fieldLabelKey, inputTypeOf, methodFieldProblem, methodFieldValues } from './method-fields';

const BANK: MethodField = {
  name: 'bank',
  labelKey: 'field.bank',
  type: 'select',
  required: true,
  options: [
    { value: 'ABNANL2A', labelKey: 'bank.abnamro' },
    { value: 'INGBNL2A', labelKey: 'bank.ing' },
  ],
};
const HOLDER: MethodField = { name: 'holder', labelKey: 'field.accountHolder', type: 'text', required: false };

describe("a method's own fields", () => {
  it('asks for a required field and lets an optional one stay empty', () => {
    expect(methodFieldProblem(EMAIL_FIELD, '  ')).toBe('required');
    expect(methodFieldProblem(HOLDER, undefined)).toBeNull();
  });

  it('checks a filled field against its pattern, after trimming', () => {
    expect(methodFieldProblem(EMAIL_FIELD, 'mia@vauhti')).toBe('invalid');
    expect(methodFieldProblem(EMAIL_FIELD, ' mia@vauhti.test ')).toBeNull();
  });

  it('takes only one of the options of a select', () => {
    expect(methodFieldProblem(BANK, 'INGBNL2A')).toBeNull();
    expect(methodFieldProblem(BANK, 'EVILBANK')).toBe('invalid');
  });

  it('checks nothing with a pattern that does not compile, rather than failing', () => {
    expect(methodFieldProblem({ ...HOLDER, pattern: '([' }, 'anything')).toBeNull();
  });

  it("agrees with the field's pattern for any filled value (property)", () => {
    const digits: MethodField = {
      name: 'id',
      labelKey: 'field.venusPointId',
      type: 'text',
      required: true,
      pattern: '^[0-9]{6,10}$',
    };
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 14 }), (value) => {
        const trimmed = value.trim();
        const expected = trimmed === '' ? 'required' : /^[0-9]{6,10}$/.test(trimmed) ? null : 'invalid';
        expect(methodFieldProblem(digits, value)).toBe(expected);
      }),
    );
  });

  it('sends the filled values by field name, trimmed, and leaves other names out', () => {
    expect(methodFieldValues([EMAIL_FIELD, HOLDER], { email: ' mia@vauhti.test ', holder: '', other: 'x' })).toEqual({
      email: 'mia@vauhti.test',
    });
  });

  it('renders each field type with a matching input and reads its label from depositComp', () => {
    expect(['email', 'tel', 'password', 'text', 'iban'].map((type) => inputTypeOf({ type }))).toEqual([
      'email',
      'tel',
      'password',
      'text',
      'text',
    ]);
    expect(fieldLabelKey('field.email')).toBe('depositComp.field.email');
  });
});
