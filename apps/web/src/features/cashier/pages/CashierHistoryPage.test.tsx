import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test-support/api-mock';
import { cashBalances, loggedInRoutes, profile } from '../../../test-support/fixtures/session';
import { renderWithSite } from '../../../test-support/render';
import { historyEntry } from '../test-support/account-fixtures';
import { CashierHistoryPage } from './CashierHistoryPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function platform(routes: Record<string, unknown>, options: { play?: boolean; cashMinor?: number } = {}) {
  return mockApi({
    ...loggedInRoutes(profile({ userStatus: options.play ? 'play' : 'real' })),
    'GET /wallet/balances': cashBalances(options.cashMinor ?? 10_000),
    ...routes,
  });
}

function renderHistory() {
  return renderWithSite(<CashierHistoryPage />, { url: '/en/myaccount/cashier' });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1) as HTMLElement[];

describe('the cashier history', () => {
  it('lists deposits and withdrawals newest first with method, signed amount, fee, date and a readable status', async () => {
    platform({
      'GET /cashier/history': {
        items: [
          historyEntry('12', {
            kind: 'withdrawal',
            method: 'TRUSTLY',
            amountMinor: 5_000,
            feeMinor: 150,
            status: 'co_initiated',
            outcome: 'pending',
          }),
          historyEntry('11', { method: 'CREDITCARD_PIQ', outcome: 'successful' }),
          historyEntry('10', { method: 'SKRILL', outcome: 'failed', status: 'txn_confirmed_failure' }),
        ],
        nextCursor: null,
      },
    });
    renderHistory();
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('Loading'))).toBe(true);
    const table = await screen.findByRole('table', { name: 'Your deposits and withdrawals, newest first' });
    const [withdrawal, card, failed] = rowsOf(table);
    expect(within(withdrawal as HTMLElement).getByText('Withdrawal')).toBeTruthy();
    expect(within(withdrawal as HTMLElement).getByText('Trustly')).toBeTruthy();
    expect(within(withdrawal as HTMLElement).getByText('\u2212€50.00')).toBeTruthy();
    expect(within(withdrawal as HTMLElement).getByText('Fee €1.50')).toBeTruthy();
    expect(within(withdrawal as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('Card')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('+€20.00')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('Successful')).toBeTruthy();
    expect(within(card as HTMLElement).getByText(/14 Mar 2026/)).toBeTruthy();
    expect(within(failed as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deposits & withdrawals' }).getAttribute('aria-selected')).toBe('true');
  });

  it("pages with 'load more' by the cursor, asking 20 at a time, until the oldest page", async () => {
    const asked: { limit: string | null; cursor: string | null }[] = [];
    platform({
      'GET /cashier/history': ({ query }: { query: URLSearchParams }) => {
        asked.push({ limit: query.get('limit'), cursor: query.get('cursor') });
        return query.get('cursor') === '8'
          ? { items: [historyEntry('7', { outcome: 'cancelled', kind: 'withdrawal' })], nextCursor: null }
          : { items: [historyEntry('9'), historyEntry('8')], nextCursor: 8 };
      },
    });
    const user = userEvent.setup();
    renderHistory();
    const table = await screen.findByRole('table');
    expect(rowsOf(table)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(within(rowsOf(table)[2] as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(asked).toEqual([
      { limit: '20', cursor: null },
      { limit: '20', cursor: '8' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('has an empty state with a Deposit button that opens the deposit modal over this page', async () => {
    platform({ 'GET /cashier/history': { items: [], nextCursor: null } });
    renderHistory();
    expect(await screen.findByText('No deposits or withdrawals yet')).toBeTruthy();
    expect(screen.getByText('Your deposits and withdrawals will show up here.')).toBeTruthy();
    const deposits = screen.getAllByRole('link', { name: 'Deposit' });
    expect(deposits.map((link) => link.getAttribute('href'))).toEqual([
      '/en/myaccount/cashier?service=deposit',
      '/en/myaccount/cashier?service=deposit',
    ]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a real-money player with cash the withdrawal, which opens the withdrawal modal over this page', async () => {
    platform({ 'GET /cashier/history': { items: [historyEntry('1')], nextCursor: null } }, { cashMinor: 2_000 });
    renderHistory();
    const withdraw = await screen.findByRole('link', { name: 'Withdraw' });
    expect(withdraw.getAttribute('href')).toBe('/en/myaccount/cashier?withdraw=true');
  });

  it('offers no withdrawal to a play-money player or to a real-money player without cash', async () => {
    platform({ 'GET /cashier/history': { items: [historyEntry('1')], nextCursor: null } }, { cashMinor: 0 });
    const { unmount } = renderHistory();
    await screen.findByText('You have no cash on your balance to withdraw right now.');
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
    unmount();
    platform({ 'GET /cashier/history': { items: [], nextCursor: null } }, { play: true, cashMinor: 0 });
    renderHistory();
    await screen.findByText(/You are playing with play money/);
    expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it('tells a play-money player that withdrawals open after a first real deposit', async () => {
    platform({ 'GET /cashier/history': { items: [], nextCursor: null } }, { play: true, cashMinor: 0 });
    renderHistory();
    expect(
      await screen.findByText(
        'You are playing with play money. Withdrawals open once you have made your first real-money deposit.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Make your first deposit to play for real money/)).toBeTruthy();
    expect(screen.queryByText('You have no cash on your balance to withdraw right now.')).toBeNull();
  });

  it('tells a real-money player without cash that there is nothing to withdraw', async () => {
    platform({ 'GET /cashier/history': { items: [historyEntry('3')], nextCursor: null } }, { cashMinor: 0 });
    renderHistory();
    expect(await screen.findByText('You have no cash on your balance to withdraw right now.')).toBeTruthy();
  });

  it('says when the history could not be loaded, and loads it on Try again', async () => {
    let attempts = 0;
    platform({
      'GET /cashier/history': () => {
        attempts += 1;
        return attempts === 1 ? apiError(500, 'INTERNAL_ERROR') : { items: [historyEntry('1')], nextCursor: null };
      },
    });
    const user = userEvent.setup();
    renderHistory();
    expect(await screen.findByText('Your deposits and withdrawals could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
