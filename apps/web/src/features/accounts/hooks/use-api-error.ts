import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/error-text';
import { formatDateTime } from '../../../lib/i18n/format';
import type { SiteLanguage } from '../../../lib/i18n/languages';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { formFieldOf } from '../rules/form-fields';

const SECONDS_PER_MINUTE = 60;

/** Interpolation values from an error's details: minutes to wait, attempts left, an end date, the rule broken. */
function valuesOf(error: ApiError, language: SiteLanguage, underField: boolean): Record<string, unknown> {
  const { details } = error;
  const values: Record<string, unknown> = {};
  if (typeof details.retryAfterSeconds === 'number') {
    values.count =
      error.code === 'ACCOUNT_TEMPORARILY_LOCKED'
        ? Math.max(1, Math.ceil(details.retryAfterSeconds / SECONDS_PER_MINUTE))
        : details.retryAfterSeconds;
  }
  if (typeof details.attemptsLeft === 'number') values.count = details.attemptsLeft;
  if (typeof details.until === 'string') {
    values.context = 'until';
    values.until = formatDateTime(details.until, language);
  }
  if (typeof details.rule === 'string') values.context = details.rule;
  if (details.reason === 'birth_date_mismatch') values.context = 'birth_date_mismatch';
  // Under a named field a generic "check the highlighted fields" would point nowhere.
  if (underField && (error.code === 'FIELD_REQUIRED' || error.code === 'FIELD_INVALID')) values.context = 'field';
  return values;
}

/**
 * The player's text for a failed call, with the numbers and dates the server sent filled in;
 * underField: the text goes under the field the server named, so it may speak of "this field".
 */
export function apiErrorText(t: TFunction, error: unknown, language: SiteLanguage, underField = false): string {
  if (!(error instanceof ApiError)) return errorText(t, error);
  const text = t(`apiErrors.${error.code}`, { defaultValue: '', ...valuesOf(error, language, underField) });
  return text || errorText(t, error);
}

export function useApiErrorText() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  return useCallback(
    (error: unknown, underField = false) => apiErrorText(t, error, language, underField),
    [t, language],
  );
}

/**
 * Puts a refused request's text under the field the server named (details.field) when the form
 * has it, and otherwise returns it for the form-level alert.
 */
export function useApplyApiError<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
) {
  const textOf = useApiErrorText();
  return useCallback(
    (error: unknown): string | null => {
      const field = error instanceof ApiError ? formFieldOf(error.field, fields) : undefined;
      if (!field) return textOf(error);
      setError(field as Path<Values>, { type: 'server', message: textOf(error, true) }, { shouldFocus: true });
      return null;
    },
    [textOf, setError, fields],
  );
}

/** A field's message: the server's text as it is, a schema message through the catalogue. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      if (!error?.message) return undefined;
      return error.type === 'server' ? error.message : t(error.message);
    },
    [t],
  );
}
