import { signRequest } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { verifyOperatorRequest } from './operator-signature';

const secrets = { vauhti: 'dev-operator-secret' };
const now = 1_800_000_000_000;
const PATH = '/operator/v1/catalogue';
const sign = (body: string, secret = 'dev-operator-secret', path = PATH) =>
  signRequest({ method: 'POST', path, content: body }, secret);
const request = (rawBody: string, path = PATH) => ({ method: 'POST', path, rawBody });

describe('operator request signature', () => {
  it('accepts a body signed with its method and path, the operator secret and a fresh ts', () => {
    const body = JSON.stringify({ ts: now - 299_000 });
    expect(verifyOperatorRequest(request(body), 'vauhti', sign(body), secrets, now)).toEqual({
      ok: true,
      operatorId: 'vauhti',
    });
  });

  it('refuses an unknown operator, a wrong secret, a changed body, another path and a malformed signature', () => {
    const body = JSON.stringify({ ts: now });
    expect(verifyOperatorRequest(request(body), 'other', sign(body), secrets, now).ok).toBe(false);
    expect(verifyOperatorRequest(request(body), 'vauhti', sign(body, 'guess-the-secret'), secrets, now).ok).toBe(false);
    const changed = request(JSON.stringify({ ts: now + 1 }));
    expect(verifyOperatorRequest(changed, 'vauhti', sign(body), secrets, now).ok).toBe(false);
    const elsewhere = request(body, '/operator/v1/live-tables');
    expect(verifyOperatorRequest(elsewhere, 'vauhti', sign(body), secrets, now).ok).toBe(false);
    expect(verifyOperatorRequest(request(body), 'vauhti', 'abc', secrets, now).ok).toBe(false);
    expect(verifyOperatorRequest(request(body), undefined, sign(body), secrets, now).ok).toBe(false);
  });

  it('refuses a ts outside ±300 s or missing', () => {
    for (const ts of [now - 301_000, now + 301_000, 'soon']) {
      const body = JSON.stringify({ ts });
      expect(verifyOperatorRequest(request(body), 'vauhti', sign(body), secrets, now)).toMatchObject({ ok: false });
    }
    const noTs = '{}';
    expect(verifyOperatorRequest(request(noTs), 'vauhti', sign(noTs), secrets, now)).toMatchObject({ ok: false });
  });
});
