import { PartBoundary } from '../../../components/lazy-part';
import { useActiveOverlay } from '../../../lib/overlays/overlay-store';
import { usePendingPolicy } from '../hooks/use-pending-policy';
import { useSiteErrorMessages } from '../hooks/use-site-error-messages';
import { useTransportFaultBroadcast } from '../hooks/use-transport-fault-broadcast';
import { LazyCustomServerErrorPopup, LazyPolicyUpdatePopup, LazyServerErrorPopup } from './popups';

/**
 * The one overlay on screen (spec 2.3): whichever requested overlay has the highest priority.
 * This host renders the server-error, custom-error and policy-update popups; the suspend-account
 * modal is rendered by the layout feature and the quick-login modal by the accounts feature
 * (wired in the app), each while it holds the slot. The hooks deciding what is requested are
 * eager and light; each popup's code loads when its overlay becomes active. A popup whose code
 * cannot be loaded is dropped (an error message frees the slot) rather than breaking the site.
 */
export function OverlayHost() {
  const active = useActiveOverlay();
  const messages = useSiteErrorMessages();
  const pendingPolicy = usePendingPolicy();
  useTransportFaultBroadcast();

  if (active === 'serverError' && messages.serverError) {
    return (
      <PartBoundary key="serverError" resetKey={messages.serverError} onLoadError={messages.dismissServerError}>
        <LazyServerErrorPopup.Component error={messages.serverError} onDismiss={messages.dismissServerError} />
      </PartBoundary>
    );
  }
  if (active === 'customServerError' && messages.customServerError) {
    return (
      <PartBoundary
        key="customServerError"
        resetKey={messages.customServerError}
        onLoadError={messages.dismissCustomServerError}
      >
        <LazyCustomServerErrorPopup.Component
          error={messages.customServerError}
          onDismiss={messages.dismissCustomServerError}
        />
      </PartBoundary>
    );
  }
  if (active === 'policyUpdate' && pendingPolicy) {
    const key = `${pendingPolicy.policyType}:${pendingPolicy.policyVersionId}`;
    // The policy slot is the least important one, so a failed load blocks no other overlay.
    return (
      <PartBoundary key="policyUpdate" resetKey={key}>
        <LazyPolicyUpdatePopup.Component key={key} policy={pendingPolicy} />
      </PartBoundary>
    );
  }
  return null;
}
