import { memo, type ReactNode } from 'react';
import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import { type OverlayId, useActiveOverlay } from '../../../lib/overlays/overlay-store';
import { useSession } from '../../../lib/session/session-queries';
import { useSiteErrorMessages } from '../hooks/use-site-error-messages';
import { useTransportFaultBroadcast } from '../hooks/use-transport-fault-broadcast';
import { LazyCustomServerErrorPopup, LazyServerErrorPopup } from './popups';

// The policy check concerns logged-in players only: a visitor's first load does not carry it.
const policyCheck = lazyPart(() => import('./PolicyCheck').then((module) => module.PolicyCheck));

/**
 * The one overlay on screen (spec 2.3): whichever requested overlay has the highest priority.
 * This host renders the server-error, custom-error and policy-update popups; the suspend-account
 * modal is rendered by the layout feature and the quick-login modal by the accounts feature
 * (wired in the app), each while it holds the slot. The hooks deciding what is requested are
 * eager and light, but for the policy check, which loads with a player's session; each popup's
 * code loads when its overlay becomes active. A popup whose code cannot be loaded is dropped (an
 * error message frees the slot) rather than breaking the site.
 */
export const OverlayHost = memo(function OverlayHost() {
  const active = useActiveOverlay();
  const session = useSession();
  return (
    <>
      <ErrorPopups active={active} />
      {session.state === 'player' && (
        <PartBoundary>
          <policyCheck.Component onScreen={active === 'policyUpdate'} />
        </PartBoundary>
      )}
    </>
  );
});

/** The server-error and custom-error popups, while one of them holds the overlay slot. */
function ErrorPopups({ active }: { active: OverlayId | null }): ReactNode {
  const messages = useSiteErrorMessages();
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
  return null;
}
