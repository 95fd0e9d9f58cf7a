import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test-support/api-mock';
import { loggedInRoutes } from '../../../test-support/fixtures/session';
import { renderWithSite } from '../../../test-support/render';
import { limitsView } from '../test-support/account-fixtures';
import { DepositLimitsModalPage } from './DepositLimitsModalPage';
import { DepositLimitsPage } from './DepositLimitsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EFFECTIVE_AT = '2026-03-15T10:00:00.000Z';
const LIMITS_PATH = '/en/myaccount';

function platform(routes: Record<string, unknown>) {
  return mockApi({ ...loggedInRoutes(), ...routes });
}

function renderLimits(url = '/en/myaccount?page=setlimits&tab=limits') {
  return renderWithSite(<DepositLimitsPage />, { url, path: LIMITS_PATH });
}

/** The card of one period, by its heading. */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('section') as HTMLElement;
}

async function setLimit(name: string, amount: string) {
  const user = userEvent.setup();
  const section = await card(name);
  await user.type(within(section).getByLabelText('New limit (€)'), amount);
  await user.click(within(section).getByRole('button', { name: 'Set limit' }));
  return { user, section };
}

function putBodies(calls: { method: string; path: string; body: unknown }[]) {
  return calls.filter((call) => call.method === 'PUT' && call.path === '/cashier/deposit-limits').map((c) => c.body);
}

