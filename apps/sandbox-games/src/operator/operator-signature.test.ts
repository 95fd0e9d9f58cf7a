import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyOperatorRequest } from './operator-signature';

const secrets = { vauhti: 'dev-operator-secret' };
const now = 1_800_000_000_000;
const sign = (body: string, secret = 'dev-operator-secret') => createHmac('sha256', secret).update(body).digest('hex');

describe('operator request signature', () => {
  it('accepts a body signed with the operator secret and a fresh ts', () => {
    const body = JSON.stringify({ ts: now - 299_000 });
    expect(verifyOperatorRequest(body, 'vauhti', sign(body), secrets, now)).toEqual({ ok: true, operatorId: 'vauhti' });
  });

  it('refuses an unknown operator, a wrong secret, a changed body and a malformed signature', () => {
    const body = JSON.stringify({ ts: now });
    expect(verifyOperatorRequest(body, 'other', sign(body), secrets, now).ok).toBe(false);
    expect(verifyOperatorRequest(body, 'vauhti', sign(body, 'guess-the-secret'), secrets, now).ok).toBe(false);
    expect(verifyOperatorRequest(JSON.stringify({ ts: now + 1 }), 'vauhti', sign(body), secrets, now).ok).toBe(false);
    expect(verifyOperatorRequest(body, 'vauhti', 'abc', secrets, now).ok).toBe(false);
    expect(verifyOperatorRequest(body, undefined, sign(body), secrets, now).ok).toBe(false);
  });

  it('refuses a ts outside ±300 s or missing', () => {
    for (const ts of [now - 301_000, now + 301_000, 'soon']) {
      const body = JSON.stringify({ ts });
      expect(verifyOperatorRequest(body, 'vauhti', sign(body), secrets, now)).toMatchObject({ ok: false });
    }
    const noTs = '{}';
    expect(verifyOperatorRequest(noTs, 'vauhti', sign(noTs), secrets, now)).toMatchObject({ ok: false });
  });
});
