export const PASSWORD_LENGTH_MIN = 8;
export const PASSWORD_LENGTH_MAX = 128;
/** A shorter e-mail local part ("jo") is too common a substring to forbid. */
const EMAIL_LOCAL_PART_LENGTH_CHECKED_MIN = 3;

export type PasswordRule = 'min_length' | 'max_length' | 'letters_only' | 'digits_only' | 'contains_email';

/**
 * Passwords are compared after NFKC normalisation, so the same password typed on two keyboards
 * that encode "é" differently still matches (NIST SP 800-63B, 5.1.1.2).
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/**
 * The password policy: 8 to 128 characters (code points, after normalisation), not only letters
 * and not only digits, and not containing the local part of the player's e-mail address. Length
 * matters more than composition, so there is no rule for symbols or letter case. Returns the
 * first rule broken, or undefined.
 */
export function brokenPasswordRule(password: string, email: string): PasswordRule | undefined {
  const normalized = normalizePassword(password);
  const length = [...normalized].length;
  if (length < PASSWORD_LENGTH_MIN) return 'min_length';
  if (length > PASSWORD_LENGTH_MAX) return 'max_length';
  if (/^\p{L}+$/u.test(normalized)) return 'letters_only';
  if (/^\p{Nd}+$/u.test(normalized)) return 'digits_only';
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= EMAIL_LOCAL_PART_LENGTH_CHECKED_MIN && normalized.toLowerCase().includes(localPart)) {
    return 'contains_email';
  }
  return undefined;
}

export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  min_length: `use at least ${PASSWORD_LENGTH_MIN} characters`,
  max_length: `use at most ${PASSWORD_LENGTH_MAX} characters`,
  letters_only: 'add a digit or a symbol; letters alone are too easy to guess',
  digits_only: 'add a letter or a symbol; digits alone are too easy to guess',
  contains_email: 'do not use your e-mail address in your password',
};
