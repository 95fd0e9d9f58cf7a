import { CONTACT_LIMITS, ENQUIRY_TYPES } from '@vauhti/contracts/site';
import { z } from 'zod';

/** Spec 5: the e-mail address is at most 64 characters; the platform refuses a longer one too. */
export const EMAIL_LENGTH_MAX = CONTACT_LIMITS.fromEmailLengthMax;
/** A limit the spec leaves open, so that nothing is unbounded (the platform takes the two joined up to 130). */
export const NAME_LENGTH_MAX = 100;
/** The platform's limit of the description. */
export const DESCRIPTION_LENGTH_MAX = CONTACT_LIMITS.bodyLengthMax;

/** One @, something on each side, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * The contact form's rules (spec 5): first name, last name, enquiry and description required;
 * the e-mail address format-checked and at most 64 characters. The address is where the answer
 * goes, so an empty one fails the format check too. Messages are keys under contactComp.errors.
 */
export const contactFormSchema = z.object({
  firstName: z.string().trim().min(1, 'firstNameRequired').max(NAME_LENGTH_MAX, 'nameTooLong'),
  lastName: z.string().trim().min(1, 'lastNameRequired').max(NAME_LENGTH_MAX, 'nameTooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired')
    .max(EMAIL_LENGTH_MAX, 'emailTooLong')
    .regex(EMAIL_PATTERN, 'emailInvalid'),
  enquiry: z.string().pipe(z.enum(ENQUIRY_TYPES, { error: 'enquiryRequired' })),
  description: z.string().trim().min(1, 'descriptionRequired').max(DESCRIPTION_LENGTH_MAX, 'descriptionTooLong'),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
export type ContactField = keyof ContactFormInput;

/** The request fields the platform may name in an error, and the form field each one is. */
export const FIELD_OF_REQUEST: Record<string, ContactField> = {
  subject: 'enquiry',
  body: 'description',
  fromEmail: 'email',
  fromName: 'firstName',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  enquiry: 'enquiry',
  description: 'description',
};
