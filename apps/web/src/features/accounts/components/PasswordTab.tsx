import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { useChangePassword } from '../api/change-password';
import { useApplyApiError, useFieldErrorText } from '../hooks/use-api-error';
import { type ChangePasswordValues, changePasswordSchema } from '../rules/schemas';
import { FormAlert } from './FormAlert';
import styles from './forms.module.css';
import { PasswordField } from './PasswordField';
import { PasswordPolicyHints } from './PasswordPolicyHints';

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Password change (POST /auth/password/change): the current one, a new one twice; other sessions end. */
export function PasswordTab({ email }: { email: string }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const schema = useMemo(() => changePasswordSchema(email), [email]);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const applyError = useApplyApiError(form.setError, PASSWORD_FIELDS);
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword: password }) => {
    setFormError(null);
    setChanged(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword: password });
      form.reset();
      setChanged(true);
    } catch (error) {
      setFormError(applyError(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
      {formError && <FormAlert>{formError}</FormAlert>}
      {changed && <FormAlert tone="success">{t('passwordComp.change.done')}</FormAlert>}
      <PasswordField
        label={t('passwordComp.current')}
        autoComplete="current-password"
        error={fieldError(errors.currentPassword)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('passwordComp.new')}
        autoComplete="new-password"
        error={fieldError(errors.newPassword)}
        {...form.register('newPassword')}
      >
        <PasswordPolicyHints password={newPassword} email={email} />
      </PasswordField>
      <PasswordField
        label={t('passwordComp.confirm')}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
          {t('passwordComp.change.submit')}
        </Button>
      </div>
    </form>
  );
}
