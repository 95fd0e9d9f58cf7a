import { signatureMatches } from '@vauhti/server-kit';

/** A signed request older or newer than this is refused: a captured request cannot be replayed later. */
export const SIGNATURE_WINDOW_MS = 300_000;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

type Signed = { merchantId: string | undefined; signature: string | undefined };

/**
 * A POST (docs/payments-integration.md section 2): the known merchant, the HMAC of its method,
 * path (request.url: path and query as received) and raw body, and a body `ts` within the window.
 */
export function verifyPostSignature(
  request: { method: string; path: string; rawBody: string },
  headers: Signed,
  merchant: { merchantId: string; secret: string },
  nowMs: number,
): SignatureCheck {
  const { rawBody } = request;
  if (headers.merchantId !== merchant.merchantId) return { ok: false, reason: 'unknown merchant' };
  const signed = { method: request.method, path: request.path, content: rawBody };
  if (!signatureMatches(signed, headers.signature, merchant.secret)) {
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

/** A GET: the HMAC of its method, path with query and, for content, the ts it sends in X-Timestamp. */
export function verifyGetSignature(
  pathWithQuery: string,
  timestamp: string | undefined,
  headers: Signed,
  merchant: { merchantId: string; secret: string },
  nowMs: number,
): SignatureCheck {
  if (headers.merchantId !== merchant.merchantId) return { ok: false, reason: 'unknown merchant' };
  if (timestamp === undefined || !/^[0-9]{1,16}$/.test(timestamp)) return { ok: false, reason: 'X-Timestamp missing' };
  const signed = { method: 'GET', path: pathWithQuery, content: timestamp };
  if (!signatureMatches(signed, headers.signature, merchant.secret)) {
    return { ok: false, reason: 'missing, malformed or mismatched signature' };
  }
  return withinWindow(Number(timestamp), nowMs);
}

function withinWindow(ts: unknown, nowMs: number): SignatureCheck {
  if (typeof ts !== 'number' || !Number.isFinite(ts) || Math.abs(nowMs - ts) > SIGNATURE_WINDOW_MS) {
    return { ok: false, reason: 'ts missing or outside the window' };
  }
  return { ok: true };
}
