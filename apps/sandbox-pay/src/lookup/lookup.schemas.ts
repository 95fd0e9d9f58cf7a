import { z } from 'zod';

/** The lookup page's one call: who is paying. Contact details are bounded and shaped like the page checks them. */
export const IdentifyBodySchema = z.object({
  merchantId: z.string().trim().min(1).max(200),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/, 'must be an e-mail address'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d[\d\s-]{5,18}\d$/, 'must be a phone number such as +358 40 123 4567')
    .optional(),
  userId: z.string().trim().min(1).max(200).optional(),
  sessionId: z.string().trim().min(1).max(200).optional(),
  /** The PKCE-style pair the merchant page computed (PIQ_LOOKUP_SHA_256): base64url. */
  codeVerifier: z
    .string()
    .regex(/^[\w-]{43,128}$/, 'must be 43 to 128 base64url characters')
    .optional(),
  codeChallenge: z
    .string()
    .regex(/^[\w-]{43}$/, 'must be a base64url SHA-256 digest')
    .optional(),
});
export type IdentifyBody = z.infer<typeof IdentifyBodySchema>;

/** What the didToken binds: the identified e-mail, the verified player if any, and the code challenge. */
export const DidClaimsSchema = z.object({
  merchantId: z.string(),
  email: z.string(),
  userId: z.string().nullable(),
  codeChallenge: z.string().nullable(),
});
