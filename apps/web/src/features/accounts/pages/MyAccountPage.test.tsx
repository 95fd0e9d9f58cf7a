import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryLine, RoundLine, Transfer } from '@vauhti/contracts/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../lib/session/session-types';
import { apiError, mockApi } from '../../../test-support/api-mock';
import { loggedInStatus, profile, registrationProgress } from '../../../test-support/fixtures/session';
import { siteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { MyAccountPage } from './MyAccountPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function transfer(
  transferId: number,
  code: string,
  cash: number,
  bonus: number,
  cashAfter: number | null,
): Transfer & { kind: 'transfer' } {
  return {
    kind: 'transfer',
    transferId,
    code,
    createdAt: '2026-03-14T09:30:00.000Z',
    currency: 'EUR',
    roundId: null,
    changes: { cashMinor: cash, bonusMinor: bonus, withdrawalHoldMinor: 0, debtMinor: 0 },
    cashAfterMinor: cashAfter,
    bonusAfterMinor: bonus === 0 ? null : 1000,
  };
}

/** A game round's line with its movements (oldest first); stake, win and net as the platform counts them. */
function round(
  roundId: string,
  movements: Transfer[],
  totals: Pick<RoundLine, 'stakeMinor' | 'winMinor' | 'netMinor'>,
): HistoryLine {
  const cash = movements.reduce((total, item) => total + item.changes.cashMinor, 0);
  return {
    kind: 'round',
    roundId,
    provider: 'sandbox-games',
    product: 'casino',
    gameCode: 'demo-slot',
    createdAt: '2026-03-14T09:31:00.000Z',
    currency: 'EUR',
    ...totals,
    changes: { cashMinor: cash, bonusMinor: 0 },
    cashAfterMinor: movements.findLast((item) => item.cashAfterMinor !== null)?.cashAfterMinor ?? null,
    bonusAfterMinor: null,
    movements: movements.map((item) => ({ ...item, roundId })),
  };
}

function platform(routes: Record<string, unknown> = {}, playerProfile: Partial<Profile> = {}) {
  return mockApi({
    'GET /auth/status': loggedInStatus(registrationProgress()),
    'GET /site/context': siteContext(),
    'GET /profile': profile(playerProfile),
    ...routes,
  });
}

function renderAccount(url: string) {
  return renderWithSite(<MyAccountPage />, {
    url,
    path: url.includes('/myaccount/') ? '/en/myaccount/:section' : '/en/myaccount',
  });
}

describe('my account: tabs', () => {
  it('shows every tab of the account area, the cashier’s among them, and selects the one of the url', async () => {
    platform({ 'GET /wallet/transactions': { items: [], nextCursor: null } });
    renderAccount('/en/myaccount/transactions');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Password',
      'Transactions',
      'Deposits & withdrawals',
      'Deposit limits',
      'Account status',
    ]);
    expect(screen.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('account-tab-transactions');
  });

  it.each(['/en/myaccount?page=dsar', '/en/myaccount?page=preferencecenter', '/en/myaccount/bonuses'])(
    'opens the profile for %s, an area no feature serves yet',
    async (url) => {
      platform();
      renderAccount(url);
      await screen.findAllByRole('tab');
      expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    },
  );

  it.each([
    ['Deposits & withdrawals', '/en/myaccount/cashier'],
    ['Deposit limits', '/en/myaccount?page=setlimits&tab=limits'],
  ])('the %s tab goes to the cashier’s page at %s', async (name, url) => {
    platform();
    const user = userEvent.setup();
    const { router } = renderAccount('/en/myaccount');
    await user.click(await screen.findByRole('tab', { name }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(url));
  });

  it.each([
    ['{ArrowRight}', '/en/myaccount/password'],
    ['{ArrowLeft}', '/en/myaccount/status'],
    ['{End}', '/en/myaccount/status'],
  ])('moves from the profile with %s to %s, each tab with its own url', async (key, url) => {
    platform();
    const user = userEvent.setup();
    const { router } = renderAccount('/en/myaccount');
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    await user.keyboard(key);
    await waitFor(() => expect(router.state.location.pathname).toBe(url));
  });
});

