import { PartBoundary } from '../../../components/lazy-part';
import { usePendingPolicy } from '../hooks/use-pending-policy';
import { LazyPolicyUpdatePopup } from './popups';

/**
 * The policy check of spec 2.5 for a logged-in player: asks for the policy overlay while a policy
 * is pending and shows the policy popup while it holds the overlay slot. OverlayHost loads this
 * file for players only, so a visitor's first load carries neither the check nor its queries.
 */
export function PolicyCheck({ onScreen }: { onScreen: boolean }) {
  const pendingPolicy = usePendingPolicy();
  if (!onScreen || !pendingPolicy) return null;
  const key = `${pendingPolicy.policyType}:${pendingPolicy.policyVersionId}`;
  // The policy slot is the least important one, so a failed load blocks no other overlay.
  return (
    <PartBoundary key={key} resetKey={key}>
      <LazyPolicyUpdatePopup.Component key={key} policy={pendingPolicy} />
    </PartBoundary>
  );
}
