import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test-support/api-mock';
import { testQueryClient } from '../../test-support/render';
import { activeOverlay } from '../overlays/overlay-store';
import {
  type AcceptedPolicies,
  type ConfiguredPolicies,
  ensurePoliciesAccepted,
  firstPendingPolicy,
  policyKeys,
} from './policy-check';

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

function accepted(...policies: [string, string][]): AcceptedPolicies {
  return {
    status: 'SUCCESS',
    policies: policies.map(([policyType, policyVersionId]) => ({ policyType, policyVersionId })),
  };
}

describe('firstPendingPolicy (spec 2.5)', () => {
  it('nothing is pending when every configured version is accepted', () => {
    expect(firstPendingPolicy(configured, accepted(['privacy', '2026-11-01'], ['terms', '2026-11-01']))).toBeNull();
  });

  it('a configured policy without an acceptance is pending', () => {
    expect(firstPendingPolicy(configured, accepted(['terms', '2026-11-01']))).toEqual({
      policyType: 'privacy',
      policyVersionId: '2026-11-01',
      label: 'Privacy Notice',
      url: 'info/privacy',
    });
  });

  it('a different accepted version is pending', () => {
    expect(firstPendingPolicy(configured, accepted(['terms', '2025-01-01'], ['privacy', '2026-11-01']))).toMatchObject({
      policyType: 'terms',
      policyVersionId: '2026-11-01',
    });
  });

  it('the first changed policy in the configured order is the one shown', () => {
    expect(firstPendingPolicy(configured, accepted())).toMatchObject({ policyType: 'terms' });
  });

  it('agrees with a direct reading of the rule for any lists', () => {
    const types = fc.constantFrom('terms', 'privacy', 'bonus', 'cookies');
    const versions = fc.constantFrom('2025-01-01', '2026-01-01');
    const list = fc.uniqueArray(fc.record({ policyType: types, policyVersionId: versions }), {
      selector: (policy) => policy.policyType,
    });
    fc.assert(
      fc.property(list, list, (configs, acceptances) => {
        const result = firstPendingPolicy(
          { status: 'SUCCESS', policyConfigs: configs, policyTypes: [] },
          { status: 'SUCCESS', policies: acceptances },
        );
        const expected = configs.find(
          (config) =>
            !acceptances.some(
              (acceptance) =>
                acceptance.policyType === config.policyType && acceptance.policyVersionId === config.policyVersionId,
            ),
        );
        expect(result?.policyType ?? null).toBe(expected?.policyType ?? null);
      }),
    );
  });
});

describe('ensurePoliciesAccepted: the check before a cashier opens (spec 2.5)', () => {
  it('answers true when nothing is pending, without asking for the popup', async () => {
    mockApi({
      'GET /content/policies': configured,
      'GET /policies/acceptances': accepted(['terms', '2026-11-01'], ['privacy', '2026-11-01']),
    });
    expect(await ensurePoliciesAccepted(testQueryClient())).toBe(true);
    expect(activeOverlay()).toBeNull();
  });

  it('answers false and asks for the policy popup when a version changed', async () => {
    mockApi({
      'GET /content/policies': configured,
      'GET /policies/acceptances': accepted(['terms', '2025-01-01'], ['privacy', '2026-11-01']),
    });
    expect(await ensurePoliciesAccepted(testQueryClient())).toBe(false);
    expect(activeOverlay()).toBe('policyUpdate');
  });

  it('reads both lists afresh even when cached ones say all is accepted', async () => {
    const { calls } = mockApi({
      'GET /content/policies': configured,
      'GET /policies/acceptances': accepted(['terms', '2026-11-01']),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(policyKeys.configured, {
      ...configured,
      policyConfigs: configured.policyConfigs.slice(0, 1),
    });
    queryClient.setQueryData(policyKeys.accepted, accepted(['terms', '2026-11-01']));
    expect(await ensurePoliciesAccepted(queryClient)).toBe(false);
    expect(calls.map((call) => call.path).sort()).toEqual(['/content/policies', '/policies/acceptances']);
  });

  it('leaves cached lists as they are when the fresh ones are the same, and puts a changed list in the cache', async () => {
    const sameAccepted = accepted(['terms', '2026-11-01'], ['privacy', '2026-11-01']);
    const changedConfigured = { ...configured, policyConfigs: configured.policyConfigs.slice(0, 1) };
    mockApi({ 'GET /content/policies': changedConfigured, 'GET /policies/acceptances': sameAccepted });
    const queryClient = testQueryClient();
    queryClient.setQueryData(policyKeys.configured, configured);
    queryClient.setQueryData(policyKeys.accepted, accepted(['terms', '2026-11-01'], ['privacy', '2026-11-01']));
    const acceptedBefore = queryClient.getQueryState(policyKeys.accepted);
    expect(await ensurePoliciesAccepted(queryClient)).toBe(true);
    // The unchanged list keeps its cache entry (data and time): the popup's observers see no change.
    expect(queryClient.getQueryState(policyKeys.accepted)).toBe(acceptedBefore);
    expect(queryClient.getQueryData(policyKeys.configured)).toEqual(changedConfigured);
  });

  it('answers true when the policy data cannot be loaded (the popup stays hidden then too)', async () => {
    mockApi({
      'GET /content/policies': apiError(500, 'INTERNAL'),
      'GET /policies/acceptances': accepted(),
    });
    expect(await ensurePoliciesAccepted(testQueryClient())).toBe(true);
    expect(activeOverlay()).toBeNull();
  });

  it('an answer whose status is not SUCCESS counts as not loaded', async () => {
    mockApi({
      'GET /content/policies': { ...configured, status: 'FAILURE' },
      'GET /policies/acceptances': accepted(),
    });
    expect(await ensurePoliciesAccepted(testQueryClient())).toBe(true);
  });
});
