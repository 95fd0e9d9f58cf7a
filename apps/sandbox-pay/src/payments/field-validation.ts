import { expiryInFuture, normaliseCardNumber, passesLuhn } from './card-rules';
import type { FormField } from './cashier-facade';

export type FieldProblem = { code: 'FIELD_REQUIRED' | 'FIELD_INVALID'; field: string; message: string };

/**
 * Checks a method form's values against its fields: required ones present, every given value
 * matching its pattern, card numbers passing Luhn and expiry dates in the future. Answers the
 * first problem, naming the field, or the cleaned values (card number without spaces).
 */
export function validateFields(
  fields: readonly FormField[],
  values: Record<string, string>,
  now: Date,
  options: { skip?: readonly string[] } = {},
): { ok: true; values: Record<string, string> } | ({ ok: false } & FieldProblem) {
  const cleaned: Record<string, string> = {};
  for (const field of fields) {
    if (options.skip?.includes(field.name)) continue;
    const raw = values[field.name];
    const value = field.type === 'card-number' ? normaliseCardNumber(raw ?? '') : (raw ?? '').trim();
    if (value === '') {
      if (field.required) return problem('FIELD_REQUIRED', field.name, `${field.name} is required`);
      continue;
    }
    if (field.pattern && !new RegExp(field.pattern).test(value)) {
      return problem('FIELD_INVALID', field.name, `${field.name} is not in the expected format`);
    }
    if (field.options && !field.options.some((option) => option.value === value)) {
      return problem('FIELD_INVALID', field.name, `${field.name} is not one of the offered choices`);
    }
    if (field.type === 'card-number' && !passesLuhn(value)) {
      return problem('FIELD_INVALID', field.name, `${field.name} is not a valid card number`);
    }
    cleaned[field.name] = value;
  }
  const month = cleaned.expiryMonth;
  const year = cleaned.expiryYear;
  if (month !== undefined && year !== undefined && !expiryInFuture(Number(month), Number(year), now)) {
    return problem('FIELD_INVALID', 'expiryYear', 'the card has expired: expiryMonth/expiryYear is in the past');
  }
  return { ok: true, values: cleaned };
}

function problem(code: FieldProblem['code'], field: string, message: string) {
  return { ok: false as const, code, field, message };
}
