import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_PATTERN = /^[0-9a-fA-F]{64}$/;

/**
 * The signature of every server-to-server call between Vauhti's systems (the seamless wallet, the
 * game provider's operator API): the hex HMAC-SHA256 of the raw request body with the caller's secret.
 */
export function signBody(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Whether X-Signature is the HMAC of exactly these bytes. The comparison is constant-time, so the
 * answer's timing tells a forger nothing about how much of a guess was right.
 */
export function signatureMatches(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (signature === undefined || !SIGNATURE_PATTERN.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
