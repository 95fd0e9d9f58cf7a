import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/Button';
import { SelectField, TextField } from '../../../../components/Field';
import { Modal } from '../../../../components/Modal';
import { ApiError } from '../../../../lib/api/client';
import { errorText } from '../../../../lib/api/error-text';
import { enterMovesFocus } from '../../../../lib/forms/enter-moves-focus';
import { formatDate, formatDateTime } from '../../../../lib/i18n/format';
import { useLocalPath, useSiteLanguage } from '../../../../lib/i18n/site-language';
import { type SuspendAccountResult, useSuspendAccount } from '../../api/suspend-account';
import { useEndSessionLocally } from '../../hooks/use-end-session';
import styles from './SuspendAccount.module.css';
import {
  EXPIRE_GROUPS,
  SUSPEND_FORM_DEFAULTS,
  type SuspendFormValues,
  suspendFormSchema,
  suspensionEnd,
} from './suspend-form-schema';

/** Answers meaning the session is already over (the account was locked or paused elsewhere). */
const SESSION_ENDED_CODES = new Set(['NOT_LOGGED_IN', 'ACCOUNT_LOCKED', 'ACCOUNT_PAUSED', 'ACCOUNT_SELF_EXCLUDED']);

const REASON_KEYS = { 'Take a Break': 'takeABreak', 'Self Exclusion': 'selfExclusion' } as const;

type SuspendAccountDialogProps = {
  /** False while a more important overlay has the screen (lib/overlays). */
  visible: boolean;
  onClose: () => void;
};

/**
 * The suspend-account form (spec part 2, sections 3 and 5) in a modal: a break or self-exclusion
 * for a chosen number of days, confirmed with the password. The server ends the session, so on
 * success the site forgets the player, goes to the language home and confirms the end date.
 */
export default function SuspendAccountDialog({ visible, onClose }: SuspendAccountDialogProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<SuspendAccountResult | null>(null);
  const navigate = useNavigate();
  const localPath = useLocalPath();

  const finish = () => {
    onClose();
    navigate(localPath());
  };

  if (result) {
    return (
      <Modal open={visible} onClose={finish} title={t('pauseComp.success.title')} size="sm">
        <SuspendConfirmation result={result} onDone={finish} />
      </Modal>
    );
  }
  return (
    <Modal open={visible} onClose={onClose} title={t('pauseComp.title')} description={t('pauseComp.intro')} size="md">
      <SuspendAccountForm onCancel={onClose} onSuspended={setResult} onSessionEnded={finish} />
    </Modal>
  );
}

function SuspendConfirmation({ result, onDone }: { result: SuspendAccountResult; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const date = result.until ? formatDateTime(result.until, language) : '';
  const key = result.state === 'self_excluded' ? 'pauseComp.success.selfExcludedText' : 'pauseComp.success.text';
  return (
    <div className={styles.confirmation}>
      <p role="status">{t(key, { date })}</p>
      <p className={styles.muted}>{t('pauseComp.success.support')}</p>
      <Button onClick={onDone} fullWidth>
        {t('pauseComp.success.continue')}
      </Button>
    </div>
  );
}

type SuspendAccountFormProps = {
  onCancel: () => void;
  onSuspended: (result: SuspendAccountResult) => void;
  onSessionEnded: () => void;
};

function SuspendAccountForm({ onCancel, onSuspended, onSessionEnded }: SuspendAccountFormProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const endSession = useEndSessionLocally();
  const suspend = useSuspendAccount();
  const expireId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SuspendFormValues>({
    resolver: zodResolver(suspendFormSchema),
    mode: 'onChange',
    defaultValues: SUSPEND_FORM_DEFAULTS,
  });
  const reason = watch('reason');
  const expire = watch('expire');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await suspend.mutateAsync(values);
      // Home first, so a login-only page does not send the now logged-out visitor to log in.
      navigate(localPath());
      await endSession();
      onSuspended(result);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PASSWORD_INCORRECT') {
        setError('password', { type: 'server', message: 'passwordIncorrect' }, { shouldFocus: true });
      } else if (error instanceof ApiError && SESSION_ENDED_CODES.has(error.code)) {
        // Spec section 4: a locked account is sent home.
        await endSession();
        onSessionEnded();
      } else {
        setFailure(errorText(t, error));
      }
    }
  });

  const fieldError = (field: keyof SuspendFormValues) => {
    const key = errors[field]?.message;
    return key ? t(`pauseComp.errors.${key}`) : undefined;
  };
  const expireError = fieldError('expire');

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus}>
      <SelectField
        label={t('pauseComp.reason')}
        hint={reason ? t(`pauseComp.reasonHints.${REASON_KEYS[reason]}`) : undefined}
        error={fieldError('reason')}
        aria-required="true"
        defaultValue={SUSPEND_FORM_DEFAULTS.reason}
        options={[
          { value: 'Take a Break', label: t('pauseComp.reasons.takeABreak') },
          { value: 'Self Exclusion', label: t('pauseComp.reasons.selfExclusion') },
        ]}
        {...register('reason')}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={expireId}>
          {t('pauseComp.expire')}
        </label>
        <select
          id={expireId}
          className={styles.select}
          aria-required="true"
          aria-invalid={expireError ? true : undefined}
          aria-describedby={`${expireId}-hint`}
          defaultValue={SUSPEND_FORM_DEFAULTS.expire}
          {...register('expire')}
        >
          {EXPIRE_GROUPS.map((group) => (
            <optgroup key={group.reason} label={t(`pauseComp.expireGroups.${REASON_KEYS[group.reason]}`)}>
              {group.days.map((days) => (
                <option key={days} value={days}>
                  {t(`pauseComp.expireOptions.d${days}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p
          className={expireError ? styles.error : styles.hint}
          id={`${expireId}-hint`}
          role={expireError ? 'alert' : undefined}
        >
          {expireError ??
            (expire ? t('pauseComp.endsOn', { date: formatDate(suspensionEnd(new Date(), expire), language) }) : '')}
        </p>
      </div>
      <TextField
        label={t('pauseComp.password')}
        type="password"
        autoComplete="current-password"
        aria-required="true"
        hint={t('pauseComp.passwordHint')}
        error={fieldError('password')}
        {...register('password')}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('pauseComp.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={!isValid || isSubmitting} busy={isSubmitting}>
          {t('pauseComp.submit')}
        </Button>
      </div>
    </form>
  );
}
