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

/** A player created by the operator path, with nothing on the ledger yet. */
async function newPlayer() {
  const email = uniqueEmail('wallet');
  const created = await testApp.services.identity.createPlayerByOperator({
    email,
    password: TEST_PASSWORD,
    country: 'DE',
    currency: 'EUR',
    verified: true,
  });
  if (!created.ok) throw new Error(created.error.code);
  return { email, playerId: created.value.playerId };
}

async function loggedIn(email: string) {
  const client = new TestClient(testApp);
  const login = await client.post('/api/v1/auth/login', { email, password: TEST_PASSWORD });
  expect(login.statusCode).toBe(200);
  return client;
}

/** A logged-in player with a deposit, a bonus and three open rounds (a bet each) on the ledger. */
async function playerWithHistory() {
  const { email, playerId } = await newPlayer();
  const { ledger } = testApp.services;
  await ledger.deposit({
    source: 'test',
    externalId: `dep-${playerId}`,
    playerId,
    currency: 'EUR',
    amountMinor: 5_000,
    provider: 'sandbox-pay',
  });
  await ledger.grantBonus({
    source: 'test',
    externalId: `bonus-${playerId}`,
    playerId,
    currency: 'EUR',
    amountMinor: 1_000,
    bonusId: 'welcome',
  });
  for (let round = 1; round <= 3; round += 1) {
    await ledger.bet({
      source: 'sandbox-games',
      externalId: `bet-${playerId}-${round}`,
      playerId,
      currency: 'EUR',
      amountMinor: 200,
      provider: 'sandbox-games',
      product: 'casino',
      roundId: `r${round}`,
      gameCode: 'demo-slot',
    });
  }
  return loggedIn(email);
}

/** The ledger calls of a seamless-wallet game for one player: bets and wins by round, and refunds. */
function gameOf(playerId: number) {
  const { ledger } = testApp.services;
  const round = (code: 'bet' | 'win', roundId: string, amountMinor: number) => ({
    source: 'sandbox-games',
    externalId: `${code}-${playerId}-${roundId}-${amountMinor}-${Math.random()}`,
    playerId,
    currency: 'EUR',
    amountMinor,
    provider: 'sandbox-games',
    product: 'casino' as const,
    roundId,
    gameCode: 'demo-slot',
  });
  return {
    bet: async (roundId: string, amountMinor: number) => {
      const input = round('bet', roundId, amountMinor);
      expect((await ledger.bet(input)).ok).toBe(true);
      return input.externalId;
    },
    win: async (roundId: string, amountMinor: number) =>
      expect((await ledger.win(round('win', roundId, amountMinor))).ok).toBe(true),
    refund: async (betExternalId: string) =>
      expect(
        (
          await ledger.rollback({
            source: 'sandbox-games',
            externalId: `rollback-${betExternalId}`,
            referenceExternalId: betExternalId,
          })
        ).ok,
      ).toBe(true),
    deposit: async (amountMinor: number) =>
      expect(
        (
          await ledger.deposit({
            source: 'test',
            externalId: `dep-${playerId}-${Math.random()}`,
            playerId,
            currency: 'EUR',
            amountMinor,
            provider: 'sandbox-pay',
          })
        ).ok,
      ).toBe(true),
  };
}

type Line = {
  kind: 'transfer' | 'round';
  code?: string;
  roundId?: string;
  stakeMinor?: number;
  winMinor?: number;
  netMinor?: number;
  changes: { cashMinor: number; bonusMinor: number };
  cashAfterMinor: number | null;
  movements?: Array<{ code: string; changes: { cashMinor: number } }>;
};
type LinesPage = { items: Line[]; nextCursor: number | null };

