import { type QueryClient, queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import type {
  PlayerPolicies as AcceptedPolicies,
  AcceptPoliciesBody,
  PolicyConfigs as ConfiguredPolicies,
  PolicyStatus,
  PolicyTypeInfo,
  PolicyVersion,
} from '@vauhti/contracts/site';
import { apiRequest } from '../api/client';
import { requestOverlay } from '../overlays/overlay-store';
import { sessionKeys } from '../session/session-queries';

/*
 * Versioned policies a player must accept (spec part 2, section 2.5). The policy popup (features/
 * overlays) shows the first one pending; the cashier calls ensurePoliciesAccepted() before it
 * opens, so a version change is caught even when the popup's data is old.
 */

/** GET /content/policies and GET /policies/acceptances, under the names the site's features use. */
export type { AcceptedPolicies, ConfiguredPolicies, PolicyTypeInfo, PolicyVersion };

/** A policy the player has not accepted in its current version. */
export type PendingPolicy = PolicyVersion & { label: string; url: string };

const SUCCESS = 'SUCCESS';

export const policyKeys = {
  configured: ['content', 'policies'] as const,
  // Under the player's keys, so logging out forgets what the last player accepted.
  accepted: [...sessionKeys.player, 'policies'] as const,
};

/** An answer whose status is not SUCCESS counts as a failed load: nothing is shown from it. */
function requireSuccess<T extends { status: string }>(answer: T): T {
  if (answer.status !== SUCCESS) throw new Error(`policy answer status ${answer.status}`);
  return answer;
}

/**
 * POST /policies/acceptances: records the player's acceptance. The spec sends the list as a JSON
 * string, not as an array (part 2, section 7).
 */
export function acceptPolicies(policies: PolicyVersion[]) {
  const body: AcceptPoliciesBody = { policies: JSON.stringify(policies) };
  return apiRequest<PolicyStatus>('/policies/acceptances', { method: 'POST', body });
}

const fetchConfiguredPolicies = async (signal?: AbortSignal) =>
  requireSuccess(await apiRequest<ConfiguredPolicies>('/content/policies', { signal }));
const fetchAcceptedPolicies = async (signal?: AbortSignal) =>
  requireSuccess(await apiRequest<AcceptedPolicies>('/policies/acceptances', { signal }));

export const configuredPoliciesQuery = queryOptions({
  queryKey: policyKeys.configured,
  queryFn: ({ signal }) => fetchConfiguredPolicies(signal),
  staleTime: 5 * 60_000,
});

export const acceptedPoliciesQuery = queryOptions({
  queryKey: policyKeys.accepted,
  queryFn: ({ signal }) => fetchAcceptedPolicies(signal),
  staleTime: 5 * 60_000,
});

/**
 * The first configured policy (in the configured order) the player has not accepted, or whose
 * accepted version differs from the configured one; null when everything is accepted.
 */
export function firstPendingPolicy(configured: ConfiguredPolicies, accepted: AcceptedPolicies): PendingPolicy | null {
  const acceptedVersion = new Map(accepted.policies.map((policy) => [policy.policyType, policy.policyVersionId]));
  const pending = configured.policyConfigs.find(
    (config) => acceptedVersion.get(config.policyType) !== config.policyVersionId,
  );
  if (!pending) return null;
  const info = configured.policyTypes.find((type) => type.type === pending.policyType);
  return { ...pending, label: info?.label || pending.policyType, url: info?.url ?? '' };
}

/**
 * Checks the policies afresh (both lists refetched) before a cashier opens. True when nothing is
 * pending. Otherwise the policy popup is asked for and the answer is false: the cashier waits.
 * When the policy data cannot be loaded the answer is true, as the popup stays hidden then too
 * (spec 2.5): the player is not locked out of the cashier by a failing policy service.
 */
export async function ensurePoliciesAccepted(queryClient: QueryClient): Promise<boolean> {
  let configured: ConfiguredPolicies;
  let accepted: AcceptedPolicies;
  try {
    [configured, accepted] = await Promise.all([
      fetchConfiguredPolicies().then((answer) => keepChanged(queryClient, policyKeys.configured, answer)),
      fetchAcceptedPolicies().then((answer) => keepChanged(queryClient, policyKeys.accepted, answer)),
    ]);
  } catch {
    return true;
  }
  if (firstPendingPolicy(configured, accepted) === null) return true;
  requestOverlay('policyUpdate');
  return false;
}

/**
 * Puts a list asked afresh into the cache, for the policy popup, only when it differs from what
 * the cache holds. A refetch through the cache would hand the popup's observers a new result even
 * for the same list, and a page rendering at that moment (a click on Deposit renders the page for
 * its new url while the cashier checks) would then be rendered again from the start.
 */
function keepChanged<T>(queryClient: QueryClient, key: readonly unknown[], answer: T): T {
  const cached = queryClient.getQueryData<T>(key);
  if (cached === undefined || replaceEqualDeep(cached, answer) !== cached) queryClient.setQueryData(key, answer);
  return answer;
}
