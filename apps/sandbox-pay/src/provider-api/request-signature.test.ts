import { signBody } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { getSigningString, verifyGetSignature, verifyPostSignature } from './request-signature';

const merchant = { merchantId: 'vauhti', secret: 'dev-pay-secret' };
const now = 1_900_000_000_000;

describe('request signatures', () => {
  it('accepts a POST signed over its raw body with a fresh ts', () => {
    const raw = JSON.stringify({ userId: 'p', ts: now - 299_000 });
    const headers = { merchantId: 'vauhti', signature: signBody(raw, merchant.secret) };
    expect(verifyPostSignature(raw, headers, merchant, now)).toEqual({ ok: true });
  });

  it('refuses a changed body, an old ts, another merchant and a missing signature', () => {
    const raw = JSON.stringify({ userId: 'p', ts: now });
    const signature = signBody(raw, merchant.secret);
    expect(verifyPostSignature(raw.replace('"p"', '"q"'), { merchantId: 'vauhti', signature }, merchant, now).ok).toBe(
      false,
    );
    expect(verifyPostSignature(raw, { merchantId: 'other', signature }, merchant, now).ok).toBe(false);
    expect(verifyPostSignature(raw, { merchantId: 'vauhti', signature: undefined }, merchant, now).ok).toBe(false);
    const old = JSON.stringify({ userId: 'p', ts: now - 301_000 });
    expect(
      verifyPostSignature(old, { merchantId: 'vauhti', signature: signBody(old, merchant.secret) }, merchant, now).ok,
    ).toBe(false);
  });

  it('accepts a GET signed as "GET <path>\\n<ts>" and refuses another path', () => {
    const path = '/api/v1/p/123/status?x=1';
    const signature = signBody(getSigningString(path, now), merchant.secret);
    expect(verifyGetSignature(path, String(now), { merchantId: 'vauhti', signature }, merchant, now)).toEqual({
      ok: true,
    });
    expect(
      verifyGetSignature('/api/v1/p/124/status?x=1', String(now), { merchantId: 'vauhti', signature }, merchant, now)
        .ok,
    ).toBe(false);
    expect(verifyGetSignature(path, undefined, { merchantId: 'vauhti', signature }, merchant, now).ok).toBe(false);
  });
});
