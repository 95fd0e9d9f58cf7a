import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdentityTestApp,
  startIdentityApp,
  TEST_PASSWORD,
  TestClient,
  uniqueEmail,
} from '../../test-support/platform-test-app';

let testApp: IdentityTestApp;

beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(() => testApp.close());

/** A logged-in player created by the operator path, with a deposit and a few bets on the ledger. */
async function playerWithHistory() {
  const email = uniqueEmail('wallet');
  const created = await testApp.services.identity.createPlayerByOperator({
    email,
    password: TEST_PASSWORD,
    country: 'DE',
    currency: 'EUR',
    verified: true,
  });
  if (!created.ok) throw new Error(created.error.code);
  const { playerId } = created.value;
  const { ledger } = testApp.services;
  await ledger.deposit({
    source: 'test',
    externalId: `dep-${playerId}`,
    playerId,
    currency: 'EUR',
    amount: 5_000,
    provider: 'sandbox-pay',
  });
  await ledger.grantBonus({
    source: 'test',
    externalId: `bonus-${playerId}`,
    playerId,
    currency: 'EUR',
    amount: 1_000,
    bonusId: 'welcome',
  });
  for (let round = 1; round <= 3; round += 1) {
    await ledger.bet({
      source: 'sandbox-games',
      externalId: `bet-${playerId}-${round}`,
      playerId,
      currency: 'EUR',
      amount: 200,
      provider: 'sandbox-games',
      product: 'casino',
      roundId: `r${round}`,
      gameCode: 'demo-slot',
    });
  }
  const client = new TestClient(testApp);
  const login = await client.post('/api/v1/auth/login', { email, password: TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  return client;
}

describe('wallet routes', () => {
  it('answers 401 NOT_LOGGED_IN without a session', async () => {
    const client = new TestClient(testApp);
    for (const url of ['/api/v1/wallet/balances', '/api/v1/wallet/transactions']) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_LOGGED_IN' } });
    }
  });

  it("shows the logged-in player's balances in minor units", async () => {
    const client = await playerWithHistory();
    const response = await client.get('/api/v1/wallet/balances');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currency: 'EUR',
      cash: 4_400,
      bonus: 1_000,
      withdrawable: 4_400,
      total: 5_400,
      withdrawalHold: 0,
      debt: 0,
    });
  });

  it('pages through the transaction history, newest first', async () => {
    const client = await playerWithHistory();
    const first = await client.get('/api/v1/wallet/transactions?limit=3');
    const page = first.json<{ items: Array<{ code: string; changes: { cash: number } }>; nextCursor: number }>();
    expect(page.items.map((item) => item.code)).toEqual(['bet', 'bet', 'bet']);
    expect(page.items[0]?.changes.cash).toBe(-200);
    const second = await client.get(`/api/v1/wallet/transactions?limit=3&cursor=${page.nextCursor}`);
    const rest = second.json<{ items: Array<{ code: string }>; nextCursor: number | null }>();
    expect(rest.items.map((item) => item.code)).toEqual(['bonus_grant', 'deposit']);
    expect(rest.nextCursor).toBeNull();
  });

  it('names a bad paging parameter', async () => {
    const client = await playerWithHistory();
    const response = await client.get('/api/v1/wallet/transactions?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'FIELD_INVALID', details: { field: 'limit' } } });
  });
});
