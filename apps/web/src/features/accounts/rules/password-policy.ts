/**
 * The platform's password policy (identity README, "Passwords"), mirrored for the live hints:
 * 8 to 128 characters after NFKC, not only letters, not only digits, not containing the e-mail's
 * local part when it has 3 or more characters. The server stays the judge (WEAK_PASSWORD).
 */
export const PASSWORD_LENGTH_MIN = 8;
export const PASSWORD_LENGTH_MAX = 128;
const EMAIL_LOCAL_PART_LENGTH_CHECKED_MIN = 3;

export type PasswordRule = 'length' | 'notOnlyLetters' | 'notOnlyDigits' | 'notEmail';

export type PasswordCheck = { rule: PasswordRule; met: boolean };

export function checkPasswordPolicy(password: string, email = ''): PasswordCheck[] {
  const normalized = password.normalize('NFKC');
  const length = [...normalized].length;
  const localPart = email.split('@')[0]?.trim().toLowerCase() ?? '';
  const containsEmail =
    localPart.length >= EMAIL_LOCAL_PART_LENGTH_CHECKED_MIN && normalized.toLowerCase().includes(localPart);
  return [
    { rule: 'length', met: length >= PASSWORD_LENGTH_MIN && length <= PASSWORD_LENGTH_MAX },
    { rule: 'notOnlyLetters', met: length > 0 && !/^\p{L}+$/u.test(normalized) },
    { rule: 'notOnlyDigits', met: length > 0 && !/^\p{Nd}+$/u.test(normalized) },
    { rule: 'notEmail', met: length > 0 && !containsEmail },
  ];
}

/** The first rule a password breaks, for the form's validation message; undefined when it passes. */
export function brokenPasswordRule(password: string, email = ''): PasswordRule | undefined {
  return checkPasswordPolicy(password, email).find((check) => !check.met)?.rule;
}
