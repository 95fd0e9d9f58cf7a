import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

export type OtpChannel = 'sms' | 'email';

export type CodeSent = {
  channel: OtpChannel;
  /** Masked: "+358*****67", "j***@example.com". */
  destination: string;
  expiresAt: string;
  resendAvailableAt: string;
  attemptsMax: number;
};

/** POST /registration/step3/send: a six-digit code over SMS or e-mail. */
export function sendVerificationCode(channel: OtpChannel) {
  return apiRequest<CodeSent>('/registration/step3/send', { method: 'POST', body: { channel } });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
