import type { MethodField } from '@vauhti/contracts/cashier';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../components/Field';
import { type FieldProblem, fieldLabelKey, inputKindOf } from '../../rules/withdrawal-fields';

type MethodFieldsProps = {
  fields: readonly MethodField[];
  values: Readonly<Record<string, string>>;
  problems: Readonly<Record<string, FieldProblem>>;
  /** Whether a field's problem is shown yet: after the player left it, or after a submit. */
  shownFor: (name: string) => boolean;
  /** The platform's code for a field it refused, if it refused this one. */
  serverProblemOf: (name: string) => string | null;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
};

/** The method's own form, field by field as the provider describes them. */
export function MethodFields({
  fields,
  values,
  problems,
  shownFor,
  serverProblemOf,
  onChange,
  onBlur,
}: MethodFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (field: MethodField) => {
    const problem = shownFor(field.name) ? problems[field.name] : undefined;
    if (problem === 'required') return t('apiErrors.FIELD_REQUIRED_field');
    if (problem === 'invalid' || serverProblemOf(field.name)) return t('apiErrors.FIELD_INVALID_field');
    return undefined;
  };
  return (
    <>
      {fields.map((field) => {
        const label = t(fieldLabelKey(field), { defaultValue: field.name });
        const common = {
          label,
          name: field.name,
          required: field.required,
          error: errorOf(field),
          value: values[field.name] ?? '',
          onBlur: () => onBlur(field.name),
        };
        if (field.options) {
          return (
            <SelectField
              key={field.name}
              {...common}
              placeholder=""
              options={field.options.map((option) => ({ value: option.value, label: option.value }))}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            {...common}
            {...inputKindOf(field)}
            autoComplete={field.autocomplete ?? 'off'}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        );
      })}
    </>
  );
}