describe('the deposit limits page', () => {
  it('shows a loading state, then each period’s limit in the limits tab of the account area', async () => {
    platform({ 'GET /cashier/deposit-limits': limitsView({ daily: { value: 50, pending: null } }) });
    renderLimits();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(within(await card('Daily limit')).getByText('€50.00')).toBeTruthy();
    expect(within(await card('Weekly limit')).getByText('No limit')).toBeTruthy();
    expect(within(await card('Monthly limit')).getByText('No limit')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deposit limits' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('account-tab-limits');
  });

  it('says when the limits could not be loaded, and loads them again on Try again', async () => {
    let attempts = 0;
    platform({
      'GET /cashier/deposit-limits': () => {
        attempts += 1;
        return attempts === 1 ? apiError(503, 'PROVIDER_UNAVAILABLE') : limitsView();
      },
    });
    const user = userEvent.setup();
    renderLimits();
    expect(await screen.findByText('Your deposit limits could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Daily limit')).toBeTruthy();
  });

  it('applies a decrease at once and says so', async () => {
    const { calls } = platform({
      'GET /cashier/deposit-limits': limitsView({ daily: { value: 50, pending: null } }),
      'PUT /cashier/deposit-limits': limitsView({ daily: { value: 20, pending: null } }),
    });
    renderLimits();
    const { section } = await setLimit('Daily limit', '20');
    expect(await within(section).findByText('Your daily limit is now €20.00.')).toBeTruthy();
    expect(within(section).getByText('€20.00', { selector: 'strong' })).toBeTruthy();
    expect(putBodies(calls)).toEqual([{ daily: 20 }]);
  });

  it('shows an increase waiting with the moment it takes effect, and withdraws it on Keep', async () => {
    let answer = limitsView({ weekly: { value: 50, pending: null } });
    const { calls } = platform({
      'GET /cashier/deposit-limits': () => answer,
      'PUT /cashier/deposit-limits': ({ body }: { body: { weekly: number } }) => {
        answer =
          body.weekly === 100
            ? limitsView({ weekly: { value: 50, pending: { value: 100, effectiveAt: EFFECTIVE_AT } } })
            : limitsView({ weekly: { value: 50, pending: null } });
        return answer;
      },
    });
    renderLimits();
    const { user, section } = await setLimit('Weekly limit', '100');
    const message = await within(section).findByText(/Your weekly limit rises to €100\.00 on/);
    expect(message.textContent).toMatch(/15 Mar 2026.*Until then, €50\.00 applies\.$/);
    expect(within(section).getByText(/^Changes to €100\.00 on 15 Mar 2026/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Keep €50.00' }));
    expect(
      await within(section).findByText('Your weekly limit stays at €50.00: the waiting change was withdrawn.'),
    ).toBeTruthy();
    expect(within(section).queryByText(/^Changes to/)).toBeNull();
    expect(putBodies(calls)).toEqual([{ weekly: 100 }, { weekly: 50 }]);
  });

  it('asks for a removal with null and shows when it happens', async () => {
    const { calls } = platform({
      'GET /cashier/deposit-limits': limitsView({ monthly: { value: 500, pending: null } }),
      'PUT /cashier/deposit-limits': limitsView({
        monthly: { value: 500, pending: { value: null, effectiveAt: EFFECTIVE_AT } },
      }),
    });
    const user = userEvent.setup();
    renderLimits();
    const section = await card('Monthly limit');
    await user.click(within(section).getByRole('button', { name: 'Remove limit' }));
    expect(await within(section).findByText(/^Your monthly limit will be removed on 15 Mar 2026/)).toBeTruthy();
    expect(within(section).getByText(/^Will be removed on/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Remove limit' })).toBeNull();
    expect(putBodies(calls)).toEqual([{ monthly: null }]);
  });

  it('names the field in an error for an amount it cannot read, and sends nothing', async () => {
    const { calls } = platform({ 'GET /cashier/deposit-limits': limitsView() });
    renderLimits();
    const { section } = await setLimit('Daily limit', '12.345');
    const field = within(section).getByLabelText('New limit (€)');
    expect(within(section).getByText('Daily limit: use at most 2 decimals.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(putBodies(calls)).toEqual([]);
  });

  it('puts the platform’s 400 naming the period under that period’s field', async () => {
    platform({
      'GET /cashier/deposit-limits': limitsView(),
      'PUT /cashier/deposit-limits': apiError(400, 'FIELD_INVALID', { field: 'daily' }),
    });
    renderLimits();
    const { section } = await setLimit('Daily limit', '10');
    expect(
      await within(section).findByText('Daily limit: enter an amount in figures, such as 50 or 50.50.'),
    ).toBeTruthy();
  });

  it('answers the limit already in force without a request', async () => {
    const { calls } = platform({ 'GET /cashier/deposit-limits': limitsView({ daily: { value: 50, pending: null } }) });
    renderLimits();
    const { section } = await setLimit('Daily limit', '50.00');
    expect(await within(section).findByText('Your daily limit is already €50.00.')).toBeTruthy();
    expect(putBodies(calls)).toEqual([]);
  });
});

describe('from=deposit', () => {
  it('goes back to the deposit modal over the page the cashier’s link remembered, once a change is saved', async () => {
    platform({
      'GET /cashier/deposit-limits': limitsView(),
      'PUT /cashier/deposit-limits': limitsView({ daily: { value: 30, pending: null } }),
    });
    const { router } = renderLimits('/en/myaccount?page=setlimits&tab=limits');
    await card('Daily limit');
    await router.navigate('/en/myaccount?page=setlimits&tab=limits&from=deposit', {
      state: { returnTo: '/en/casino/slots?filter=new' },
    });
    expect(await screen.findByText('Set your limits, and we take you back to your deposit.')).toBeTruthy();
    await setLimit('Daily limit', '30');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/en/casino/slots?filter=new&service=deposit',
      ),
    );
  });

  it('offers the way back without a change, to the deposit over the home page when nothing was remembered', async () => {
    platform({ 'GET /cashier/deposit-limits': limitsView() });
    renderLimits('/en/myaccount?page=setlimits&tab=deposit-limits&from=deposit');
    const back = await screen.findByRole('link', { name: 'Back to your deposit' });
    expect(back.getAttribute('href')).toBe('/en?service=deposit');
  });
});

describe('the monthly limit page', () => {
  it('shows the monthly limit alone in a dialog, its field focused, with a link to all limits', async () => {
    platform({ 'GET /cashier/deposit-limits': limitsView({ monthly: { value: 300, pending: null } }) });
    renderWithSite(<DepositLimitsModalPage />, { url: '/en/setmonthlydepositlimit' });
    const dialog = await screen.findByRole('dialog', { name: 'Monthly deposit limit' });
    const field = await within(dialog).findByLabelText('New limit (€)');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(within(dialog).getByText('€300.00')).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Daily limit' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'All deposit limits' }).getAttribute('href')).toBe(
      '/en/myaccount?page=setlimits&tab=limits',
    );
  });

  it('closes to the home page when the visit started on it', async () => {
    platform({ 'GET /cashier/deposit-limits': limitsView() });
    const user = userEvent.setup();
    const { router } = renderWithSite(<DepositLimitsModalPage />, { url: '/en/setmonthlydepositlimit' });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});
