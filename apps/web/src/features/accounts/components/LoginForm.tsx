import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { SiteLink } from '../../../components/SiteLink';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { useAfterLogin } from '../../../lib/navigation/after-login';
import type { LoginFlags } from '../../../lib/navigation/login-redirect';
import { useLogIn } from '../api/log-in';
import { useApplyApiError, useFieldErrorText } from '../hooks/use-api-error';
import { type LoginValues, loginSchema } from '../rules/schemas';
import { FormAlert } from './FormAlert';
import styles from './forms.module.css';
import { PasswordField } from './PasswordField';

const LOGIN_FIELDS = ['email', 'password'] as const;

type LoginFormProps = {
  /** The login url's flags, for the redirect order. */
  flags?: LoginFlags;
  /** The quick-login modal: after login the player stays on the page under it. */
  stayOnPage?: boolean;
  /** Runs once the server accepted the login, before the redirect. */
  onLoggedIn?: () => void;
  /** Runs when a link in the form (forgot password) takes the player elsewhere. */
  onLeave?: () => void;
};

/** E-mail and password; on success the after-login rules decide where the player goes. */
export function LoginForm({ flags, stayOnPage = false, onLoggedIn, onLeave }: LoginFormProps) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const logIn = useLogIn();
  const afterLogin = useAfterLogin();
  const fieldError = useFieldErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const applyError = useApplyApiError(form.setError, LOGIN_FIELDS);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await logIn.mutateAsync(values);
    } catch (error) {
      setFormError(applyError(error));
      return;
    }
    onLoggedIn?.();
    await afterLogin({ event: 'login', flags: flags ?? {}, stayOnPage });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('loginComp.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.email)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('loginComp.password')}
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...form.register('password')}
      />
      <div className={styles.actions}>
        <SiteLink className={styles.textLink} to={localPath('forgotpassword')} onClick={onLeave}>
          {t('loginComp.forgotPassword')}
        </SiteLink>
      </div>
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} disabled={isSubmitting}>
        {t('loginComp.submit')}
      </Button>
    </form>
  );
}
