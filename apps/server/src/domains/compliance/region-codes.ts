const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * Codes that have a name in the region table but are not a country a visitor can be in: unknown
 * (ZZ), unions and groupings (EU, EZ, UN), outlying Oceania (QO), and UK, which is not the ISO
 * code of the United Kingdom (GB). An edge that sends one has not located the visitor.
 */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'UK']);

const ALPHA_2 = /^[A-Z]{2}$/;

/**
 * The upper-cased ISO 3166-1 alpha-2 code of a country, or undefined when the text is not one.
 * Edge placeholders such as Cloudflare's XX (unknown) and T1 (Tor) are not countries either.
 */
export function countryCodeOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const code = text.trim().toUpperCase();
  if (!ALPHA_2.test(code) || NOT_COUNTRIES.has(code)) return undefined;
  return REGION_NAMES.of(code) === undefined ? undefined : code;
}

/** The English name of a country code (Brazil for BR); the code itself when it has none. */
export function countryNameOf(code: string): string {
  try {
    return REGION_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
