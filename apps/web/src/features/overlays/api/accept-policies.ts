import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { type PolicyVersion, policyKeys } from '../../../lib/policies/policy-check';

/**
 * POST /policies/acceptances: records the player's acceptance. The spec sends the list as a JSON
 * string, not as an array (part 2, section 7).
 */
export function acceptPolicies(policies: PolicyVersion[]) {
  return apiRequest<{ status: string }>('/policies/acceptances', {
    method: 'POST',
    body: { policies: JSON.stringify(policies) },
  });
}

/**
 * Accepts one policy version, then drops the cached policy data of both lists so the check runs
 * again and the next changed policy, if any, follows (spec 2.5).
 */
export function useAcceptPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: PolicyVersion) =>
      acceptPolicies([{ policyType: policy.policyType, policyVersionId: policy.policyVersionId }]),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: policyKeys.configured }),
        queryClient.invalidateQueries({ queryKey: policyKeys.accepted }),
      ]);
    },
  });
}
