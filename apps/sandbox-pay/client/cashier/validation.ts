import type { FormField, MethodView } from '../../src/payments/cashier-facade';
import type { TextKey } from './i18n';

/*
 * The form checks the cashier runs before it sends anything: what is required, the field's own
 * pattern, and the card rules (Luhn, an expiry in the future, a 3-4 digit CVV). The provider runs
 * the same and stricter checks; these give a clear message next to the field at once.
 */

export type FieldProblem = { field: string; key: TextKey };

/** With a saved account only the CVV is asked again (for a saved card); otherwise every field. */
export function visibleFields(method: MethodView, instrumentSelected: boolean): FormField[] {
  return instrumentSelected ? method.fields.filter((field) => field.type === 'cvv') : method.fields;
}

/** Card numbers and the like are typed with spaces; the value sent has none. */
export function normaliseFieldValue(field: FormField, value: string): string {
  return field.type === 'card-number' ? value.replace(/[\s-]/g, '') : value.trim();
}

export function validateFields(
  fields: FormField[],
  values: Record<string, string>,
  now: Date = new Date(),
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of fields) {
    const value = normaliseFieldValue(field, values[field.name] ?? '');
    const problem = problemOf(field, value);
    if (problem) problems.push({ field: field.name, key: problem });
  }
  const expiry = expiryProblem(fields, values, now);
  if (expiry && !problems.some((problem) => problem.field === expiry.field)) problems.push(expiry);
  return problems;
}

function problemOf(field: FormField, value: string): TextKey | null {
  if (value.length === 0) return field.required ? 'validation.required' : null;
  switch (field.type) {
    case 'card-number':
      if (!/^\d{12,19}$/.test(value) || !luhnValid(value)) return 'validation.cardNumber';
      break;
    case 'cvv':
      if (!/^\d{3,4}$/.test(value)) return 'validation.cvv';
      break;
    case 'email':
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'validation.email';
      break;
  }
  if (field.pattern && !matches(field.pattern, value)) return 'validation.pattern';
  return null;
}

/** The pattern comes from the provider's catalogue; one the browser cannot compile is left to the server. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

/** The card number's check digit (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
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

/** A card is valid to the end of its expiry month. Two-digit years are 20xx. */
function expiryProblem(fields: FormField[], values: Record<string, string>, now: Date): FieldProblem | null {
  const monthField = fields.find((field) => field.type === 'expiry-month');
  const yearField = fields.find((field) => field.type === 'expiry-year');
  if (!monthField || !yearField) return null;
  const month = Number(values[monthField.name]);
  let year = Number(values[yearField.name]);
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12 || year <= 0) return null;
  if (year < 100) year += 2000;
  const expired = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  return expired ? { field: monthField.name, key: 'validation.cardExpired' } : null;
}

/** Groups a card number in fours as it is typed (4111 1111 1111 1111). */
export function formatCardNumberInput(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
