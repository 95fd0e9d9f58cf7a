import type { MethodField } from '@vauhti/contracts/cashier';

/*
 * A withdrawal method's own form (the provider's field list in cashier details): what the player
 * typed, cleaned the way the provider reads it, and checked before anything is sent. The
 * provider checks again (a card's expiry, for one); its answer names the field it refuses.
 */

export type FieldProblem = 'required' | 'invalid';

/** The value as sent: a card number without spaces and dashes, anything else trimmed. */
export function fieldValueOf(field: MethodField, raw: string | undefined): string {
  const value = raw ?? '';
  return field.type === 'card-number' ? value.replace(/[\s-]/g, '') : value.trim();
}

/** The Luhn check digit rule every card number follows. */
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

/** A pattern the provider sent that this browser cannot compile checks nothing, rather than refusing everything. */
function matchesPattern(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

export function fieldProblem(field: MethodField, raw: string | undefined): FieldProblem | null {
  const value = fieldValueOf(field, raw);
  if (value === '') return field.required ? 'required' : null;
  if (!matchesPattern(field.pattern, value)) return 'invalid';
  if (field.options && !field.options.some((option) => option.value === value)) return 'invalid';
  if (field.type === 'card-number' && !passesLuhn(value)) return 'invalid';
  return null;
}

/** Every field's problem, by field name; empty when the form can be sent. */
export function formProblems(
  fields: readonly MethodField[],
  values: Readonly<Record<string, string>>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The cleaned, non-empty values of the form's fields, by field name. */
export function fieldValuesOf(
  fields: readonly MethodField[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const field of fields) {
    const value = fieldValueOf(field, values[field.name]);
    if (value !== '') cleaned[field.name] = value;
  }
  return cleaned;
}

/** The translation key of a field's label: the provider's labelKey (field.iban) under withdrawComp.fields. */
export function fieldLabelKey(field: MethodField): string {
  const name = field.labelKey.startsWith('field.') ? field.labelKey.slice('field.'.length) : field.name;
  return `withdrawComp.fields.${name}`;
}

/** The input type and keyboard a field gets. */
export function inputKindOf(field: MethodField): { type: string; inputMode?: 'numeric' | 'email' | 'tel' } {
  switch (field.type) {
    case 'email':
      return { type: 'email', inputMode: 'email' };
    case 'tel':
      return { type: 'tel', inputMode: 'tel' };
    case 'password':
      return { type: 'password' };
    case 'card-number':
    case 'expiry-month':
    case 'expiry-year':
    case 'cvv':
      return { type: 'text', inputMode: 'numeric' };
    default:
      return { type: 'text' };
  }
}
