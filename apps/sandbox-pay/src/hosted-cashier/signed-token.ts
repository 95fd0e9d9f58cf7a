import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/*
 * Short-lived tokens signed with a key of this process: `<base64url JSON>.<base64url HMAC-SHA256>`.
 * The hosted cashier's session token and the lookup's didToken are such tokens. A restart
 * invalidates them, which only makes an open cashier boot again. Tests may pass a key.
 */

export type TokenCheck<Claims> =
  | { ok: true; claims: Claims & { exp: number } }
  | { ok: false; code: 'TOKEN_MISSING' | 'TOKEN_INVALID' | 'TOKEN_EXPIRED' };

export type SignedTokens<Claims> = {
  issue(claims: Claims, nowMs?: number): { token: string; expiresAt: string };
  check(token: string | undefined, nowMs?: number): TokenCheck<Claims>;
};

export function createSignedTokens<Schema extends z.ZodObject>(
  schema: Schema,
  options: { ttlMs: number; key?: Buffer },
): SignedTokens<z.infer<Schema>> {
  type Claims = z.infer<Schema>;
  const key = options.key ?? randomBytes(32);
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(claims, nowMs = Date.now()) {
      const exp = nowMs + options.ttlMs;
      const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
      return { token: `${body}.${sign(body)}`, expiresAt: new Date(exp).toISOString() };
    },
    check(token, nowMs = Date.now()) {
      if (!token) return { ok: false, code: 'TOKEN_MISSING' };
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, code: 'TOKEN_INVALID' };
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, code: 'TOKEN_INVALID' };
      }
      const decoded = parseJson(Buffer.from(body, 'base64url').toString('utf8'));
      const exp = (decoded as { exp?: unknown } | undefined)?.exp;
      const parsed = schema.safeParse(decoded);
      if (!parsed.success || typeof exp !== 'number') return { ok: false, code: 'TOKEN_INVALID' };
      if (exp <= nowMs) return { ok: false, code: 'TOKEN_EXPIRED' };
      return { ok: true, claims: { ...(parsed.data as Claims), exp } };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
