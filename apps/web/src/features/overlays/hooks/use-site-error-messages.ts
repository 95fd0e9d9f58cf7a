import { useCallback, useEffect, useState } from 'react';
import { onSiteEvent, type SiteEventMap } from '../../../lib/events/site-events';
import { releaseOverlay, requestOverlay } from '../../../lib/overlays/overlay-store';

export type ServerErrorMessage = SiteEventMap['serverError'];
export type CustomServerErrorMessage = SiteEventMap['customServerError'];

/**
 * Listens for the server-error broadcasts (any feature may send them) and asks for the matching
 * overlay. A newer message replaces the one on screen; dismissing clears it and frees the slot.
 */
export function useSiteErrorMessages() {
  const [serverError, setServerError] = useState<ServerErrorMessage | null>(null);
  const [customServerError, setCustomServerError] = useState<CustomServerErrorMessage | null>(null);

  useEffect(() => {
    const stopServer = onSiteEvent('serverError', (detail) => {
      setServerError(detail);
      requestOverlay('serverError');
    });
    const stopCustom = onSiteEvent('customServerError', (detail) => {
      setCustomServerError(detail);
      requestOverlay('customServerError');
    });
    return () => {
      stopServer();
      stopCustom();
      releaseOverlay('serverError');
      releaseOverlay('customServerError');
    };
  }, []);

  const dismissServerError = useCallback(() => {
    setServerError(null);
    releaseOverlay('serverError');
  }, []);
  const dismissCustomServerError = useCallback(() => {
    setCustomServerError(null);
    releaseOverlay('customServerError');
  }, []);

  return { serverError, customServerError, dismissServerError, dismissCustomServerError };
}
