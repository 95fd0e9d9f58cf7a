import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;
export const ONE_TIME_CODE_DIGITS = 6;

/** An unguessable token for a cookie or a link: 256 random bits, base64url. */
export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * Tokens are stored as their SHA-256, so a copy of the database lets no one log in or reset a
 * password. A plain hash is enough here because the tokens carry 256 random bits.
 */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A uniformly random six-digit one-time code, leading zeros kept. */
export function randomOneTimeCode(): string {
  return String(randomInt(0, 10 ** ONE_TIME_CODE_DIGITS)).padStart(ONE_TIME_CODE_DIGITS, '0');
}

export function randomSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * A one-time code is hashed with a salt of its own. Six digits are a small space, so the hash
 * alone does not stop a determined reader of the database; what protects a code is that it lives
 * ten minutes and allows five attempts. The hash keeps live codes out of plain sight.
 */
export function hashOneTimeCode(code: string, salt: string): string {
  return sha256Hex(`${salt}:${code}`);
}

export function hexDigestsEqual(left: string, right: string): boolean {
  const leftBytes = Buffer.from(left, 'hex');
  const rightBytes = Buffer.from(right, 'hex');
  return leftBytes.length === rightBytes.length && timingSafeEqual(leftBytes, rightBytes);
}
