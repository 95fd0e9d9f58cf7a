import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { sessionKeys } from '../../../lib/session/session-queries';
import { isSessionExpired } from './use-cashier-opening';

/**
 * session_expired_sso from any deposit call (spec part 1 section 4): the login status is read
 * again, which turns the player into a guest; the app shell then unmounts the cashier and the
 * query-parameter rules send the guest to login with the deposit's url remembered (the modal
 * closes with reason session_expired_deposit). Returns true when the error was that.
 */
export function useDepositSessionExpiry() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown): boolean => {
      if (!isSessionExpired(error)) return false;
      void queryClient.invalidateQueries({ queryKey: sessionKeys.status });
      return true;
    },
    [queryClient],
  );
}

/** The same for a query's error, as it arrives. */
export function useSessionExpiryOf(error: unknown) {
  const endSession = useDepositSessionExpiry();
  useEffect(() => {
    if (error) endSession(error);
  }, [error, endSession]);
}
