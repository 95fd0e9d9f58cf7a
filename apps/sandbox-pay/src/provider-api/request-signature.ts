import { signatureMatches } from '@vauhti/server-kit';

/** A signed request older or newer than this is refused: a captured request cannot be replayed later. */
export const SIGNATURE_WINDOW_MS = 300_000;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

type Signed = { merchantId: string | undefined; signature: string | undefined };

/**
 * A POST (docs/payments-integration.md section 2): the known merchant, the HMAC of the raw body,
 * and a body `ts` within the window.
 */
export function verifyPostSignature(
  rawBody: string,
  headers: Signed,
  merchant: { merchantId: string; secret: string },
  nowMs: number,
): SignatureCheck {
  if (headers.merchantId !== merchant.merchantId) return { ok: false, reason: 'unknown merchant' };
  if (!signatureMatches(Buffer.from(rawBody), headers.signature, merchant.secret)) {
    return { ok: false, reason: 'missing, malformed or mismatched signature' };
  }
  let ts: unknown;
  try {
    ts = (JSON.parse(rawBody) as { ts?: unknown }).ts;
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
  return withinWindow(ts, nowMs);
}

/** A GET: the HMAC of `GET <path with query>\n<ts>`, with ts in X-Timestamp. */
export function verifyGetSignature(
  pathWithQuery: string,
  timestamp: string | undefined,
  headers: Signed,
  merchant: { merchantId: string; secret: string },
  nowMs: number,
): SignatureCheck {
  if (headers.merchantId !== merchant.merchantId) return { ok: false, reason: 'unknown merchant' };
  if (timestamp === undefined || !/^[0-9]{1,16}$/.test(timestamp)) return { ok: false, reason: 'X-Timestamp missing' };
  if (!signatureMatches(Buffer.from(getSigningString(pathWithQuery, timestamp)), headers.signature, merchant.secret)) {
    return { ok: false, reason: 'missing, malformed or mismatched signature' };
  }
  return withinWindow(Number(timestamp), nowMs);
}

export function getSigningString(pathWithQuery: string, timestamp: string | number): string {
  return `GET ${pathWithQuery}\n${timestamp}`;
}

function withinWindow(ts: unknown, nowMs: number): SignatureCheck {
  if (typeof ts !== 'number' || !Number.isFinite(ts) || Math.abs(nowMs - ts) > SIGNATURE_WINDOW_MS) {
    return { ok: false, reason: 'ts missing or outside the window' };
  }
  return { ok: true };
}
