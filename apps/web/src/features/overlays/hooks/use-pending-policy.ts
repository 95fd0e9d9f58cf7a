import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { releaseOverlay, requestOverlay } from '../../../lib/overlays/overlay-store';
import {
  acceptedPoliciesQuery,
  configuredPoliciesQuery,
  firstPendingPolicy,
  type PendingPolicy,
} from '../../../lib/policies/policy-check';
import { useSession } from '../../../lib/session/session-queries';

/** The registration route, {lang}/register and everything under it: no policy popup there. */
export function isRegisterPath(pathname: string): boolean {
  return /^\/[^/]+\/register(\/|$)/.test(pathname);
}

/** The migration flow's page: {lang}/completeprofile?migration=true. */
export function isMigrationPage(pathname: string, search: string): boolean {
  return /^\/[^/]+\/completeprofile\/?$/.test(pathname) && new URLSearchParams(search).get('migration') === 'true';
}

/**
 * The policy the logged-in player must accept now, or null (spec 2.5). Nothing is asked on the
 * register route or during the migration flow; nothing is shown when either list fails to load.
 * While a policy is pending the policy overlay is requested; it is released otherwise.
 */
export function usePendingPolicy(): PendingPolicy | null {
  const session = useSession();
  const { pathname, search } = useLocation();
  const profile = session.state === 'player' ? session.profile : undefined;
  const inMigration = profile?.migrationRequired === true || isMigrationPage(pathname, search);
  // The profile decides the migration flow, so the check waits for it.
  const eligible = profile !== undefined && !inMigration && !isRegisterPath(pathname);
  const configured = useQuery({ ...configuredPoliciesQuery, enabled: eligible });
  const accepted = useQuery({ ...acceptedPoliciesQuery, enabled: eligible });
  const pending =
    eligible && configured.data && accepted.data && !configured.isError && !accepted.isError
      ? firstPendingPolicy(configured.data, accepted.data)
      : null;
  const pendingKey = pending ? `${pending.policyType}:${pending.policyVersionId}` : null;

  useEffect(() => {
    if (pendingKey) requestOverlay('policyUpdate');
    else releaseOverlay('policyUpdate');
  }, [pendingKey]);
  useEffect(() => () => releaseOverlay('policyUpdate'), []);

  return pending;
}
