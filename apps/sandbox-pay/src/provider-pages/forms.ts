/*
 * Form posts from the provider pages: parsing the urlencoded body, and turning a Zod schema's
 * complaints into one sentence per field in the page's language ("One-time code is required").
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Translate } from './catalogue';
import type { FieldErrors } from './layout';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** The largest form a provider page posts (an identity form is well under 2 KB). */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export type FormBody = Record<string, string>;

/** Reads urlencoded forms, unless the app (say, the hosted cashier) already does. */
export function acceptForms(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM_CONTENT_TYPE)) return;
  app.addContentTypeParser(
    FORM_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const fields: FormBody = {};
      for (const [name, value] of new URLSearchParams(String(body))) {
        // The first value wins: no form here repeats a name.
        if (!(name in fields)) fields[name] = value;
      }
      done(null, fields);
    },
  );
}

/** The posted form as plain strings; anything that is not a form reads as an empty one. */
export function formOf(body: unknown): FormBody {
  if (typeof body !== 'object' || body === null) return {};
  const fields: FormBody = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Checks a form against a schema. A field left empty "is required"; any other complaint "is not
 * valid"; both name the field by its label as the page shows it.
 */
export function checkForm<T>(
  schema: z.ZodType<T>,
  form: FormBody,
  labels: Record<string, string>,
  t: Translate,
): FormCheck<T> {
  const parsed = schema.safeParse(form);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (field in errors) continue;
    const label = labels[field] ?? field;
    const empty = (form[field] ?? '').trim() === '';
    errors[field] = `${label} ${empty ? t('required') : t('invalid')}`;
  }
  return { ok: false, errors };
}