/** Every page of the history, `limit` lines at a time. */
async function allPages(client: TestClient, limit: number): Promise<Line[][]> {
  const pages: Line[][] = [];
  let cursor: number | null = null;
  do {
    const response = await client.get(`/api/v1/wallet/transactions?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page: LinesPage = response.json<LinesPage>();
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
}

const lineName = (line: Line) => (line.kind === 'round' ? `round ${line.roundId}` : line.code);

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
      cashMinor: 4_400,
      bonusMinor: 1_000,
      withdrawableMinor: 4_400,
      totalMinor: 5_400,
      withdrawalHoldMinor: 0,
      debtMinor: 0,
    });
  });

  it('pages through the transaction history, newest first, a round a line', async () => {
    const client = await playerWithHistory();
    const first = await client.get('/api/v1/wallet/transactions?limit=3');
    const page = first.json<LinesPage>();
    expect(page.items.map(lineName)).toEqual(['round r3', 'round r2', 'round r1']);
    expect(page.items[0]).toMatchObject({
      stakeMinor: 200,
      winMinor: 0,
      netMinor: -200,
      changes: { cashMinor: -200, bonusMinor: 0 },
    });
    const second = await client.get(`/api/v1/wallet/transactions?limit=3&cursor=${page.nextCursor}`);
    const rest = second.json<LinesPage>();
    expect(rest.items.map(lineName)).toEqual(['bonus_grant', 'deposit']);
    expect(rest.nextCursor).toBeNull();
  });

  it('shows a lost round as one line with win 0 (its bet and its win of 0 in the details), and a won one with its net', async () => {
    const { email, playerId } = await newPlayer();
    const game = gameOf(playerId);
    await game.deposit(5_000);
    await game.bet('won', 200);
    await game.win('won', 500);
    await game.bet('lost', 200);
    await game.win('lost', 0);
    const client = await loggedIn(email);
    const page = (await client.get('/api/v1/wallet/transactions')).json<LinesPage>();
    expect(page.items.map(lineName)).toEqual(['round lost', 'round won', 'deposit']);
    const [lost, won] = page.items;
    expect(lost).toMatchObject({
      kind: 'round',
      gameCode: 'demo-slot',
      product: 'casino',
      stakeMinor: 200,
      winMinor: 0,
      netMinor: -200,
      changes: { cashMinor: -200, bonusMinor: 0 },
      cashAfterMinor: 5_100,
    });
    expect(lost?.movements?.map((item) => [item.code, item.changes.cashMinor])).toEqual([
      ['bet', -200],
      ['win', 0],
    ]);
    expect(won).toMatchObject({
      stakeMinor: 200,
      winMinor: 500,
      netMinor: 300,
      changes: { cashMinor: 300 },
      cashAfterMinor: 5_300,
    });
    expect(page.items.filter((line) => line.kind === 'transfer' && line.code === 'win')).toEqual([]);
  });

  it('leaves a refunded bet out of the stake, the refund in the details', async () => {
    const { email, playerId } = await newPlayer();
    const game = gameOf(playerId);
    await game.deposit(1_000);
    const bet = await game.bet('refunded', 300);
    await game.refund(bet);
    const client = await loggedIn(email);
    const [round] = (await client.get('/api/v1/wallet/transactions')).json<LinesPage>().items;
    expect(round).toMatchObject({ kind: 'round', stakeMinor: 0, winMinor: 0, netMinor: 0, changes: { cashMinor: 0 } });
    expect(round?.movements?.map((item) => item.code)).toEqual(['bet', 'rollback']);
  });

  it('never splits a round across pages: a round is listed whole where its newest movement is, once', async () => {
    const { email, playerId } = await newPlayer();
    const game = gameOf(playerId);
    // Oldest to newest: deposit A, bet of round 1, deposit B, bet of round 2, win of round 1,
    // deposit C, win of round 2. Lines, newest first: round 2, deposit C, round 1, deposit B, deposit A.
    await game.deposit(1_000);
    await game.bet('1', 100);
    await game.deposit(2_000);
    await game.bet('2', 100);
    await game.win('1', 50);
    await game.deposit(3_000);
    await game.win('2', 0);
    const client = await loggedIn(email);
    const expected = ['round 2', 'deposit', 'round 1', 'deposit', 'deposit'];
    for (const limit of [1, 2, 3, 5]) {
      const pages = await allPages(client, limit);
      expect(pages.flat().map(lineName)).toEqual(expected);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
    }
    const [roundTwo, depositC, roundOne] = (await allPages(client, 5))[0] ?? [];
    expect(roundTwo?.movements?.map((item) => item.code)).toEqual(['bet', 'win']);
    expect(roundOne).toMatchObject({ stakeMinor: 100, winMinor: 50, netMinor: -50 });
    expect(roundOne?.movements?.map((item) => item.code)).toEqual(['bet', 'win']);
    expect(depositC?.changes.cashMinor).toBe(3_000);
  });

  it('names a bad paging parameter', async () => {
    const client = await playerWithHistory();
    const response = await client.get('/api/v1/wallet/transactions?limit=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'FIELD_INVALID', details: { field: 'limit' } } });
  });
});
