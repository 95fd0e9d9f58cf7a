import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQuery } from '../../../../../lib/session/session-queries';
import { mockApi } from '../../../../../test-support/api-mock';
import { profile } from '../../../../../test-support/fixtures/session';
import { renderWithSite, testQueryClient } from '../../../../../test-support/render';
import { amountConfigQuery } from '../../../api/get-amount-config';
import { depositMethodsQuery } from '../../../api/get-cashier-details';
import { pendingCashoutsQuery } from '../../../api/pending-cashouts';
import { amountConfig, standardDetails } from '../../../test-support/deposit-fixtures';
import { DepositFormWarmUp } from './DepositFormWarmUp';

const form = vi.hoisted(() => ({ failing: false }));

vi.mock('./DepositForm', async (original) => {
  const actual = await original<typeof import('./DepositForm')>();
  return {
    DepositForm: (props: Parameters<typeof actual.DepositForm>[0]) => {
      if (form.failing) throw new Error('the form failed to render');
      return <actual.DepositForm {...props} />;
    },
  };
});

afterEach(() => {
  cleanup();
  form.failing = false;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The warm-up beside a page, as CashierReadiness mounts it, for a logged-in player whose profile is known. */
function renderWarmUp() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(profileQuery.queryKey, profile());
  const onDone = vi.fn();
  const api = mockApi({
    'GET /cashier/amount-config': amountConfig(),
    'POST /cashier/details': standardDetails(),
    'GET /cashier/pending-cashouts': { status: 'SUCCESS', pendingCashouts: [] },
  });
  const view = renderWithSite(
    <>
      <p>the page</p>
      <DepositFormWarmUp onDone={onDone} />
    </>,
    { queryClient },
  );
  return { ...view, onDone, api };
}

function hiddenContainer() {
  const form = document.body.querySelector('form[data-step1-ready]');
  return form?.parentElement ?? null;
}

describe('the deposit form warm-up', () => {
  it("renders step 1's form in an element attached to the page, hidden from sight, from assistive technology and from input", async () => {
    const { onDone } = renderWarmUp();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const container = hiddenContainer();
    expect(container).not.toBeNull();
    expect(container?.parentElement).toBe(document.body);
    expect(container?.getAttribute('aria-hidden')).toBe('true');
    expect(container?.inert).toBe(true);
    expect(container?.className).toMatch(/warmUp/);
    // Rendered as a player would see it: a method chosen, an amount set, the pay button there.
    expect(container?.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it("reads step 1's methods, pending withdrawals and quick amounts ahead, asks the platform nothing else, and removes its element when unmounted", async () => {
    const { onDone, unmount, api, queryClient } = renderWarmUp();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(queryClient.getQueryData(amountConfigQuery('EUR').queryKey)).toEqual(amountConfig()));
    await waitFor(() => expect(queryClient.getQueryState(depositMethodsQuery.queryKey)?.status).toBe('success'));
    await waitFor(() => expect(queryClient.getQueryData(pendingCashoutsQuery.queryKey)).toBeDefined());
    unmount();
    expect(hiddenContainer()).toBeNull();
    expect(document.body.querySelector('[aria-hidden="true"][inert]')).toBeNull();
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /cashier/amount-config',
      'GET /cashier/pending-cashouts',
      'POST /cashier/details',
    ]);
  });

  it('swallows an error of the form and reports itself done, so the page never depends on it', async () => {
    form.failing = true;
    // React reports the caught error on the console; the page itself goes on.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onDone } = renderWarmUp();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(hiddenContainer()).toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
