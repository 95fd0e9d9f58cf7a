import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { PageCard } from '../../../components/PageCard';
import { SiteLink } from '../../../components/SiteLink';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormAlert } from '../components/FormAlert';
import styles from '../components/forms.module.css';
import { useApiErrorText, useFieldErrorText } from '../hooks/use-api-error';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../rules/schemas';

/**
 * {lang}/forgotpassword: asks for a reset link. The answer is the same whether the address has an
 * account or not, so the page never reveals who plays here.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const fieldError = useFieldErrorText();
  const errorTextOf = useApiErrorText();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  usePageSeo({
    titleKey: 'passwordComp.seo.forgotTitle',
    descriptionKey: 'passwordComp.seo.forgotDescription',
    keywordsKey: 'passwordComp.seo.keywords',
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestReset.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setFormError(errorTextOf(error));
    }
  });

  return (
    <PageCard
      titleId="forgot-title"
      title={t('passwordComp.forgot.title')}
      lead={sentTo ? undefined : t('passwordComp.forgot.lead')}
      footer={
        <SiteLink className={styles.textLink} to={localPath('login')}>
          {t('passwordComp.backToLogin')}
        </SiteLink>
      }
    >
      {sentTo ? (
        <div className={styles.stack}>
          <FormAlert tone="success">{t('passwordComp.forgot.sent', { email: sentTo })}</FormAlert>
          <p className={styles.muted}>{t('passwordComp.forgot.sentHelp')}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('passwordComp.forgot.again')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField
            label={t('passwordComp.forgot.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={fieldError(errors.email)}
            {...form.register('email')}
          />
          <Button type="submit" size="lg" fullWidth busy={isSubmitting} disabled={isSubmitting}>
            {t('passwordComp.forgot.submit')}
          </Button>
        </form>
      )}
    </PageCard>
  );
}
