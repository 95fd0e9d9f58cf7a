import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import type { RegistrationProgress } from '../../../lib/session/session-types';
import { useRegisterStepTwo } from '../api/register-step-two';
import { isStepOutOfOrder } from '../hooks/is-out-of-order';
import { useApplyApiError } from '../hooks/use-api-error';
import {
  DETAILS_FORM_FIELDS,
  type DetailField,
  type DetailsValues,
  detailsSchema,
  emptyDetails,
  stepTwoBodyOf,
} from '../rules/details';
import { callingCodeOf } from '../rules/phone';
import { DetailsFields } from './DetailsFields';
import { FormAlert } from './FormAlert';
import styles from './forms.module.css';

type StepTwoFormProps = {
  countryCode: string | undefined;
  /** The country requires a national id (FI, SE, NO, DK, EE, ES). */
  requiresNationalId: boolean;
  onDone: (progress: RegistrationProgress) => void | Promise<void>;
  onOutOfOrder: () => void | Promise<void>;
};

/** Step two: the personal details, with the national id where the country requires one. */
export function StepTwoForm({ countryCode, requiresNationalId, onDone, onOutOfOrder }: StepTwoFormProps) {
  const { t } = useTranslation();
  const stepTwo = useRegisterStepTwo();
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useMemo<DetailField[]>(
    () => [
      'firstName',
      'lastName',
      'birthDate',
      'street',
      'zip',
      'city',
      'phone',
      'gender',
      ...(requiresNationalId ? (['nationalId'] as const) : []),
    ],
    [requiresNationalId],
  );
  const schema = useMemo(() => detailsSchema(fields), [fields]);
  const form = useForm<DetailsValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyDetails(callingCodeOf(countryCode)),
  });
  const applyError = useApplyApiError(form.setError, DETAILS_FORM_FIELDS);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const progress = await stepTwo.mutateAsync(stepTwoBodyOf(values, requiresNationalId));
      await onDone(progress);
    } catch (error) {
      if (isStepOutOfOrder(error)) {
        await onOutOfOrder();
        return;
      }
      setFormError(applyError(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
      {formError && <FormAlert>{formError}</FormAlert>}
      <DetailsFields form={form} fields={fields} countryCode={countryCode} />
      <p className={styles.muted}>{t('registerComp.detailsPrivacy')}</p>
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} disabled={isSubmitting}>
        {t('registerComp.stepTwoSubmit')}
      </Button>
    </form>
  );
}
