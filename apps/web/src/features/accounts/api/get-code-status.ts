import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { sessionKeys } from '../../../lib/session/session-queries';
import type { OtpChannel } from './send-verification-code';

/** Registration step 3 as the server has it: the code still open, and the resend wait. */
export type CodeStatus = {
  openCode: { channel: OtpChannel; destination: string; expiresAt: string; attemptsLeft: number } | null;
  /** Seconds from the answer until another code may be sent; 0 when one may now. */
  resendInSeconds: number;
};

/** GET /registration/step3: what a reloaded step 3 shows again (the code field, the countdown). */
export const codeStatusQuery = queryOptions({
  queryKey: [...sessionKeys.player, 'registration', 'step3'] as const,
  queryFn: ({ signal }) => apiRequest<CodeStatus>('/registration/step3', { signal }),
  staleTime: 0,
  // A convenience: when it fails, step 3 starts from its send button at once instead of waiting.
  retry: false,
});

export function useCodeStatus() {
  return useQuery(codeStatusQuery);
}
