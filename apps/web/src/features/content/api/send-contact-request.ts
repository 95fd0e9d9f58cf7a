import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactSent } from '@vauhti/contracts/site';
import { ApiError, apiRequest } from '../../../lib/api/client';

/** The code of an answer that came back without the message being sent (spec 8: "send falsy"). */
export const CONTACT_NOT_SENT = 'CONTACT_NOT_SENT';

/**
 * Sends the contact request of spec part 2, section 3; an answer other than { sent: true } is a
 * failure like any other.
 */
export async function sendContactRequest(request: ContactBody): Promise<void> {
  const answer = await apiRequest<Partial<ContactSent> | undefined>('/contact', { method: 'POST', body: request });
  if (answer?.sent !== true) throw new ApiError(200, CONTACT_NOT_SENT, 'The message was not sent.');
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
