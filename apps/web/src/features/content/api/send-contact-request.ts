import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api/client';

/** The five enquiry types of the contact form (spec 2.14), in the order the drop-down lists them. */
export const ENQUIRY_TYPES = ['account', 'payments', 'bonuses', 'games', 'other'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/**
 * The contact request of spec part 2, section 3. The support address ("to") is the platform's to
 * choose, so the site does not send it.
 */
export type ContactRequest = {
  subject: EnquiryType;
  body: string;
  fromEmail: string;
  /** First and last name joined with a space. */
  fromName: string;
};

/** The code of an answer that came back without the message being sent (spec 8: "send falsy"). */
export const CONTACT_NOT_SENT = 'CONTACT_NOT_SENT';

/** Sends the message; an answer other than { sent: true } is a failure like any other. */
export async function sendContactRequest(request: ContactRequest): Promise<void> {
  const answer = await apiRequest<{ sent?: boolean } | undefined>('/contact', { method: 'POST', body: request });
  if (answer?.sent !== true) throw new ApiError(200, CONTACT_NOT_SENT, 'The message was not sent.');
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
