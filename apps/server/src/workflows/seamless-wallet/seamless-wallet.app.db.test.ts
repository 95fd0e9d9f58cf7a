import { signRequest } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityTestApp, startIdentityApp } from '../../test-support/platform-test-app';

/*
 * The wallet as the platform app serves it: at /api/wallet/v1 with the configured providers
 * (the development defaults here), outside /api/v1's cookie session and Origin check.
 */

let t: IdentityTestApp;

beforeAll(async () => {
  t = await startIdentityApp();
});
afterAll(() => t.close());

function signedPost(operation: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const payload = JSON.stringify({ ...body, ts: t.clock.now().getTime() });
  return t.app.inject({
    method: 'POST',
    url: `/api/wallet/v1/${operation}`,
    headers: {
      'content-type': 'application/json',
      'x-provider-id': 'sandbox-games',
      'x-signature': signRequest(
        { method: 'POST', path: `/api/wallet/v1/${operation}`, content: payload },
        'dev-games-secret',
      ),
      ...headers,
    },
    payload,
  });
}

describe('the platform app serves the seamless wallet', () => {
  it('authenticates and takes a bet signed with the development secret of sandbox-games', async () => {
    const created = await t.services.identity.createPlayerByOperator({
      email: 'app.wallet@example.test',
      password: 'Wallet-App-Pass-1',
      country: 'FI',
      currency: 'EUR',
      verified: true,
    });
    if (!created.ok) throw new Error(created.error.message);
    const { playerId, externalId } = created.value;
    await t.services.ledger.deposit({
      source: 'test-psp',
      externalId: 'app-wallet-deposit',
      playerId,
      currency: 'EUR',
      amountMinor: 1_000,
      provider: 'test-psp',
    });
    const { sessionId } = await t.services.identity.sessions.open(t.database.kysely, playerId, {});
    const { token } = await t.services.gameSessions.issue({
      playerId,
      sessionId,
      provider: 'sandbox-games',
      gameCode: 'aurora-book-of-frost',
      currency: 'EUR',
      country: 'FI',
      language: 'fi',
    });

    const authenticated = await signedPost('authenticate', { token });
    expect(authenticated.statusCode).toBe(200);
    expect(authenticated.json()).toMatchObject({ status: 'OK', playerId: externalId, cash: 1_000 });

    // A server-to-server call carries no site Origin; one that did would still not be refused.
    const bet = await signedPost(
      'bet',
      {
        transactionId: 'app-bet-1',
        roundId: 'app-round-1',
        playerId: externalId,
        gameCode: 'aurora-book-of-frost',
        amount: 250,
        currency: 'EUR',
        token,
      },
      { origin: 'https://provider.example' },
    );
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toMatchObject({ status: 'OK', cash: 750, balance: 750 });
  });

  it('answers 401 INVALID_SIGNATURE for a body signed with another secret', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/v1/balance',
      headers: {
        'content-type': 'application/json',
        'x-provider-id': 'sandbox-games',
        'x-signature': signRequest({ method: 'POST', path: '/api/wallet/v1/balance', content: '{}' }, 'wrong-secret'),
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
  });
});
