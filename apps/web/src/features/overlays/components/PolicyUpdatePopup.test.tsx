import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { broadcast } from '../../../lib/events/site-events';
import type { ConfiguredPolicies, PolicyVersion } from '../../../lib/policies/policy-check';
import type { Profile } from '../../../lib/session/session-types';
import { apiError, mockApi } from '../../../test-support/api-mock';
import { finnishProfile, loggedInStatus } from '../../../test-support/fixtures/session';
import { renderWithSite } from '../../../test-support/render';
import { OverlayHost } from './OverlayHost';

const configured: ConfiguredPolicies = {
  status: 'SUCCESS',
  policyConfigs: [
    { policyType: 'terms', policyVersionId: '2026-11-01' },
    { policyType: 'privacy', policyVersionId: '2026-11-01' },
  ],
  policyTypes: [
    { type: 'terms', label: 'Terms and Conditions', url: 'info/terms' },
    { type: 'privacy', label: 'Privacy Notice', url: 'info/privacy' },
  ],
};

type Setup = {
  accepted?: PolicyVersion[];
  profile?: Partial<Profile>;
  configuredAnswer?: unknown;
  /** Holds the POST until the test lets it finish. */
  holdAccept?: Promise<void>;
};

/** A player with a server that remembers acceptances, like the real one. */
function setup({ accepted = [], profile = {}, configuredAnswer = configured, holdAccept }: Setup = {}) {
  const acceptances = [...accepted];
  const api = mockApi({
    'GET /auth/status': loggedInStatus(),
    'GET /profile': finnishProfile(profile),
    'GET /content/policies': configuredAnswer,
    'GET /policies/acceptances': () => ({ status: 'SUCCESS', policies: [...acceptances] }),
    'POST /policies/acceptances': async ({ body }: { body: unknown }) => {
      await holdAccept;
      const list = JSON.parse((body as { policies: string }).policies) as PolicyVersion[];
      for (const policy of list) {
        const index = acceptances.findIndex((entry) => entry.policyType === policy.policyType);
        if (index >= 0) acceptances.splice(index, 1);
        acceptances.push(policy);
      }
      return { status: 'SUCCESS' };
    },
  });
  return api;
}

function renderHost(url = '/en/casino') {
  return renderWithSite(<OverlayHost />, { url, path: '/:lang/*' });
}

/** The host loads the policy check with a player's session: nothing is shown before then either. */
async function policyCheckLoaded() {
  await import('./PolicyCheck');
}

/** Waits for both policy lists to be asked for, then lets the answers land. */
async function policiesLoaded(calls: { path: string }[]) {
  await waitFor(() => {
    expect(calls.some((call) => call.path === '/content/policies')).toBe(true);
    expect(calls.some((call) => call.path === '/policies/acceptances')).toBe(true);
  });
  await new Promise((resolve) => setTimeout(resolve, 30));
}

describe('policy popup (spec 2.5)', () => {
  it('shows the first changed policy with a link to read it in a new tab', async () => {
    setup({ accepted: [{ policyType: 'terms', policyVersionId: '2025-01-01' }] });
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'We have updated our Terms and Conditions' });
    const link = within(dialog).getByRole('link', { name: /Read the Terms and Conditions/ });
    expect(link.getAttribute('href')).toBe('/en/info/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('requires the acceptance checkbox: continue is disabled until it is ticked', async () => {
    setup();
    renderHost();
    const dialog = await screen.findByRole('dialog');
    const checkbox = within(dialog).getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions.' });
    const button = within(dialog).getByRole('button', { name: 'Accept and continue' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(checkbox);
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(checkbox);
    await waitFor(() => expect(button.disabled).toBe(true));
  });

  it('after submit the checkbox and the button are disabled, and the acceptance is sent as a JSON string', async () => {
    let release = () => {};
    const holdAccept = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = setup({ holdAccept });
    renderHost();
    const dialog = await screen.findByRole('dialog');
    const checkbox = within(dialog).getByRole('checkbox') as HTMLInputElement;
    await userEvent.click(checkbox);
    const button = within(dialog).getByRole('button', { name: 'Accept and continue' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(checkbox.disabled).toBe(true);
    expect(button.disabled).toBe(true);
    const post = calls.find((call) => call.method === 'POST');
    const policies = (post?.body as { policies?: unknown } | undefined)?.policies;
    expect(typeof policies).toBe('string');
    expect(JSON.parse(policies as string)).toEqual([{ policyType: 'terms', policyVersionId: '2026-11-01' }]);
    await act(async () => release());
  });

  it('after accepting, the cached data is refreshed and the next changed policy follows, unticked', async () => {
    const { calls } = setup();
    renderHost();
    const first = await screen.findByRole('dialog', { name: 'We have updated our Terms and Conditions' });
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(first).getByRole('button', { name: 'Accept and continue' }));
    const next = await screen.findByRole('dialog', { name: 'We have updated our Privacy Notice' });
    expect((within(next).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(calls.filter((call) => call.path === '/content/policies').length).toBeGreaterThanOrEqual(2);
    expect(calls.filter((call) => call.path === '/policies/acceptances' && call.method === 'GET')).toHaveLength(2);
    await userEvent.click(within(next).getByRole('checkbox'));
    await userEvent.click(within(next).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cannot be dismissed: no close button, Escape does nothing', async () => {
    setup();
    renderHost();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('is not shown when every policy is accepted', async () => {
    const { calls } = setup({ accepted: configured.policyConfigs });
    renderHost();
    await policiesLoaded(calls);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is hidden on the register route', async () => {
    const { calls } = setup();
    renderHost('/en/register/step1');
    await waitFor(() => expect(calls.some((call) => call.path === '/profile')).toBe(true));
    await policyCheckLoaded();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is hidden during the migration flow', async () => {
    const { calls } = setup({ profile: { migrationRequired: true } });
    renderHost();
    await waitFor(() => expect(calls.some((call) => call.path === '/profile')).toBe(true));
    await policyCheckLoaded();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is hidden on the migration page', async () => {
    const { calls } = setup();
    renderHost('/en/completeprofile?migration=true');
    await waitFor(() => expect(calls.some((call) => call.path === '/profile')).toBe(true));
    await policyCheckLoaded();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden when the policy data fails to load', async () => {
    const { calls } = setup({ configuredAnswer: apiError(500, 'INTERNAL') });
    renderHost();
    await policiesLoaded(calls);
    expect(screen.queryByRole('dialog', { name: /updated our/ })).toBeNull();
  });

  it('stays hidden when the policy answer is not SUCCESS', async () => {
    const { calls } = setup({ configuredAnswer: { ...configured, status: 'FAILURE' } });
    renderHost();
    await policiesLoaded(calls);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits behind a server error and returns once it is closed', async () => {
    setup();
    renderHost();
    await screen.findByRole('dialog', { name: /updated our/ });
    act(() => broadcast('serverError', { message: 'Busy.', url: '/en/casino?step=select-bonus' }));
    await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: /updated our/ })).toBeTruthy();
  });
});
