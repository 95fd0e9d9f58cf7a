import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signature of every server-to-server call between Vauhti's systems (the seamless wallet, the
 * merchant API, the payment provider's API, the game provider's operator API): the hex
 * HMAC-SHA256, with the caller's secret, of the call's method, path and content (ADR 0024). The
 * method and path are signed so that a body signed for one call is not valid for another: a
 * captured `cancel` cannot be replayed as a `transfer`.
 */

const SIGNATURE_PATTERN = /^[0-9a-fA-F]{64}$/;
const METHOD_PATTERN = /^[A-Z]{1,16}$/;
/** A request target's path and query: printable ASCII without spaces, starting with a slash. */
const PATH_PATTERN = /^\/[\x21-\x7e]{0,2047}$/;

export type SignedRequest = {
  /** The HTTP method as sent: `POST`, `GET`. */
  method: string;
  /**
   * The request target as the receiving application routes it: path and query string exactly as
   * sent on the request line (percent-encoded), without scheme, host, or a prefix that a reverse
   * proxy in front of the receiver strips. The signer signs the path it appends to the receiver's
   * configured base URL; the receiver reads it from the request line.
   */
  path: string;
  /** The exact bytes of the body; for a GET, which has none, the X-Timestamp value. */
  content: string | Buffer;
};

/**
 * The text a signature covers: `${method}\n${path}\n` followed by the content's bytes. Neither the
 * method nor the path can hold a newline, so the three parts are never ambiguous.
 */
export function signedText(request: SignedRequest): Buffer {
  if (!METHOD_PATTERN.test(request.method)) throw new Error(`not an HTTP method to sign: ${request.method}`);
  if (!PATH_PATTERN.test(request.path)) throw new Error('a signed path starts with / and is printable ASCII');
  const content = typeof request.content === 'string' ? Buffer.from(request.content, 'utf8') : request.content;
  return Buffer.concat([Buffer.from(`${request.method}\n${request.path}\n`, 'ascii'), content]);
}

/** The X-Signature of a call: hex HMAC-SHA256 of signedText with the shared secret. */
export function signRequest(request: SignedRequest, secret: string): string {
  return createHmac('sha256', secret).update(signedText(request)).digest('hex');
}

/**
 * Whether X-Signature signs exactly this method, path and content. The comparison is constant-time,
 * so the answer's timing tells a forger nothing about how much of a guess was right. A method or
 * path that could not have been signed does not match.
 */
export function signatureMatches(request: SignedRequest, signature: string | undefined, secret: string): boolean {
  if (signature === undefined || !SIGNATURE_PATTERN.test(signature)) return false;
  if (!METHOD_PATTERN.test(request.method) || !PATH_PATTERN.test(request.path)) return false;
  const expected = createHmac('sha256', secret).update(signedText(request)).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
