import { CONTACT_LIMITS, type ContactBody, ENQUIRY_TYPES, type EnquiryType } from '@vauhti/contracts/site';
import { isEmailAddress, normalizeEmail } from '../../reference/email-addresses';
import { fieldError, type Result, success } from './compliance-errors';

/** The form as the client sends it (POST /contact's body); `to` and anything else it adds are ignored. */
export type ContactFormInput = ContactBody;

export type CheckedContactForm = { subject: EnquiryType; body: string; fromEmail: string; fromName: string };

/** The fields the server takes from the account instead of the form, for a logged-in player. */
export type KnownSender = { email: string; name: string | null };

/** Control characters other than tab and line breaks: nothing a person types into a message. */
const STRAY_CONTROLS = /(?![\t\n\r])\p{Cc}/gu;
/** A name goes into a mail header (the subject), so it must stay on one line. */
const ANY_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Half of a surrogate pair without its other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with every broken character replaced by U+FFFD, as a UTF-8 encoder would. */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** The contact limits (CONTACT_LIMITS) count characters as code points. */
const lengthOf = (text: string) => [...text].length;

/**
 * Checks a contact form in the order the form shows its fields (name, e-mail, enquiry type,
 * description); the first problem is the answer and names its field. A logged-in player's name
 * and e-mail come from the account (`known`), so those fields of the form are not looked at,
 * except the name when the account has none yet.
 */
export function checkContactForm(input: ContactFormInput, known?: KnownSender): Result<CheckedContactForm> {
  const fromName = known?.name ? success(known.name) : checkName(input.fromName);
  if (!fromName.ok) return fromName;
  const fromEmail = known ? success(known.email) : checkSenderEmail(input.fromEmail);
  if (!fromEmail.ok) return fromEmail;
  const subject = (ENQUIRY_TYPES as readonly string[]).includes(input.subject)
    ? success(input.subject as EnquiryType)
    : fieldError<EnquiryType>('FIELD_INVALID', 'subject', `subject must be one of ${ENQUIRY_TYPES.join(', ')}`, {
        allowed: [...ENQUIRY_TYPES],
      });
  if (!subject.ok) return subject;
  const body = checkBody(input.body);
  if (!body.ok) return body;
  return success({ subject: subject.value, body: body.value, fromEmail: fromEmail.value, fromName: fromName.value });
}

function checkName(raw: string | undefined): Result<string> {
  const name = wellFormed(raw ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (name.length === 0) return fieldError('FIELD_REQUIRED', 'fromName', 'fromName is required');
  if (ANY_CONTROL.test(name)) return fieldError('FIELD_INVALID', 'fromName', 'fromName must be a plain name');
  if (lengthOf(name) > CONTACT_LIMITS.fromNameLengthMax) {
    return fieldError('FIELD_INVALID', 'fromName', `fromName is longer than ${CONTACT_LIMITS.fromNameLengthMax}`, {
      lengthMax: CONTACT_LIMITS.fromNameLengthMax,
    });
  }
  return success(name);
}

function checkSenderEmail(raw: string | undefined): Result<string> {
  if ((raw ?? '').trim().length === 0) return fieldError('FIELD_REQUIRED', 'fromEmail', 'fromEmail is required');
  const email = normalizeEmail(raw ?? '');
  if (!isEmailAddress(email)) return fieldError('FIELD_INVALID', 'fromEmail', 'fromEmail must be an e-mail address');
  if (lengthOf(email) > CONTACT_LIMITS.fromEmailLengthMax) {
    return fieldError('FIELD_INVALID', 'fromEmail', `fromEmail is longer than ${CONTACT_LIMITS.fromEmailLengthMax}`, {
      lengthMax: CONTACT_LIMITS.fromEmailLengthMax,
    });
  }
  return success(email);
}

function checkBody(raw: string): Result<string> {
  const body = wellFormed(raw).replace(STRAY_CONTROLS, '').replace(/\r\n?/g, '\n').trim();
  if (body.length === 0) return fieldError('FIELD_REQUIRED', 'body', 'body is required');
  if (lengthOf(body) > CONTACT_LIMITS.bodyLengthMax) {
    return fieldError('FIELD_INVALID', 'body', `body is longer than ${CONTACT_LIMITS.bodyLengthMax}`, {
      lengthMax: CONTACT_LIMITS.bodyLengthMax,
    });
  }
  return success(body);
}
