import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureMatches, signedText, signRequest } from './signed-request';

describe('signed requests', () => {
  const body = '{"ts":1750000000000,"token":"abc"}';
  const request = { method: 'POST', path: '/api/wallet/v1/authenticate', content: body };

  it('is the hex HMAC-SHA256 of the method, the path and the exact body bytes, one per line', () => {
    expect(signedText(request).toString('utf8')).toBe(`POST\n/api/wallet/v1/authenticate\n${body}`);
    const expected = createHmac('sha256', 'dev-games-secret')
      .update(`POST\n/api/wallet/v1/authenticate\n${body}`)
      .digest('hex');
    expect(signRequest(request, 'dev-games-secret')).toBe(expected);
    expect(signatureMatches(request, expected, 'dev-games-secret')).toBe(true);
    expect(signatureMatches({ ...request, content: Buffer.from(body) }, expected, 'dev-games-secret')).toBe(true);
    expect(signatureMatches(request, expected.toUpperCase(), 'dev-games-secret')).toBe(true);
  });

  it('refuses the same body under another path, method or query, and a body signed alone', () => {
    const signature = signRequest(request, 'dev-games-secret');
    for (const other of [
      { ...request, path: '/api/wallet/v1/bet' },
      { ...request, path: '/api/wallet/v1/authenticate?x=1' },
      { ...request, path: '/prefix/api/wallet/v1/authenticate' },
      { ...request, method: 'PUT' },
    ]) {
      expect(signatureMatches(other, signature, 'dev-games-secret'), JSON.stringify(other)).toBe(false);
    }
    const bodyOnly = createHmac('sha256', 'dev-games-secret').update(body).digest('hex');
    expect(signatureMatches(request, bodyOnly, 'dev-games-secret')).toBe(false);
  });

  it('refuses another secret, other bytes, and anything that is not 64 hex digits', () => {
    const signature = signRequest(request, 'dev-games-secret');
    expect(signatureMatches(request, signature, 'dev-sports-secret')).toBe(false);
    expect(signatureMatches({ ...request, content: `${body} ` }, signature, 'dev-games-secret')).toBe(false);
    for (const bad of [undefined, '', signature.slice(0, 63), `${signature}0`, `${signature.slice(0, 63)}g`]) {
      expect(signatureMatches(request, bad, 'dev-games-secret'), String(bad)).toBe(false);
    }
  });

  it('cannot be made ambiguous: a method or path with a newline, a space or no leading slash is never signed', () => {
    for (const bad of [
      { ...request, path: '/api/wallet/v1/bet\nPOST' },
      { ...request, path: 'api/wallet/v1/bet' },
      { ...request, path: '/api/wallet v1/bet' },
      { ...request, method: 'POST\n/api' },
      { ...request, method: 'post' },
    ]) {
      expect(() => signRequest(bad, 'dev-games-secret'), JSON.stringify(bad)).toThrow();
      expect(signatureMatches(bad, '0'.repeat(64), 'dev-games-secret')).toBe(false);
    }
  });
});
