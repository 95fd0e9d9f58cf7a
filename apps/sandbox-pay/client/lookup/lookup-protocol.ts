import { type PostedMessage, readPostedMessage } from '../shared/messages';

/*
 * The lookup's side of the bootstrapper protocol (paymentiq-cashier-bootstrapper 1.7.4). The host
 * answers PIQ_LOOKUP_SHA_256 {codeVerifier} with {codeChallenge, codeVerifier}, the challenge being
 * the raw SHA-256 digest (an ArrayBuffer after structured cloning).
 */

/** The customer as the lookup reports it: the host passes it to the cashier it sets up. */
export type IdentifiedCustomer = {
  userId: string | null;
  sessionId: string | null;
  user: Record<string, string>;
  attributes: Record<string, string>;
  didToken: string;
};

export const lookupOutgoing = {
  initLoad: (): PostedMessage => ({ eventType: 'LOOKUP_INIT_LOAD' }),
  reportHeight: (height: number): PostedMessage => ({ eventType: 'PIQ_LOOKUP_REPORT_HEIGHT', payload: { height } }),
  sha256Request: (codeVerifier: string): PostedMessage => ({
    eventType: 'PIQ_LOOKUP_SHA_256',
    payload: { codeVerifier },
  }),
  identified: (customer: IdentifiedCustomer): PostedMessage => ({
    eventType: 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED',
    payload: { ...customer },
  }),
  customerData: (customer: IdentifiedCustomer): PostedMessage => ({
    eventType: 'PIQ_CUSTOMER_DATA',
    payload: { userId: customer.userId, ...customer.user },
  }),
  editUser: (): PostedMessage => ({ eventType: 'PIQ_LOOKUP_EDIT_USER' }),
  reset: (): PostedMessage => ({ eventType: 'PIQ_LOOKUP_CUSTOMER_RESET' }),
};

/** The host's SHA-256 answer, only from the merchant's origin, with the challenge as base64url. */
export function readChallengeAnswer(
  event: { origin: string; data: unknown },
  hostOrigin: string | null,
): { codeVerifier: string; codeChallenge: string } | null {
  if (hostOrigin === null || event.origin !== hostOrigin) return null;
  const message = readPostedMessage(event.data);
  if (message?.eventType !== 'PIQ_LOOKUP_SHA_256') return null;
  const payload = message.payload as { codeChallenge?: unknown; codeVerifier?: unknown } | undefined;
  if (typeof payload?.codeVerifier !== 'string') return null;
  const challenge = payload.codeChallenge;
  if (typeof challenge === 'string') return { codeVerifier: payload.codeVerifier, codeChallenge: challenge };
  const bytes = bytesOf(challenge);
  return bytes ? { codeVerifier: payload.codeVerifier, codeChallenge: base64Url(bytes) } : null;
}

function bytesOf(value: unknown): Uint8Array | null {
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return null;
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A PKCE-style verifier: 32 random bytes, base64url (43 characters). */
export function newCodeVerifier(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return base64Url(random(new Uint8Array(32)));
}

export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
/** An international phone number: an optional +, then 6 to 15 digits with spaces or dashes between. */
export const PHONE_PATTERN = /^\+?\d[\d\s-]{5,18}\d$/;

export function validateContact(
  email: string,
  phone: string,
): { field: 'email' | 'phone'; problem: 'required' | 'invalid' } | null {
  if (email.trim().length === 0) return { field: 'email', problem: 'required' };
  if (!EMAIL_PATTERN.test(email.trim())) return { field: 'email', problem: 'invalid' };
  if (phone.trim().length > 0 && !PHONE_PATTERN.test(phone.trim())) return { field: 'phone', problem: 'invalid' };
  return null;
}
