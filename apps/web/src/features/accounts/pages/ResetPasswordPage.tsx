import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { PageCard } from '../../../components/PageCard';
import { SiteLink } from '../../../components/SiteLink';
import { ApiError } from '../../../lib/api/client';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useRefreshSession } from '../../../lib/session/session-queries';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from '../components/FormAlert';
import styles from '../components/forms.module.css';
import { PasswordField } from '../components/PasswordField';
import { PasswordPolicyHints } from '../components/PasswordPolicyHints';
import { useApiErrorText, useApplyApiError, useFieldErrorText } from '../hooks/use-api-error';
import { type ResetPasswordValues, resetPasswordSchema } from '../rules/schemas';

const RESET_FIELDS = ['newPassword', 'confirmPassword'] as const;
const TOKEN_ERRORS = ['RESET_TOKEN_EXPIRED', 'RESET_TOKEN_INVALID'];

/**
 * {lang}/reset-password?token=...: the link of the reset e-mail (identity credentials.ts sends
 * `${siteUrl}/${language}/reset-password?token=${token}`). A new password twice; an expired or
 * used link says so and offers a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const fieldError = useFieldErrorText();
  const errorTextOf = useApiErrorText();
  const refreshSession = useRefreshSession();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(token ? null : t('apiErrors.RESET_TOKEN_INVALID'));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const applyError = useApplyApiError(form.setError, RESET_FIELDS);
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');
  usePageSeo({
    titleKey: 'passwordComp.seo.resetTitle',
    descriptionKey: 'passwordComp.seo.resetDescription',
    keywordsKey: 'passwordComp.seo.keywords',
  });

  const onSubmit = form.handleSubmit(async ({ newPassword: password }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, newPassword: password });
      setDone(true);
      // Every session ended with the reset, this browser's too.
      await refreshSession();
    } catch (error) {
      if (error instanceof ApiError && TOKEN_ERRORS.includes(error.code)) {
        setTokenError(errorTextOf(error));
        return;
      }
      setFormError(applyError(error));
    }
  });

  let body: ReactNode;
  if (done) {
    body = (
      <div className={styles.stack}>
        <FormAlert tone="success">{t('passwordComp.reset.done')}</FormAlert>
        <SiteLink className={buttonClassName('primary', 'lg')} to={localPath('login')}>
          {t('passwordComp.reset.login')}
        </SiteLink>
      </div>
    );
  } else if (tokenError) {
    body = (
      <div className={styles.stack}>
        <FormAlert>{tokenError}</FormAlert>
        <SiteLink className={buttonClassName('primary', 'lg')} to={localPath('forgotpassword')}>
          {t('passwordComp.reset.askAgain')}
        </SiteLink>
      </div>
    );
  } else {
    body = (
      <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
        {formError && <FormAlert>{formError}</FormAlert>}
        <PasswordField
          label={t('passwordComp.new')}
          autoComplete="new-password"
          error={fieldError(errors.newPassword)}
          {...form.register('newPassword')}
        >
          <PasswordPolicyHints password={newPassword} />
        </PasswordField>
        <PasswordField
          label={t('passwordComp.confirm')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} disabled={isSubmitting}>
          {t('passwordComp.reset.submit')}
        </Button>
      </form>
    );
  }

  return (
    <PageCard
      titleId="reset-title"
      title={t('passwordComp.reset.title')}
      lead={done || tokenError ? undefined : t('passwordComp.reset.lead')}
    >
      {body}
    </PageCard>
  );
}
