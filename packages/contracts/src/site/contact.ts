import { z } from 'zod';
import { CONTACT_LIMITS, ENQUIRY_TYPES } from './wire-values';

/*
 * POST /api/v1/contact (spec part 2, sections 3 and 5): the contact form's message. The schema
 * checks types and puts a ceiling on sizes; the platform's compliance domain decides what each
 * value must look like (contact-request.ts), so every refusal names its field in the same way.
 * The support address ("to") is the platform's to choose, so the site does not send it.
 */

const bounded = (lengthMax: number) => z.string().max(lengthMax);

export const ContactBodySchema = z.object({
  subject: bounded(64).describe(`the enquiry type: ${ENQUIRY_TYPES.join(', ')}`),
  body: bounded(20_000).describe(`the description, up to ${CONTACT_LIMITS.bodyLengthMax} characters`),
  fromEmail: bounded(1_000)
    .optional()
    .describe(`up to ${CONTACT_LIMITS.fromEmailLengthMax} characters; a logged-in player's account address wins`),
  /** First and last name joined with a space. */
  fromName: bounded(1_000)
    .optional()
    .describe(`first and last name, up to ${CONTACT_LIMITS.fromNameLengthMax} characters; the account's name wins`),
});

/** The answer (202) once the message is queued; anything else means it was not sent. */
export const ContactSentSchema = z.object({ sent: z.literal(true) });

export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactSent = z.infer<typeof ContactSentSchema>;
