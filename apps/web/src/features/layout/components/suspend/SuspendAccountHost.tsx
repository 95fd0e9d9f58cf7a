import { lazy, Suspense, useEffect } from 'react';
import { releaseOverlay, requestOverlay, useActiveOverlay } from '../../../../lib/overlays/overlay-store';
import { closeSuspendAccount, useSuspendAccountOpen } from '../../hooks/layout-store';

// The form and its validation load only when a player opens it.
const SuspendAccountDialog = lazy(() => import('./SuspendAccountDialog'));

/**
 * Holds the suspend-account overlay slot while the form is open (spec 2.3: one overlay at a time,
 * by priority) and shows the form when the slot is granted.
 */
export function SuspendAccountHost() {
  const open = useSuspendAccountOpen();
  const active = useActiveOverlay() === 'suspendAccount';

  useEffect(() => {
    if (!open) return;
    requestOverlay('suspendAccount');
    return () => releaseOverlay('suspendAccount');
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SuspendAccountDialog visible={active} onClose={closeSuspendAccount} />
    </Suspense>
  );
}
