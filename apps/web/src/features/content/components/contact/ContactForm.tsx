import { zodResolver } from '@hookform/resolvers/zod';
import { ENQUIRY_TYPES } from '@vauhti/contracts/site';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../../components/Button';
import { SelectField, TextAreaField, TextField } from '../../../../components/Field';
import { ApiError, NETWORK_ERROR } from '../../../../lib/api/client';
import { errorText } from '../../../../lib/api/error-text';
import { broadcast } from '../../../../lib/events/site-events';
import { enterMovesFocus } from '../../../../lib/forms/enter-moves-focus';
import { useSession } from '../../../../lib/session/session-queries';
import { useSendContactRequest } from '../../api/send-contact-request';
import styles from './ContactForm.module.css';
import {
  type ContactField,
  type ContactFormInput,
  type ContactFormValues,
  contactFormSchema,
  FIELD_OF_REQUEST,
} from './contact-form-schema';

/** Spec 9: the success message shows for 5 seconds. */
export const CONTACT_SUCCESS_VISIBLE_MS = 5_000;

type Prefill = Pick<ContactFormInput, 'firstName' | 'lastName' | 'email'>;

function blankForm(prefill: Prefill): ContactFormInput {
  return { ...prefill, enquiry: '', description: '' };
}

/** A failure of the connection or of the server itself: the server-error popup's case (spec 8). */
function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === NETWORK_ERROR || error.status >= 500;
}

/** The logged-in player's name and address: prefilled and locked (spec 2.14). */
function usePrefill(): Prefill {
  const session = useSession();
  const profile = session.state === 'player' ? session.profile : undefined;
  const firstName = profile?.firstName?.trim() ?? '';
  const lastName = profile?.lastName?.trim() ?? '';
  const email = profile?.email?.trim() ?? '';
  return useMemo(() => ({ firstName, lastName, email }), [firstName, lastName, email]);
}

/**
 * The contact form (spec 2.14, 5, 7, 8, 9). Sends the message to support; on success shows a
 * confirmation for five seconds and starts again with a blank form (name and address prefilled
 * again for players). The send button stays disabled while the form is invalid or sending.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const titleId = useId();
  const submitHintId = useId();
  const prefill = usePrefill();
  const send = useSendContactRequest();
  const [failure, setFailure] = useState<string | null>(null);
  // A new object per success, so a second success restarts the five seconds.
  const [success, setSuccess] = useState<{ sentAt: number } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isValid },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onChange',
    defaultValues: blankForm(prefill),
  });

  // The profile may arrive after the form: fill the player's details in as they come.
  useEffect(() => {
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (prefill[field]) setValue(field, prefill[field], { shouldValidate: true });
    }
  }, [prefill, setValue]);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), CONTACT_SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const showFailure = (error: unknown) => {
    const named = error instanceof ApiError ? error.field : undefined;
    const field = named && Object.hasOwn(FIELD_OF_REQUEST, named) ? FIELD_OF_REQUEST[named] : undefined;
    if (field && error instanceof ApiError && (error.code === 'FIELD_REQUIRED' || error.code === 'FIELD_INVALID')) {
      const rule = error.code === 'FIELD_REQUIRED' ? 'Required' : 'Invalid';
      setError(field, { type: 'server', message: `${field}${rule}` }, { shouldFocus: true });
      return;
    }
    if (error instanceof ApiError && error.status === 429) {
      setFailure(t('contactComp.errors.rateLimited'));
      return;
    }
    const text = errorText(t, error);
    setFailure(text);
    if (isTransportFailure(error)) {
      broadcast('serverError', { message: text, url: `${location.pathname}${location.search}` });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSuccess(null);
    try {
      await send.mutateAsync({
        subject: values.enquiry,
        body: values.description,
        fromEmail: values.email,
        fromName: `${values.firstName} ${values.lastName}`,
      });
    } catch (error) {
      showFailure(error);
      return;
    }
    reset(blankForm(prefill));
    setSuccess({ sentAt: Date.now() });
  });

  const fieldError = (field: ContactField) => {
    const key = errors[field]?.message;
    return key ? t(`contactComp.errors.${key}`) : undefined;
  };
  const lockedHint = t('contactComp.lockedHint');
  const blocked = !isValid || send.isPending;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} onKeyDown={enterMovesFocus} aria-labelledby={titleId}>
      <div className={styles.intro}>
        <h2 id={titleId} className={styles.title}>
          {t('contactComp.title')}
        </h2>
        <p className={styles.lead}>{t('contactComp.intro')}</p>
      </div>
      <div className={styles.names}>
        <TextField
          label={t('contactComp.firstName')}
          autoComplete="given-name"
          aria-required="true"
          readOnly={Boolean(prefill.firstName)}
          hint={prefill.firstName ? lockedHint : undefined}
          error={fieldError('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('contactComp.lastName')}
          autoComplete="family-name"
          aria-required="true"
          readOnly={Boolean(prefill.lastName)}
          hint={prefill.lastName ? lockedHint : undefined}
          error={fieldError('lastName')}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('contactComp.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-required="true"
        readOnly={Boolean(prefill.email)}
        hint={prefill.email ? lockedHint : undefined}
        error={fieldError('email')}
        {...register('email')}
      />
      <SelectField
        label={t('contactComp.enquiry')}
        aria-required="true"
        placeholder={t('contactComp.enquiryPlaceholder')}
        options={ENQUIRY_TYPES.map((type) => ({ value: type, label: t(`contactComp.enquiryTypes.${type}`) }))}
        error={fieldError('enquiry')}
        {...register('enquiry')}
      />
      <TextAreaField
        label={t('contactComp.description')}
        aria-required="true"
        rows={6}
        placeholder={t('contactComp.descriptionPlaceholder')}
        error={fieldError('description')}
        {...register('description')}
      />
      <div className={styles.status} role="status">
        {success && (
          <p className={styles.success}>
            <CheckIcon />
            <span>{t('contactComp.success')}</span>
          </p>
        )}
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          disabled={blocked}
          busy={send.isPending}
          aria-describedby={isValid ? undefined : submitHintId}
        >
          {t('contactComp.submit')}
        </Button>
        {!isValid && (
          <p id={submitHintId} className={styles.submitHint}>
            {t('contactComp.submitHint')}
          </p>
        )}
      </div>
    </form>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.18" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
