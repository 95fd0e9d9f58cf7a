import { zodResolver } from '@hookform/resolvers/zod';
import type { Country } from '@vauhti/contracts/accounts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CheckboxField, SelectField, TextField } from '../../../components/Field';
import { ApiError } from '../../../lib/api/client';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { localeOf } from '../../../lib/i18n/format';
import { RichText } from '../../../lib/i18n/RichText';
import { useLocalPath, useSiteLanguage } from '../../../lib/i18n/site-language';
import type { RegistrationProgress } from '../../../lib/session/session-types';
import { useRegisterStepOne } from '../api/register-step-one';
import { useApplyApiError, useFieldErrorText } from '../hooks/use-api-error';
import { type StepOneValues, stepOneSchema } from '../rules/schemas';
import { FormAlert } from './FormAlert';
import styles from './forms.module.css';
import { NewTabLink } from './NewTabLink';
import { PasswordField } from './PasswordField';
import { PasswordPolicyHints } from './PasswordPolicyHints';

const STEP_ONE_FIELDS = ['email', 'password', 'country', 'currency', 'acceptTerms'] as const;

type StepOneFormProps = {
  /** Countries that accept sign-ups. */
  countries: Country[];
  /** The visitor's country from the site context, preselected when it accepts sign-ups. */
  visitorCountry: string | undefined;
  onCountryChange: (countryCode: string) => void;
  onRegistered: (progress: RegistrationProgress, countryCode: string) => void | Promise<void>;
  /** The browser already has a session (ALREADY_LOGGED_IN): resume where that account stands. */
  onAlreadyLoggedIn: () => void | Promise<void>;
};

/** Step one: e-mail, password, country and currency, terms; creates the account and logs in. */
export function StepOneForm({
  countries,
  visitorCountry,
  onCountryChange,
  onRegistered,
  onAlreadyLoggedIn,
}: StepOneFormProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const localPath = useLocalPath();
  const fieldError = useFieldErrorText();
  const register = useRegisterStepOne();
  const [formError, setFormError] = useState<string | null>(null);
  const startCountry = countries.find((country) => country.code === visitorCountry) ?? countries[0];
  const form = useForm<StepOneValues>({
    resolver: zodResolver(stepOneSchema),
    defaultValues: {
      email: '',
      password: '',
      country: startCountry?.code ?? '',
      currency: startCountry?.defaultCurrency ?? '',
      acceptTerms: false,
    },
  });
  const applyError = useApplyApiError(form.setError, STEP_ONE_FIELDS);
  const { errors, isSubmitting } = form.formState;
  const [email, password, countryCode] = form.watch(['email', 'password', 'country']);
  const country = countries.find((candidate) => candidate.code === countryCode);

  // A new country brings its default currency. It runs after the country's currencies are on
  // screen, so the select can show it.
  const shownCountry = useRef(countryCode);
  const defaultCurrency = country?.defaultCurrency;
  useEffect(() => {
    if (shownCountry.current === countryCode || !defaultCurrency) return;
    shownCountry.current = countryCode;
    form.setValue('currency', defaultCurrency);
  }, [countryCode, defaultCurrency, form]);

  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
    return countries
      .map((candidate) => ({ value: candidate.code, label: names.of(candidate.code) ?? candidate.name }))
      .sort((left, right) => left.label.localeCompare(right.label, localeOf(language)));
  }, [countries, language]);
  const currencyOptions = useMemo(() => {
    const names = new Intl.DisplayNames([localeOf(language)], { type: 'currency' });
    return (country?.currencies ?? []).map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
  }, [country, language]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const started = await register.mutateAsync({ ...values, email: values.email.trim(), language });
      await onRegistered(started.registration, values.country);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ALREADY_LOGGED_IN') {
        await onAlreadyLoggedIn();
        return;
      }
      setFormError(applyError(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('registerComp.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.email)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('registerComp.password')}
        autoComplete="new-password"
        error={fieldError(errors.password)}
        {...form.register('password')}
      >
        <PasswordPolicyHints password={password} email={email} />
      </PasswordField>
      <div className={styles.row}>
        <SelectField
          label={t('registerComp.country')}
          autoComplete="country"
          options={countryOptions}
          error={fieldError(errors.country)}
          defaultValue={form.getValues('country')}
          {...form.register('country', {
            onChange: (event: { target: { value: string } }) => onCountryChange(event.target.value),
          })}
        />
        <SelectField
          label={t('registerComp.currency')}
          hint={t('registerComp.currencyHint')}
          options={currencyOptions}
          error={fieldError(errors.currency)}
          defaultValue={form.getValues('currency')}
          {...form.register('currency')}
        />
      </div>
      <CheckboxField
        label={
          <RichText
            i18nKey="registerComp.acceptTerms"
            components={{
              terms: <NewTabLink href={localPath('info/terms')} />,
              privacy: <NewTabLink href={localPath('info/privacy')} />,
            }}
          />
        }
        error={fieldError(errors.acceptTerms)}
        {...form.register('acceptTerms')}
      />
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} disabled={isSubmitting}>
        {t('registerComp.stepOneSubmit')}
      </Button>
    </form>
  );
}
