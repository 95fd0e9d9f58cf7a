import { z } from 'zod';
import type { VerifiedUser } from '../payments/cashier-facade';
import { createSignedTokens, type SignedTokens } from './signed-token';

/*
 * The hosted cashier's session token. The page runs in a third-party iframe, where cookies are
 * blocked or partitioned, so the page keeps this token in memory and sends it as a header. It
 * carries the player exactly as the merchant's verifyuser answered at boot, signed so the browser
 * cannot change it; the page boots again for a fresher balance or a new token.
 */

/** How long a token is good for. */
export const CASHIER_TOKEN_TTL_MS = 30 * 60 * 1000;
export const CASHIER_TOKEN_HEADER = 'x-cashier-token';

const VerifiedUserSchema = z.object({
  merchantId: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: z.string(),
  currency: z.string(),
  locale: z.string(),
  balance: z.number().int(),
  kycStatus: z.string(),
  userCat: z.string(),
}) satisfies z.ZodType<VerifiedUser>;

export type CashierTokens = SignedTokens<VerifiedUser>;

export function createCashierTokens(key?: Buffer, ttlMs = CASHIER_TOKEN_TTL_MS): CashierTokens {
  return createSignedTokens(VerifiedUserSchema, key ? { ttlMs, key } : { ttlMs });
}

/** Only the fields of a verified user, whatever else the object carries (the token's exp). */
export function verifiedUserOf(claims: VerifiedUser): VerifiedUser {
  return VerifiedUserSchema.parse(claims);
}
