import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptPolicies, type PolicyVersion, policyKeys } from '../../../lib/policies/policy-check';

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
