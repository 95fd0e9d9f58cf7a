import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingCashout } from '@vauhti/contracts/cashier';
import { describe, expect, it } from 'vitest';
import { emitLiveEvent } from '../../../../lib/live/live-events';
import { sessionKeys } from '../../../../lib/session/session-queries';
import { apiError, mockApi } from '../../../../test-support/api-mock';
import { cashBalances, loggedInStatus, profile } from '../../../../test-support/fixtures/session';
import { renderWithSite } from '../../../../test-support/render';
import { methods, pendingCashout, withdrawalDetails } from '../../test-support/withdrawal-fixtures';
import { PendingWithdrawalsModal } from './PendingWithdrawalsModal';

function renderPending(options: {
  cashouts: PendingCashout[] | (() => unknown);
  withdrawSuccess?: boolean;
  routes?: Record<string, unknown>;
}) {
  const api = mockApi({
    'GET /auth/status': loggedInStatus(),
    'GET /profile': profile(),
    'GET /wallet/balances': cashBalances(25_000),
    'POST /cashier/details': withdrawalDetails({ SKRILL: methods.skrill }),
    'GET /cashier/pending-cashouts':
      typeof options.cashouts === 'function'
        ? options.cashouts
        : { status: 'SUCCESS', pendingCashouts: options.cashouts },
    ...options.routes,
  });
  const view = renderWithSite(<PendingWithdrawalsModal withdrawSuccess={options.withdrawSuccess ?? false} />, {
    url: '/en?pendingWithdrawal=true',
    path: '/en',
  });
  return { ...view, api };
}

const list = () => screen.findByRole('list', { name: 'Your pending withdrawals' });

describe('the pending withdrawals', () => {
  it('lists each withdrawal with its amount, method, date and status', async () => {
    renderPending({
      cashouts: [
        pendingCashout(),
        pendingCashout({ txnId: '502', paymentMethod: 'WIRE_TRANSFER', amountMinor: 7_550, txRefId: null }),
      ],
    });
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(first.textContent).toContain('€50.00');
    expect(first.textContent).toContain('1 Mar 2026');
    expect(first.textContent).toContain('Waiting for approval');
    await waitFor(() => expect(first.textContent).toContain('Skrill'));
    const second = items[1] as HTMLElement;
    expect(second.textContent).toContain('€75.50');
    // A method the list does not offer any more is named from its key.
    expect(second.textContent).toContain('Wire Transfer');
    // Without the provider's reference it cannot be called back yet.
    expect(second.textContent).toContain('Being processed');
    expect(within(second).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('heads the list with the receipt after a withdrawal', async () => {
    renderPending({ cashouts: [pendingCashout()], withdrawSuccess: true });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your withdrawal request was received. It is paid out once it has been approved.',
    );
  });

  it('says so when nothing is pending', async () => {
    renderPending({ cashouts: [] });
    expect(await screen.findByText('You have no pending withdrawals.')).toBeTruthy();
    expect(screen.queryByText(/request was received/)).toBeNull();
  });

  it('cancels after a confirmation, then reads the list, the header count and the balances again', async () => {
    let pending = [pendingCashout()];
    const { api, queryClient } = renderPending({
      cashouts: () => ({ status: 'SUCCESS', pendingCashouts: pending }),
      routes: {
        'POST /cashier/pending-cashouts/501/cancel': () => {
          pending = [];
          return { status: 'SUCCESS', txnId: '501', txState: 'CANCELLED', txnStatus: 'co_failed' };
        },
      },
    });
    queryClient.setQueryData(sessionKeys.pendingWithdrawals, { count: 1, pendingWithdrawals: [] });
    queryClient.setQueryData(
      sessionKeys.balances,
      cashBalances(25_000, { cashMinor: 20_000, withdrawalHoldMinor: 5_000 }),
    );
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal of €50.00' }));
    expect(screen.getByText('Cancel this withdrawal of €50.00? The money returns to your balance.')).toBeTruthy();
    expect(api.calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(
      await screen.findByText('Your withdrawal of €50.00 was cancelled and the money is back in your balance.'),
    ).toBeTruthy();
    expect(await screen.findByText('You have no pending withdrawals.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/cashier/pending-cashouts')).toHaveLength(2);
    expect(queryClient.getQueryState(sessionKeys.pendingWithdrawals)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sessionKeys.balances)?.isInvalidated).toBe(true);
  });

  it('says the withdrawal was cancelled even when the live count empties the list before the cancel call answers', async () => {
    let pending = [pendingCashout()];
    renderPending({
      cashouts: () => ({ status: 'SUCCESS', pendingCashouts: pending }),
      routes: {
        // The platform pushes the new count while it answers: the list is read again and loses
        // the withdrawal (its row goes) before the cancel call's answer arrives.
        'POST /cashier/pending-cashouts/501/cancel': async () => {
          pending = [];
          emitLiveEvent({ type: 'pending-withdrawals', count: 0 });
          await screen.findByText('You have no pending withdrawals.');
          return { status: 'SUCCESS', txnId: '501', txState: 'CANCELLED', txnStatus: 'co_failed' };
        },
      },
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal of €50.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(
      await screen.findByText('Your withdrawal of €50.00 was cancelled and the money is back in your balance.'),
    ).toBeTruthy();
  });

  it('keeps the withdrawal when the player changes their mind', async () => {
    const { api } = renderPending({ cashouts: [pendingCashout()] });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal of €50.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Cancel the withdrawal of €50.00' })).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/cancel'))).toBe(false);
  });

  it('says a withdrawal already being paid out can no longer be cancelled', async () => {
    renderPending({
      cashouts: [pendingCashout()],
      routes: { 'POST /cashier/pending-cashouts/501/cancel': apiError(409, 'NOT_CANCELLABLE') },
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal of €50.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('The withdrawal of €50.00 can no longer be cancelled: it is already being paid out.'),
    ).toBeTruthy();
  });

  it('reads the list again when the live pending-withdrawal count changes', async () => {
    const { api } = renderPending({ cashouts: [pendingCashout()] });
    await list();
    expect(api.calls.filter((call) => call.path === '/cashier/pending-cashouts')).toHaveLength(1);
    emitLiveEvent({ type: 'pending-withdrawals', count: 0 });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/cashier/pending-cashouts')).toHaveLength(2));
  });

  it('offers Try again when the list cannot be loaded', async () => {
    renderPending({ cashouts: () => apiError(503, 'PROVIDER_UNAVAILABLE') });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your pending withdrawals.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
