import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/Field';
import { localeOf } from '../../../lib/i18n/format';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { useFieldErrorText } from '../hooks/use-api-error';
import { birthYearOptions } from '../rules/birth-date';
import type { DetailField, DetailsValues } from '../rules/details';
import { CALLING_CODE_OPTIONS } from '../rules/phone';
import styles from './forms.module.css';

/** Countries whose national id format has its own hint in the catalogue. */
const NATIONAL_ID_HINT_COUNTRIES = ['FI', 'SE', 'NO', 'DK', 'EE', 'ES'];
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

type DetailsFieldsProps = {
  form: UseFormReturn<DetailsValues>;
  /** The fields to show, in any order; they render in the order of a postal form. */
  fields: readonly DetailField[];
  /** The player's country: the national id hint. */
  countryCode: string | undefined;
};

/** The personal-details fields of step 2, the complete-profile pages and the profile tab. */
export function DetailsFields({ form, fields, countryCode }: DetailsFieldsProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const { errors } = form.formState;
  const shown = (field: DetailField) => fields.includes(field);
  const nationalIdHintKey =
    countryCode && NATIONAL_ID_HINT_COUNTRIES.includes(countryCode)
      ? `profileComp.nationalIdHint.${countryCode}`
      : 'profileComp.nationalIdHint.other';

  return (
    <>
      {(shown('firstName') || shown('lastName')) && (
        <div className={styles.row}>
          {shown('firstName') && (
            <TextField
              label={t('profileComp.firstName')}
              autoComplete="given-name"
              error={fieldError(errors.firstName)}
              {...form.register('firstName')}
            />
          )}
          {shown('lastName') && (
            <TextField
              label={t('profileComp.lastName')}
              autoComplete="family-name"
              error={fieldError(errors.lastName)}
              {...form.register('lastName')}
            />
          )}
        </div>
      )}
      {shown('birthDate') && <BirthDateFields form={form} />}
      {shown('street') && (
        <TextField
          label={t('profileComp.street')}
          autoComplete="address-line1"
          error={fieldError(errors.street)}
          {...form.register('street')}
        />
      )}
      {(shown('city') || shown('zip')) && (
        <div className={styles.row}>
          {shown('zip') && (
            <TextField
              label={t('profileComp.zip')}
              autoComplete="postal-code"
              autoCapitalize="characters"
              error={fieldError(errors.zip)}
              {...form.register('zip')}
            />
          )}
          {shown('city') && (
            <TextField
              label={t('profileComp.city')}
              autoComplete="address-level2"
              error={fieldError(errors.city)}
              {...form.register('city')}
            />
          )}
        </div>
      )}
      {shown('phone') && (
        <div className={styles.phoneRow}>
          <SelectField
            label={t('profileComp.phonePrefix')}
            autoComplete="tel-country-code"
            options={CALLING_CODE_OPTIONS.map((code) => ({ value: code, label: code }))}
            defaultValue={form.getValues('phonePrefix')}
            {...form.register('phonePrefix')}
          />
          <TextField
            label={t('profileComp.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            error={fieldError(errors.phoneNumber)}
            {...form.register('phoneNumber')}
          />
        </div>
      )}
      {shown('gender') && (
        <SelectField
          label={t('profileComp.gender')}
          autoComplete="sex"
          options={[
            { value: '', label: t('profileComp.genders.none') },
            { value: 'female', label: t('profileComp.genders.female') },
            { value: 'male', label: t('profileComp.genders.male') },
            { value: 'other', label: t('profileComp.genders.other') },
          ]}
          error={fieldError(errors.gender)}
          defaultValue={form.getValues('gender')}
          {...form.register('gender')}
        />
      )}
      {shown('nationalId') && (
        <TextField
          label={t('profileComp.nationalId')}
          hint={t(nationalIdHintKey)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={fieldError(errors.nationalId)}
          {...form.register('nationalId')}
        />
      )}
      {shown('nickname') && (
        <TextField
          label={t('profileComp.nickname')}
          hint={t('profileComp.nicknameHint')}
          autoComplete="nickname"
          error={fieldError(errors.nickname)}
          {...form.register('nickname')}
        />
      )}
    </>
  );
}

/** Day, month and year as three selects in one labelled group, with one message for the date. */
function BirthDateFields({ form }: { form: UseFormReturn<DetailsValues> }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const fieldError = useFieldErrorText();
  const errorId = useId();
  const { errors } = form.formState;
  const error = fieldError(errors.birthYear ?? errors.birthMonth ?? errors.birthDay);
  const monthName = new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' });
  const invalid = error
    ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const)
    : ({ 'aria-invalid': undefined } as const);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('profileComp.birthDate')}</legend>
      <div className={styles.inlineSelects}>
        <SelectField
          label={t('profileComp.day')}
          autoComplete="bday-day"
          placeholder={t('profileComp.choose')}
          options={DAYS.map((day) => ({ value: day, label: day }))}
          {...invalid}
          defaultValue={form.getValues('birthDay')}
          {...form.register('birthDay')}
        />
        <SelectField
          label={t('profileComp.month')}
          autoComplete="bday-month"
          placeholder={t('profileComp.choose')}
          options={MONTHS.map((month) => ({
            value: String(month),
            label: monthName.format(new Date(Date.UTC(2000, month - 1, 1))),
          }))}
          {...invalid}
          defaultValue={form.getValues('birthMonth')}
          {...form.register('birthMonth')}
        />
        <SelectField
          label={t('profileComp.year')}
          autoComplete="bday-year"
          placeholder={t('profileComp.choose')}
          options={birthYearOptions(new Date()).map((year) => ({ value: String(year), label: String(year) }))}
          {...invalid}
          defaultValue={form.getValues('birthYear')}
          {...form.register('birthYear')}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : (
        <p className={styles.fieldHint}>{t('profileComp.birthDateHint')}</p>
      )}
    </fieldset>
  );
}
