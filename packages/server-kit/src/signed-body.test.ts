import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureMatches, signBody } from './signed-body';

describe('signed bodies', () => {
  const body = Buffer.from('{"ts":1750000000000,"token":"abc"}');

  it('is the hex HMAC-SHA256 of the exact bytes with the provider secret', () => {
    const expected = createHmac('sha256', 'dev-games-secret').update(body).digest('hex');
    expect(signBody(body, 'dev-games-secret')).toBe(expected);
    expect(signatureMatches(body, expected, 'dev-games-secret')).toBe(true);
    expect(signatureMatches(body, expected.toUpperCase(), 'dev-games-secret')).toBe(true);
  });

  it('refuses another secret, other bytes, and anything that is not 64 hex digits', () => {
    const signature = signBody(body, 'dev-games-secret');
    expect(signatureMatches(body, signature, 'dev-sports-secret')).toBe(false);
    expect(signatureMatches(Buffer.from(`${body.toString()} `), signature, 'dev-games-secret')).toBe(false);
    for (const bad of [undefined, '', signature.slice(0, 63), `${signature}0`, `${signature.slice(0, 63)}g`]) {
      expect(signatureMatches(body, bad, 'dev-games-secret'), String(bad)).toBe(false);
    }
  });
});
