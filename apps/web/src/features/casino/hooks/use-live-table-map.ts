import type { Game, LiveTableStatus } from '@vauhti/contracts/games';
import { useMemo } from 'react';
import { useLiveTables } from '../../../lib/games/games-queries';

/** Live tables by table id, asked for only when some game on the page sits at a live table. */
export function useLiveTableMap(games: readonly Game[], wanted = false) {
  const needed = wanted || games.some((game) => game.liveTableId !== null);
  const { data } = useLiveTables(needed);
  return useMemo(() => {
    const tables = data ?? [];
    return { tables, byId: new Map<string, LiveTableStatus>(tables.map((table) => [table.tableId, table])) };
  }, [data]);
}
