import { useMutation } from '@tanstack/react-query';
import type { CodeSent, OtpChannel, SendCodeBody } from '@vauhti/contracts/accounts';
import { apiRequest } from '../../../lib/api/client';

/** POST /registration/step3/send: a six-digit code over SMS or e-mail. */
export function sendVerificationCode(channel: OtpChannel) {
  const body: SendCodeBody = { channel };
  return apiRequest<CodeSent>('/registration/step3/send', { method: 'POST', body });
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
