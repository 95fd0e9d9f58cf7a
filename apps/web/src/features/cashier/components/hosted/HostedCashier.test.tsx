import nodeConsole from 'node:console';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashierConfig, HostCallbackType } from '@vauhti/cashier-embed';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../../lib/session/session-queries';
import { mockApi } from '../../../../test-support/api-mock';
import { renderWithSite } from '../../../../test-support/render';
import { HOSTED_CASHIER_CSS } from '../../rules/hosted-config';
import { hostedDepositConfig, hostedToken } from '../../test-support/hosted-fixtures';
import { HostedCashier, type HostedCashierProps } from './HostedCashier';

type MountedCashier = {
  selector: string;
  config: CashierConfig;
  onFirstLoad: (api: unknown) => void;
  api: { on: ReturnType<typeof vi.fn>; css: ReturnType<typeof vi.fn> };
};

// The bootstrapper stands in: it records each cashier, adds its frame like the real one, and
// returns the API from `new` as PaymentIQ's constructor does.
const bootstrapper = vi.hoisted(() => ({ mounted: [] as MountedCashier[], reset: vi.fn() }));
vi.mock('@vauhti/cashier-embed', () => ({
  PaymentCashier: vi.fn(function PaymentCashier(selector: string, config: CashierConfig, onFirstLoad: () => void) {
    const api = { on: vi.fn(), css: vi.fn(), set: vi.fn(), pause: vi.fn(), resume: vi.fn() };
    const frame = document.createElement('iframe');
    frame.id = 'cashierIframe';
    document.querySelector(selector)?.append(frame);
    bootstrapper.mounted.push({ selector, config, onFirstLoad, api });
    return api;
  }),
  resetCashier: bootstrapper.reset,
}));

function latest(): MountedCashier {
  const cashier = bootstrapper.mounted.at(-1);
  if (!cashier) throw new Error('no cashier was mounted');
  return cashier;
}

/** The callbacks the component registered last on the cashier's API. */
function callbacks(cashier = latest()): HostCallbackType {
  return cashier.api.on.mock.calls.at(-1)?.[0] as HostCallbackType;
}

function renderCashier(props: Partial<HostedCashierProps> = {}) {
  const onResult = vi.fn();
  const rendered = renderWithSite(<HostedCashier kind="deposit" token={hostedToken} onResult={onResult} {...props} />, {
    url: '/fi',
    language: 'fi',
  });
  return { ...rendered, onResult };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // happy-dom loads no iframe page and says so on node's console for every frame; the tests need
  // the frame element only.
  const print = nodeConsole.error.bind(nodeConsole);
  consoleError = vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) print(...args);
  });
  bootstrapper.mounted.length = 0;
  bootstrapper.reset.mockClear();
  mockApi({ 'GET /profile': { externalEcrId: 'ecr-7', language: 'fi' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe('HostedCashier', () => {
  it("mounts the bootstrapper with the token, the player's external id, the site's locale, the kind and the theme", async () => {
    renderCashier({ bonusCode: 'WELCOME' });
    await waitFor(() => expect(bootstrapper.mounted).toHaveLength(1));
    const { selector, config } = latest();
    expect(selector).toMatch(/^#hosted-cashier-[A-Za-z0-9_-]+$/);
    expect(config).toMatchObject(hostedDepositConfig);
    expect(document.querySelector(selector)?.querySelector('iframe')?.title).toBe(
      "Deposit: the payment provider's cashier",
    );
  });

  it('opens the withdrawal tab for a withdrawal, with its own frame title', async () => {
    renderCashier({ kind: 'withdrawal' });
    await waitFor(() => expect(bootstrapper.mounted).toHaveLength(1));
    expect(latest().config.method).toBe('withdrawal');
    expect(document.querySelector('iframe')?.title).toBe("Withdrawal: the payment provider's cashier");
  });

  it("shows the spinner until the cashier's CASHIER_INIT_LOAD, and sends the site's CSS once it has loaded", async () => {
    renderCashier();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading the cashier…');
    await waitFor(() => expect(bootstrapper.mounted).toHaveLength(1));
    act(() => latest().onFirstLoad(latest().api));
    expect(latest().api.css).toHaveBeenCalledWith(HOSTED_CASHIER_CSS);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => callbacks().cashierInitLoad?.({ data: { majorVersion: 'v3' } }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['success', 'SUCCESS'],
    ['failure', 'FAILURE'],
    ['pending', 'PENDING'],
    ['cancelled', 'CANCELLED'],
    ['unresolved', 'PENDING'],
  ] as const)(
    'reports the %s callback as %s with the transaction id, and re-reads the balances',
    async (name, status) => {
      const { onResult, queryClient } = renderCashier();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      await waitFor(() => expect(bootstrapper.mounted).toHaveLength(1));
      act(() => callbacks()[name]?.({ data: { status: 'X', payload: { txRefId: '1001' } } }));
      expect(onResult).toHaveBeenCalledExactlyOnceWith({ status, txRefId: '1001' });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.balances });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.pendingWithdrawals });
    },
  );

  it('replaces a frame that did not load with a message, and Retry mounts a fresh cashier', async () => {
    const user = userEvent.setup();
    renderCashier();
    await waitFor(() => expect(bootstrapper.mounted).toHaveLength(1));
    const failed = latest();
    act(() => callbacks(failed).onLoadError?.({ data: { status: 'time limit', timeLimit: 15000 } }));
    expect(screen.getByRole('alert').textContent).toContain('The cashier could not be loaded.');
    expect(bootstrapper.reset).toHaveBeenCalledTimes(1);
    expect(failed.api.on).toHaveBeenLastCalledWith({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bootstrapper.mounted).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading the cashier…');
    // The failed cashier was removed once, not again when Retry remounted.
    expect(bootstrapper.reset).toHaveBeenCalledTimes(1);
  });

  it('removes the cashier on unmount and takes its callbacks back, so reopening starts fresh', async () => {
    const { unmount } = renderCashier();
    await waitFor(() => expect(bootstrapper.mounted).toHaveLength(1));
    expect(Object.keys(callbacks())).toContain('success');
    unmount();
    expect(bootstrapper.reset).toHaveBeenCalledTimes(1);
    expect(callbacks()).toEqual({});
    renderCashier();
    await waitFor(() => expect(bootstrapper.mounted).toHaveLength(2));
    expect(Object.keys(callbacks())).toContain('success');
  });
});
