import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type LobbyFilters, readLobbyFilters, withLobbyFilters } from '../rules/lobby-params';

/** The lobby's filters from the url, and a setter that replaces the history entry (no back-button spam). */
export function useLobbyFilters(): [LobbyFilters, (change: Partial<LobbyFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readLobbyFilters(params), [params]);
  const change = useCallback(
    (next: Partial<LobbyFilters>) => setParams((current) => withLobbyFilters(current, next), { replace: true }),
    [setParams],
  );
  return [filters, change];
}
