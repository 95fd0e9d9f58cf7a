import { z } from 'zod';
import { POLICY_ACCEPTANCE_LIMITS } from './wire-values';

/*
 * Versioned policies a player must accept (spec part 2, section 2.5; content README): the types
 * and current versions (GET /content/policies), the versions a player last accepted (GET
 * /policies/acceptances) and an acceptance (POST /policies/acceptances).
 */

/** A policy type and one of its versions: the spec's policy config and user policy. */
export const PolicyVersionSchema = z.object({ policyType: z.string(), policyVersionId: z.string() });

/** A policy type, its label and the site path of its text. */
export const PolicyTypeInfoSchema = z.object({ type: z.string(), label: z.string(), url: z.string() });

export const PolicyConfigsSchema = z.object({
  status: z.literal('SUCCESS'),
  policyConfigs: z.array(PolicyVersionSchema).describe('the current version of each policy type'),
  policyTypes: z.array(PolicyTypeInfoSchema),
});

export const PlayerPoliciesSchema = z.object({
  status: z.literal('SUCCESS'),
  policies: z.array(PolicyVersionSchema).describe('the version of each policy type the player last accepted'),
});

/** The body of an acceptance: the spec sends the list as a JSON string, not as an array (part 2, section 7). */
export const AcceptPoliciesBodySchema = z.object({
  policies: z
    .string()
    .max(POLICY_ACCEPTANCE_LIMITS.policiesJsonLengthMax)
    .describe('a JSON string of [{policyType, policyVersionId}], each the current version of its type'),
});

const PolicyNameSchema = z.string().max(POLICY_ACCEPTANCE_LIMITS.policyNameLengthMax);

/** The list the acceptance's JSON string holds: policy versions, each name bounded. */
export const AcceptedPolicyListSchema = z
  .array(PolicyVersionSchema.extend({ policyType: PolicyNameSchema, policyVersionId: PolicyNameSchema }))
  .min(1)
  .max(POLICY_ACCEPTANCE_LIMITS.policiesPerAcceptanceMax);

/** The answer to an acceptance. */
export const PolicyStatusSchema = z.object({ status: z.literal('SUCCESS') });

export type PolicyVersion = z.infer<typeof PolicyVersionSchema>;
export type PolicyTypeInfo = z.infer<typeof PolicyTypeInfoSchema>;
export type PolicyConfigs = z.infer<typeof PolicyConfigsSchema>;
export type PlayerPolicies = z.infer<typeof PlayerPoliciesSchema>;
export type AcceptPoliciesBody = z.infer<typeof AcceptPoliciesBodySchema>;
export type AcceptedPolicyList = z.infer<typeof AcceptedPolicyListSchema>;
export type PolicyStatus = z.infer<typeof PolicyStatusSchema>;
