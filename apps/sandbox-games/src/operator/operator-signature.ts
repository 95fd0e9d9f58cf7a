import type { OperatorRequest } from '@vauhti/contracts/games';
import { signatureMatches } from '@vauhti/server-kit';

/** A signed request older or newer than this is refused: a captured body cannot be replayed later. */
export const SIGNATURE_WINDOW_MS = 300_000;

export type SignatureCheck = { ok: true; operatorId: string } | { ok: false; reason: string };

/**
 * Checks an operator request (docs/games-integration.md section 1): a known X-Operator-Id, an
 * X-Signature that is the hex HMAC-SHA256 of the request's method, path (request.url: path and
 * query as received) and raw body with that operator's secret (server-kit's signedText, compared
 * in constant time), and a body `ts` within the window.
 */
export function verifyOperatorRequest(
  request: { method: string; path: string; rawBody: string },
  operatorId: string | undefined,
  signature: string | undefined,
  secrets: Record<string, string>,
  nowMs: number,
): SignatureCheck {
  const secret = operatorId ? secrets[operatorId] : undefined;
  if (!operatorId || !secret) return { ok: false, reason: 'unknown operator' };
  const { rawBody } = request;
  if (!signatureMatches({ method: request.method, path: request.path, content: rawBody }, signature, secret)) {
    return { ok: false, reason: 'missing, malformed or mismatched signature' };
  }
  let ts: unknown;
  try {
    ts = (JSON.parse(rawBody) as Partial<Record<keyof OperatorRequest, unknown>>).ts;
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
  if (typeof ts !== 'number' || !Number.isFinite(ts) || Math.abs(nowMs - ts) > SIGNATURE_WINDOW_MS) {
    return { ok: false, reason: 'ts missing or outside the window' };
  }
  return { ok: true, operatorId };
}
