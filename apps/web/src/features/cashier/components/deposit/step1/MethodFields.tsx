import type { MethodField } from '@vauhti/contracts/cashier';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../../components/Field';
import type { DepositFormValues } from '../../../rules/deposit-form';
import { fieldLabelKey, inputTypeOf } from '../../../rules/method-fields';

type MethodFieldsProps = {
  form: UseFormReturn<DepositFormValues>;
  fields: readonly MethodField[];
  errorText: (error: FieldError | undefined) => string | undefined;
};

/**
 * A method's own form (spec part 1 section 2, "a method-specific dynamic form"): the fields cashier
 * details lists for it, labelled from the catalogue (labelKey 'field.email' is
 * depositComp.field.email), checked against their patterns by the step's schema.
 */
export function MethodFields({ form, fields, errorText }: MethodFieldsProps) {
  const { t } = useTranslation();
  const errors = form.formState.errors.fields;
  return (
    <>
      {fields.map((field) => {
        const label = t(fieldLabelKey(field.labelKey), { defaultValue: field.name });
        const error = errorText(errors?.[field.name] as FieldError | undefined);
        const registration = form.register(`fields.${field.name}`);
        if (field.options) {
          return (
            <SelectField
              key={field.name}
              label={label}
              required={field.required}
              placeholder={t('depositComp.choose')}
              options={field.options.map((option) => ({
                value: option.value,
                label: t(fieldLabelKey(option.labelKey), { defaultValue: option.value }),
              }))}
              error={error}
              {...registration}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            label={label}
            type={inputTypeOf(field)}
            autoComplete={field.autocomplete ?? 'off'}
            required={field.required}
            spellCheck={false}
            error={error}
            {...registration}
          />
        );
      })}
    </>
  );
}
