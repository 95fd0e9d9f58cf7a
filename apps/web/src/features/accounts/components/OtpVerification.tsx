import { zodResolver } from '@hookform/resolvers/zod';
import type { CodeSent, OtpChannel } from '@vauhti/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api/client';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { formatDateTime } from '../../../lib/i18n/format';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import type { RegistrationProgress } from '../../../lib/session/session-types';
import { useCodeStatus } from '../api/get-code-status';
import { useSendVerificationCode } from '../api/send-verification-code';
import { useVerifyCode } from '../api/verify-code';
import { isStepOutOfOrder } from '../hooks/is-out-of-order';
import { useApiErrorText, useApplyApiError, useFieldErrorText } from '../hooks/use-api-error';
import { useSecondsUntil } from '../hooks/use-countdown';
import { type OtpCodeValues, otpCodeSchema } from '../rules/schemas';
import { FormAlert } from './FormAlert';
import styles from './forms.module.css';

const CODE_FIELDS = ['code'] as const;
const SECOND_MS = 1_000;

type OtpVerificationProps = {
  registration: RegistrationProgress;
  onVerified: (progress: RegistrationProgress) => void | Promise<void>;
  /** The server says step three is not next (done already, or step two missing). */
  onOutOfOrder: () => void | Promise<void>;
};

function otherChannel(channel: OtpChannel): OtpChannel {
  return channel === 'sms' ? 'email' : 'sms';
}

type ShownCode = Pick<CodeSent, 'channel' | 'destination' | 'expiresAt'>;

/**
 * Registration step three: a six-digit code over SMS or e-mail (with the other channel as the
 * fallback), resend after the server's wait, the attempts left. Used by registration and by the
 * stand-alone OTP page. After a reload the server's step-3 status brings back the open code's
 * field and the rest of the resend wait; what this page did itself (a send, a wrong code) outranks it.
 */
export function OtpVerification({ registration, onVerified, onOutOfOrder }: OtpVerificationProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const errorTextOf = useApiErrorText();
  const fieldError = useFieldErrorText();
  const send = useSendVerificationCode();
  const verify = useVerifyCode();
  const status = useCodeStatus();
  const restored = status.data;
  const [sentHere, setSent] = useState<ShownCode | null>(null);
  const [chosenChannel, setChannel] = useState<OtpChannel | null>(null);
  const [resendAtHereMs, setResendAtMs] = useState<number | null>(null);
  const [attemptsLeftHere, setAttemptsLeft] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sent = sentHere ?? restored?.openCode ?? null;
  const channel = chosenChannel ?? sent?.channel ?? registration.otpChannel;
  // The wait counts from when the answer arrived, on this device's clock.
  const restoredResendAtMs =
    restored && restored.resendInSeconds > 0 ? status.dataUpdatedAt + restored.resendInSeconds * SECOND_MS : null;
  const resendAtMs = resendAtHereMs ?? restoredResendAtMs;
  const attemptsLeft = attemptsLeftHere ?? (sentHere ? null : (restored?.openCode?.attemptsLeft ?? null));
  const secondsToResend = useSecondsUntil(resendAtMs);
  const form = useForm<OtpCodeValues>({ resolver: zodResolver(otpCodeSchema), defaultValues: { code: '' } });
  const applyError = useApplyApiError(form.setError, CODE_FIELDS);
  const { errors, isSubmitting } = form.formState;

  async function sendCode(to: OtpChannel) {
    setNotice(null);
    try {
      const result = await send.mutateAsync(to);
      setSent(result);
      setChannel(result.channel);
      setResendAtMs(Date.parse(result.resendAvailableAt));
      setAttemptsLeft(result.attemptsMax);
      form.reset({ code: '' });
    } catch (error) {
      if (isStepOutOfOrder(error)) {
        await onOutOfOrder();
        return;
      }
      if (error instanceof ApiError && typeof error.details.retryAfterSeconds === 'number') {
        setResendAtMs(Date.now() + error.details.retryAfterSeconds * SECOND_MS);
      }
      setNotice(errorTextOf(error));
    }
  }

  const onVerify = form.handleSubmit(async ({ code }) => {
    setNotice(null);
    try {
      const progress = await verify.mutateAsync(code);
      await onVerified(progress);
    } catch (error) {
      if (isStepOutOfOrder(error)) {
        await onOutOfOrder();
        return;
      }
      if (error instanceof ApiError && typeof error.details.attemptsLeft === 'number') {
        setAttemptsLeft(error.details.attemptsLeft);
      }
      if (error instanceof ApiError && error.code === 'OTP_ATTEMPTS_EXCEEDED') setAttemptsLeft(0);
      setNotice(applyError(error));
    }
  });

  const channelName = t(`otpComp.channels.${channel}`);
  const waiting = secondsToResend > 0;

  if (!sent && status.isPending) return <Spinner label={t('common.loading')} />;

  if (!sent) {
    return (
      <div className={styles.stack}>
        {notice && <FormAlert>{notice}</FormAlert>}
        <p>{t('otpComp.intro', { channel: channelName })}</p>
        <Button
          size="lg"
          fullWidth
          busy={send.isPending}
          disabled={send.isPending || waiting}
          onClick={() => sendCode(channel)}
        >
          {t(`otpComp.sendBy.${channel}`)}
        </Button>
        {waiting && <p className={styles.muted}>{t('otpComp.resendIn', { count: secondsToResend })}</p>}
        <button type="button" className={styles.linkButton} onClick={() => setChannel(otherChannel(channel))}>
          {t(`otpComp.switchTo.${otherChannel(channel)}`)}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onVerify} onKeyDown={enterMovesFocus} noValidate>
      <FormAlert tone="info">
        {t('otpComp.sent', { destination: sent.destination, time: formatDateTime(sent.expiresAt, language) })}
      </FormAlert>
      {notice && <FormAlert>{notice}</FormAlert>}
      <TextField
        label={t('otpComp.code')}
        hint={attemptsLeft !== null ? t('otpComp.attemptsLeft', { count: attemptsLeft }) : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        error={fieldError(errors.code)}
        {...form.register('code')}
      />
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} disabled={isSubmitting || attemptsLeft === 0}>
        {t('otpComp.verify')}
      </Button>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.linkButton}
          disabled={waiting || send.isPending}
          onClick={() => sendCode(channel)}
        >
          {waiting ? t('otpComp.resendIn', { count: secondsToResend }) : t('otpComp.resend')}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          disabled={waiting || send.isPending}
          onClick={() => sendCode(otherChannel(channel))}
        >
          {t(`otpComp.sendInstead.${otherChannel(channel)}`)}
        </button>
      </div>
    </form>
  );
}
