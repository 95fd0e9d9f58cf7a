import { signRequest } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { verifyGetSignature, verifyPostSignature } from './request-signature';

const merchant = { merchantId: 'vauhti', secret: 'dev-pay-secret' };
const now = 1_900_000_000_000;
const PATH = '/api/v1/transactions';

function signedPost(rawBody: string, path = PATH) {
  return signRequest({ method: 'POST', path, content: rawBody }, merchant.secret);
}

describe('request signatures', () => {
  it('accepts a POST signed over its method, path and raw body with a fresh ts', () => {
    const raw = JSON.stringify({ userId: 'p', ts: now - 299_000 });
    const headers = { merchantId: 'vauhti', signature: signedPost(raw) };
    expect(verifyPostSignature({ method: 'POST', path: PATH, rawBody: raw }, headers, merchant, now)).toEqual({
      ok: true,
    });
  });

  it('refuses a changed body, an old ts, another merchant, a missing signature and another path', () => {
    const raw = JSON.stringify({ userId: 'p', ts: now });
    const signature = signedPost(raw);
    const request = { method: 'POST', path: PATH, rawBody: raw };
    const changed = { ...request, rawBody: raw.replace('"p"', '"q"') };
    expect(verifyPostSignature(changed, { merchantId: 'vauhti', signature }, merchant, now).ok).toBe(false);
    expect(verifyPostSignature(request, { merchantId: 'other', signature }, merchant, now).ok).toBe(false);
    expect(verifyPostSignature(request, { merchantId: 'vauhti', signature: undefined }, merchant, now).ok).toBe(false);
    const elsewhere = { ...request, path: '/api/v1/instruments' };
    expect(verifyPostSignature(elsewhere, { merchantId: 'vauhti', signature }, merchant, now).ok).toBe(false);
    const old = JSON.stringify({ userId: 'p', ts: now - 301_000 });
    const oldRequest = { ...request, rawBody: old };
    expect(
      verifyPostSignature(oldRequest, { merchantId: 'vauhti', signature: signedPost(old) }, merchant, now).ok,
    ).toBe(false);
  });

  it('accepts a GET signed over its method, path with query and X-Timestamp, and refuses another path', () => {
    const path = '/api/v1/p/123/status?x=1';
    const signature = signRequest({ method: 'GET', path, content: String(now) }, merchant.secret);
    expect(verifyGetSignature(path, String(now), { merchantId: 'vauhti', signature }, merchant, now)).toEqual({
      ok: true,
    });
    expect(
      verifyGetSignature('/api/v1/p/124/status?x=1', String(now), { merchantId: 'vauhti', signature }, merchant, now)
        .ok,
    ).toBe(false);
    expect(verifyGetSignature(path, undefined, { merchantId: 'vauhti', signature }, merchant, now).ok).toBe(false);
    // The POST of the same path with the timestamp as its body is another request.
    const asPost = { method: 'POST', path, rawBody: String(now) };
    expect(verifyPostSignature(asPost, { merchantId: 'vauhti', signature }, merchant, now).ok).toBe(false);
  });
});
