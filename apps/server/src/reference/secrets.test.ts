import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashOneTimeCode, hexDigestsEqual, randomOneTimeCode, randomToken, sha256Hex } from './secrets';

describe('secrets', () => {
  it('makes 256-bit url-safe tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, randomToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes six-digit codes, leading zeros kept', () => {
    for (let index = 0; index < 500; index += 1) expect(randomOneTimeCode()).toMatch(/^\d{6}$/);
  });

  it('hashes a code with its salt, so equal codes do not look equal in storage', () => {
    expect(hashOneTimeCode('123456', 'a')).not.toBe(hashOneTimeCode('123456', 'b'));
    expect(hashOneTimeCode('123456', 'a')).toBe(hashOneTimeCode('123456', 'a'));
  });

  it('compares digests exactly', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (left, right) => {
        expect(hexDigestsEqual(sha256Hex(left), sha256Hex(right))).toBe(left === right);
      }),
    );
    expect(hexDigestsEqual('ab', 'abcd')).toBe(false);
  });
});
