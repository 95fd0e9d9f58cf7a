import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/error-text';
import { isReadAhead } from '../../../lib/api/read-ahead';
import { broadcast } from '../../../lib/events/site-events';
import { preloadErrorPopups } from '../components/popups';

/** At most one server-error popup from failed queries per this interval, however many fail. */
export const TRANSPORT_FAULT_BROADCAST_INTERVAL_MS = 10_000;

/** A fault of the transport or the server, not an answer: no connection, or a 5xx. */
export function isTransportFault(error: unknown): boolean {
  return error instanceof ApiError && (error.code === NETWORK_ERROR || error.status >= 500);
}

/**
 * Turns a query that finally failed (after its retries) with a transport fault into the
 * server-error broadcast, for every feature's queries without touching them, except reads made
 * ahead of need (READ_AHEAD_META). Mutations are left alone: forms show their own errors. The popup's code starts loading at the first failed attempt.
 */
export function useTransportFaultBroadcast() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const location = useLocation();
  const currentUrl = useRef('');
  currentUrl.current = `${location.pathname}${location.search}`;
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let lastBroadcastAt = Number.NEGATIVE_INFINITY;
    return queryClient.getQueryCache().subscribe((event) => {
      // A read the page made ahead of need fails without troubling the player.
      if (event.type !== 'updated' || isReadAhead(event.query.meta)) return;
      // A first failed attempt: the popup's code is fetched while the query retries.
      if (event.action.type === 'failed' && isTransportFault(event.action.error)) preloadErrorPopups();
      if (event.action.type !== 'error') return;
      const { error } = event.action;
      if (!isTransportFault(error)) return;
      const now = Date.now();
      if (now - lastBroadcastAt < TRANSPORT_FAULT_BROADCAST_INTERVAL_MS) return;
      lastBroadcastAt = now;
      broadcast('serverError', { message: errorText(translate.current, error), url: currentUrl.current });
    });
  }, [queryClient]);
}
