import { afterEach, describe, expect, it } from 'vitest';
import { fakeProviderPages, transaction } from './test-support/fake-provider-pages';
import { formPost, pagesApp } from './test-support/pages-app';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const PAYOUTS = [
  transaction({
    txId: '2002',
    kind: 'withdrawal',
    method: 'SKRILL',
    amount: 5000,
    currency: 'EUR',
    state: 'WAITING_APPROVAL',
    userId: 'player-2',
    maskedAccount: 'p***@example.com',
    createdAt: '2026-11-21T12:30:00.000Z',
  }),
  transaction({
    txId: '2001',
    kind: 'withdrawal',
    method: 'TRUSTLY',
    amount: 120000,
    currency: 'SEK',
    state: 'WAITING_APPROVAL',
    userId: 'player-1',
  }),
];

async function setUp(payouts = PAYOUTS) {
  const pages = fakeProviderPages([], payouts);
  const app = await pagesApp(pages);
  close = () => app.close();
  return { app, pages };
}

describe('operator payouts page', () => {
  it('lists payouts waiting for approval with their details and says it has no login', async () => {
    const { app } = await setUp();
    const response = await app.inject({ url: '/operator' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('It has no login');
    expect(response.body).toContain('€50.00');
    expect(response.body).toContain('SEK');
    expect(response.body).toContain('player-2');
    expect(response.body).toContain('2026-11-21 12:30:00');
    expect(response.body).toContain('aria-label="Approve payout 2002"');
    expect(response.body).toContain('<label class="visually-hidden" for="reason-2001">');
  });

  it('says so when nothing waits', async () => {
    const { app } = await setUp([]);
    const response = await app.inject({ url: '/operator' });
    expect(response.body).toContain('No payouts are waiting for approval.');
  });

  it('approves a payout and shows the result', async () => {
    const { app, pages } = await setUp();
    const response = await app.inject(formPost('/operator/payouts/2002/approve', {}));
    expect(response.statusCode).toBe(200);
    expect(pages.calls).toContainEqual({ name: 'approvePayout', args: ['2002'] });
    expect(response.body).toContain('Approved payout 2002 (€50.00, player-2): now SUCCESSFUL.');
  });

  it('rejects a payout with the reason given', async () => {
    const { app, pages } = await setUp();
    const response = await app.inject(formPost('/operator/payouts/2001/reject', { reason: '  Suspected fraud ' }));
    expect(response.statusCode).toBe(200);
    expect(pages.calls).toContainEqual({ name: 'rejectPayout', args: ['2001', 'Suspected fraud'] });
    expect(response.body).toContain('Rejected payout 2001');
  });

  it('answers 400 naming the reason when a rejection has none', async () => {
    const { app, pages } = await setUp();
    const response = await app.inject(formPost('/operator/payouts/2001/reject', { reason: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Reason is required to reject payout 2001');
    expect(pages.calls.some((call) => call.name === 'rejectPayout')).toBe(false);
  });

  it('shows the provider refusal for an unknown or decided payout', async () => {
    const { app } = await setUp();
    const response = await app.inject(formPost('/operator/payouts/7777/approve', {}));
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('Payout 7777 was not approved: no payout with that id (UNKNOWN_TRANSACTION)');
  });

  it('is not framed by other sites', async () => {
    const { app } = await setUp();
    const response = await app.inject({ url: '/operator' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
