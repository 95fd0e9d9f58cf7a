/**
 * International calling codes of the countries the platform knows (identity countries.ts). The
 * phone field offers them as the prefix; the platform stores E.164 (+358401234567).
 */
export const CALLING_CODES: Record<string, string> = {
  AT: '+43',
  CA: '+1',
  CH: '+41',
  CL: '+56',
  DE: '+49',
  DK: '+45',
  EC: '+593',
  EE: '+372',
  ES: '+34',
  FI: '+358',
  FR: '+33',
  GB: '+44',
  GR: '+30',
  HU: '+36',
  IE: '+353',
  JP: '+81',
  KR: '+82',
  NL: '+31',
  NO: '+47',
  NZ: '+64',
  PE: '+51',
  PL: '+48',
  RO: '+40',
  SE: '+46',
  US: '+1',
};

/** The distinct prefixes, shortest code first for a stable list. */
export const CALLING_CODE_OPTIONS = [...new Set(Object.values(CALLING_CODES))].sort(
  (left, right) => Number(left.slice(1)) - Number(right.slice(1)),
);

export function callingCodeOf(countryCode: string | undefined): string {
  return (countryCode && CALLING_CODES[countryCode]) || '+358';
}

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The number in E.164: a number typed with its own + or 00 prefix is taken as it is; otherwise
 * the national number's trunk 0 is dropped and the chosen prefix put in front.
 */
export function toE164(prefix: string, number: string): string {
  const compact = number.replace(/[\s.()/-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${prefix}${compact.replace(/^0+/, '')}`;
}

export function isE164(phone: string): boolean {
  return E164.test(phone);
}

/** Splits a stored E.164 number into the longest known prefix and the rest, for editing. */
export function splitPhone(phone: string | null, fallbackPrefix: string): { prefix: string; number: string } {
  if (!phone) return { prefix: fallbackPrefix, number: '' };
  const prefix = [...CALLING_CODE_OPTIONS]
    .sort((left, right) => right.length - left.length)
    .find((candidate) => phone.startsWith(candidate));
  return prefix ? { prefix, number: phone.slice(prefix.length) } : { prefix: fallbackPrefix, number: phone };
}
