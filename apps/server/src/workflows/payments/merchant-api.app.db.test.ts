import { signRequest } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';

/*
 * The merchant API as the platform app serves it: the routes at /api/payments/piq, the payments
 * configuration's merchant id and secret, and the cashier domain's real sessions.
 */

let t: IdentityTestApp;

beforeAll(async () => {
  t = await startIdentityApp();
});
afterAll(() => t.close());

async function call(name: string, body: Record<string, unknown>, secret = t.config.payments.secret ?? '') {
  const payload = JSON.stringify({ ...body, ts: t.clock.now().getTime() });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payments/piq/${name}`,
    headers: {
      'content-type': 'application/json',
      'x-merchant-id': t.config.payments.merchantId,
      'x-signature': signRequest({ method: 'POST', path: `/api/payments/piq/${name}`, content: payload }, secret),
    },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('the merchant API in the platform app', () => {
  it("answers verifyuser for a cashier session the cashier domain issued, with the player's cash", async () => {
    const created = await t.services.identity.createPlayerByOperator({
      email: 'merchant.app@example.test',
      password: 'Payments-Test-Pass-1',
      country: 'FI',
      currency: 'EUR',
      verified: true,
    });
    if (!created.ok) throw new Error(created.error.message);
    const { playerId, externalId } = created.value;
    await t.services.ledger.deposit({
      source: 'test-psp',
      externalId: 'app-opening',
      playerId,
      currency: 'EUR',
      amountMinor: 2_000,
      provider: 'test-psp',
    });
    const { sessionId } = await t.services.cashier.sessions.issue(playerId, null);
    const answer = await call('verifyuser', { sessionId, userId: externalId });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ success: true, userId: externalId, balance: '20.00', balanceCy: 'EUR' });
    const expired = await call('verifyuser', { sessionId: 'not-a-session', userId: externalId });
    expect(expired.body).toMatchObject({ success: false, errCode: 'SESSION_EXPIRED' });
  });

  it('answers 401 to a call signed with another secret', async () => {
    const answer = await call('verifyuser', { sessionId: 's', userId: 'u' }, 'not-the-secret');
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
  });
});

describe('the merchant API behind the provider address allow-list (production)', () => {
  let guarded: IdentityTestApp;

  beforeAll(async () => {
    const base = await startIdentityApp();
    const payments = { ...base.config.payments, providerAddresses: ['203.0.113.0/24'] };
    await base.close();
    guarded = await startIdentityApp({ config: { payments } });
  });
  afterAll(() => guarded.close());

  function callFrom(remoteAddress: string) {
    const payload = JSON.stringify({ sessionId: 's', userId: 'u', ts: guarded.clock.now().getTime() });
    return guarded.app.inject({
      method: 'POST',
      url: '/api/payments/piq/verifyuser',
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        'x-merchant-id': guarded.config.payments.merchantId,
        'x-signature': signRequest(
          { method: 'POST', path: '/api/payments/piq/verifyuser', content: payload },
          guarded.config.payments.secret ?? '',
        ),
      },
      payload,
    });
  }

  it('answers 403 to a signed call from an address outside the list, and serves one from inside it', async () => {
    const outside = await callFrom('198.51.100.7');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const inside = await callFrom('203.0.113.9');
    expect(inside.statusCode).toBe(200);
    expect(inside.json()).toMatchObject({ success: false, errCode: 'SESSION_EXPIRED' });
  });
});
