/*
 * What the platform accepts as an e-mail address: a player's login (identity) and a contact form's
 * sender (compliance) follow the same rule, so an address one accepts the other never refuses.
 */

export const EMAIL_LENGTH_MAX = 254;

/** The WHATWG form pattern for e-mail addresses, with a dot required in the domain. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** E-mail addresses are compared and stored trimmed and in lower case. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Whether a normalised address is one the platform accepts (within EMAIL_LENGTH_MAX, the form pattern). */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_LENGTH_MAX && EMAIL_PATTERN.test(email);
}