describe('my account: transactions', () => {
  it("pages with 'load more' by cursor and formats every amount with its sign", async () => {
    const cursors: (string | null)[] = [];
    platform({
      'GET /wallet/transactions': ({ query }: { query: URLSearchParams }) => {
        cursors.push(query.get('cursor'));
        expect(query.get('limit')).toBe('20');
        return query.get('cursor') === '41'
          ? { items: [transfer(40, 'bonus_grant', 0, 1000, null)], nextCursor: null }
          : {
              items: [transfer(42, 'deposit', 5000, 0, 5000), transfer(41, 'withdrawal_hold', -150, 0, 4850)],
              nextCursor: 41,
            };
      },
    });
    const user = userEvent.setup();
    renderAccount('/en/myaccount/transactions');
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    const [deposit, bet] = rows();
    expect(within(deposit as HTMLElement).getByText('Deposit')).toBeTruthy();
    expect(within(deposit as HTMLElement).getByText('+€50.00')).toBeTruthy();
    expect(within(bet as HTMLElement).getByText('-€1.50')).toBeTruthy();
    expect(within(bet as HTMLElement).getByText('€48.50')).toBeTruthy();
    expect(within(deposit as HTMLElement).getByText('14 Mar 2026', { exact: false })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const bonus = rows()[2] as HTMLElement;
    expect(within(bonus).getByText('Bonus received')).toBeTruthy();
    expect(within(bonus).getByText('+€10.00')).toBeTruthy();
    expect(cursors).toEqual([null, '41']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows each game round as one line (stake, win, net; a lost round wins €0.00, no Win row) whose bet and win open only on demand', async () => {
    platform({
      'GET /wallet/transactions': {
        items: [
          round('lost', [transfer(13, 'bet', -200, 0, 4_800), transfer(14, 'win', 0, 0, null)], {
            stakeMinor: 200,
            winMinor: 0,
            netMinor: -200,
          }),
          round('won', [transfer(11, 'bet', -100, 0, 4_900), transfer(12, 'win', 100, 0, 5_000)], {
            stakeMinor: 100,
            winMinor: 100,
            netMinor: 0,
          }),
          transfer(10, 'deposit', 5_000, 0, 5_000),
        ],
        nextCursor: null,
      },
    });
    const user = userEvent.setup();
    renderAccount('/en/myaccount/transactions');
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(3);
    const [lost, won] = rows() as HTMLElement[];
    expect(within(lost as HTMLElement).getByText('Game round')).toBeTruthy();
    expect(within(lost as HTMLElement).getByText('Stake €2.00 · Win €0.00 · Net -€2.00')).toBeTruthy();
    expect(within(lost as HTMLElement).getByText('-€2.00')).toBeTruthy();
    expect(within(lost as HTMLElement).getByText('€48.00')).toBeTruthy();
    expect(within(won as HTMLElement).getByText('Stake €1.00 · Win €1.00 · Net €0.00')).toBeTruthy();
    expect(within(table).queryByText('Win')).toBeNull();
    expect(within(table).queryByText('Bet')).toBeNull();

    const details = within(lost as HTMLElement).getByRole('button', { name: 'Round details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const movements = within(table).getByRole('list', { name: 'Movements of this round' });
    expect(details.getAttribute('aria-controls')).toBe(movements.closest('tr')?.id);
    const items = within(movements).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Bet|Win)$/).textContent)).toEqual(['Bet', 'Win']);
    expect(within(items[0] as HTMLElement).getByText('Cash -€2.00')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Cash €0.00')).toBeTruthy();
    expect(rows()).toHaveLength(4);

    await user.click(details);
    expect(within(table).queryByRole('list', { name: 'Movements of this round' })).toBeNull();
    expect(rows()).toHaveLength(3);
  });

  it('labels unknown transfer codes as other', async () => {
    platform({ 'GET /wallet/transactions': { items: [transfer(9, 'something_new', 100, 0, 100)], nextCursor: null } });
    renderAccount('/en/myaccount/transactions');
    expect(await screen.findByText('Other')).toBeTruthy();
  });

  it('has an empty state', async () => {
    platform({ 'GET /wallet/transactions': { items: [], nextCursor: null } });
    renderAccount('/en/myaccount/transactions');
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('my account: profile', () => {
  it('shows identity facts read-only after the first deposit and saves only what changed', async () => {
    const { calls } = platform(
      { 'PATCH /profile': ({ body }: { body: object }) => profile({ ...body }) },
      { userStatus: 'real' },
    );
    const user = userEvent.setup();
    renderAccount('/en/myaccount');
    const street = await screen.findByLabelText('Street address');
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getByText('Mia Schneider')).toBeTruthy();
    expect(screen.getByText(/locked after your first deposit/)).toBeTruthy();
    await user.clear(street);
    await user.type(street, 'Unter den Linden 1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your details have been saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ street: 'Unter den Linden 1' });
  });

  it('lets a player without a real-money deposit correct the name', async () => {
    platform({}, { userStatus: 'play' });
    renderAccount('/en/myaccount');
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Mia');
  });

  it('shows PROFILE_FIELD_LOCKED under the field', async () => {
    platform({ 'PATCH /profile': apiError(409, 'PROFILE_FIELD_LOCKED', { field: 'dob' }) }, { userStatus: 'play' });
    const user = userEvent.setup();
    renderAccount('/en/myaccount');
    await user.selectOptions(await screen.findByLabelText('Day'), '22');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/cannot be changed after your first deposit/)).toBeTruthy();
  });
});

describe('my account: password', () => {
  it('changes the password, and shows a wrong current password under its field', async () => {
    let attempts = 0;
    const { calls } = platform({
      'POST /auth/password/change': () => {
        attempts += 1;
        return attempts === 1 ? apiError(400, 'PASSWORD_INCORRECT', { field: 'currentPassword' }) : undefined;
      },
    });
    const user = userEvent.setup();
    renderAccount('/en/myaccount/password');
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'wrong-one-1');
    await user.type(screen.getByLabelText('New password'), 'Brand-New-2026');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Brand-New-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    await user.clear(current);
    await user.type(current, 'Vauhti-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed.');
    expect(calls.filter((call) => call.path === '/auth/password/change').at(-1)?.body).toEqual({
      currentPassword: 'Vauhti-Demo-2026',
      newPassword: 'Brand-New-2026',
    });
  });
});
