import type { MethodField } from '@vauhti/contracts/cashier';

/*
 * A method's own form (spec part 1 section 2, step 1: "a method-specific dynamic form"): the fields
 * cashier details lists for it (e-mail for Skrill, IBAN and holder for a wire transfer, the bank
 * for iDEAL), each checked against its pattern before anything is sent.
 */

/** Why a field's value is refused; null when it is fine. */
export type FieldProblem = 'required' | 'invalid' | null;

/** A pattern the provider sent, compiled once; a pattern that does not compile checks nothing. */
const compiled = new Map<string, RegExp | null>();

function patternOf(source: string): RegExp | null {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source));
    } catch {
      compiled.set(source, null);
    }
  }
  return compiled.get(source) ?? null;
}

/** The value as checked and sent: trimmed. */
export function methodFieldValue(value: string | undefined): string {
  return (value ?? '').trim();
}

/**
 * A required field must be filled; a filled field must match its pattern and, for a select, be one
 * of its options. An optional empty field is fine.
 */
export function methodFieldProblem(field: MethodField, value: string | undefined): FieldProblem {
  const text = methodFieldValue(value);
  if (text === '') return field.required ? 'required' : null;
  if (field.options && !field.options.some((option) => option.value === text)) return 'invalid';
  const pattern = field.pattern === undefined ? null : patternOf(field.pattern);
  if (pattern && !pattern.test(text)) return 'invalid';
  return null;
}

/** The filled values of a method's fields, by field name, as the provider transaction sends them. */
export function methodFieldValues(
  fields: readonly MethodField[],
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const field of fields) {
    const text = methodFieldValue(values[field.name]);
    if (text !== '') filled[field.name] = text;
  }
  return filled;
}

/** The input type a field's type asks for (select is rendered as a select). */
export function inputTypeOf(field: Pick<MethodField, 'type'>): 'text' | 'email' | 'tel' | 'password' {
  switch (field.type) {
    case 'email':
    case 'tel':
    case 'password':
      return field.type;
    default:
      return 'text';
  }
}

/** A field's label key in the depositComp catalogue ('field.email' → 'depositComp.field.email'). */
export function fieldLabelKey(labelKey: string): string {
  return `depositComp.${labelKey}`;
}
