import { originOf } from '../shared/messages';
import { themeVariables } from '../shared/theme';

/*
 * The lookup's query as the bootstrapper builds it from `lookupConfig`: merchantId, the merchant's
 * lookup settings (userId, sessionId, environment, userData as JSON, ...), locale, hostUri (the
 * merchant page's origin, top level here), theme_<group>_<key> and containerWidth.
 */
export type LookupQuery = {
  merchantId: string;
  userId: string | null;
  sessionId: string | null;
  locale: string;
  hostOrigin: string | null;
  email: string;
  phone: string;
  theme: Record<string, string>;
};

export function parseLookupQuery(search: string): LookupQuery {
  const query = new URLSearchParams(search);
  const userData = parseUserData(query.get('userData'));
  const pick = (...values: (string | null | undefined)[]) =>
    values.find((value) => typeof value === 'string' && value.trim().length > 0)?.trim() ?? '';
  return {
    merchantId: pick(query.get('merchantId')),
    userId: pick(query.get('userId'), query.get('user.userId'), userData.userId) || null,
    sessionId: pick(query.get('sessionId'), query.get('user.sessionId'), userData.sessionId) || null,
    locale: pick(query.get('locale'), query.get('user.locale')) || 'en_GB',
    hostOrigin: originOf(query.get('hostUri') ?? query.get('attributes.hostUri')),
    email: pick(query.get('user.email'), query.get('email'), userData.email),
    phone: pick(query.get('user.mobile'), query.get('user.phone'), query.get('phone'), userData.mobile, userData.phone),
    theme: themeVariables(query),
  };
}

/** `userData` arrives as a JSON string (the bootstrapper stringifies it); only its string values are used. */
function parseUserData(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    const strings: Record<string, string> = {};
    for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') strings[key] = entry;
    return strings;
  } catch {
    return {};
  }
}
