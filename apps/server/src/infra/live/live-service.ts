import type { LiveTableStatus } from '@vauhti/contracts/games';
import type { Database } from '@vauhti/db';
import type { Logger } from 'pino';
import type { PlatformTables } from '../../platform-tables';
import { InProcessTransport } from './in-process-transport';
import type { ActiveSessionIds } from './live-connections';
import { LiveHub } from './live-hub';
import type { LiveTransport } from './live-transport';
import { PostgresNotifyTransport } from './postgres-transport';

/** The balances a wallet movement leaves, as the seamless wallet reports them after a posting. */
export type ChangedBalances = { cashMinor: number; bonusMinor: number; currency: string };

/**
 * The live socket's publishing side for the rest of the platform: the hub and the events other
 * modules send. Building it opens nothing; the app starts the hub (its listening session) when it
 * is ready, so the operator CLI and the seeder can build the same services and still publish.
 */
/**
 * What the live socket reads from the domains that own the facts, handed in at wiring
 * (services.ts): the wallet's balances and pending withdrawals, identity's live sessions.
 */
export type LiveFacts = {
  balances(playerId: number, currency: string): Promise<{ cashMinor: number; bonusMinor: number; totalMinor: number }>;
  pendingWithdrawalCount(playerId: number): Promise<number>;
  activeSessionIds: ActiveSessionIds;
};

export function createLiveService(deps: { database: Database<PlatformTables>; facts: LiveFacts; logger: Logger }) {
  const { database } = deps;
  const log = deps.logger.child({ module: 'live' });
  const hub = new LiveHub(transportFor(database, log), log);

  /** Sends the player's balances to the player's sockets, read fresh from the ledger. */
  const balanceEvent = async (playerId: number, currency: string) => {
    const balances = await deps.facts.balances(playerId, currency);
    await hub.publishToPlayer(playerId, {
      type: 'balance',
      cashMinor: balances.cashMinor,
      bonusMinor: balances.bonusMinor,
      totalMinor: balances.totalMinor,
      currency,
    });
  };

  /**
   * The seamless wallet's hook after every posting. It already holds the balances the posting
   * left, so nothing is read again on the wallet's hot path.
   */
  const onBalanceChanged = (playerId: number, balances: ChangedBalances) =>
    hub.publishToPlayer(playerId, {
      type: 'balance',
      cashMinor: balances.cashMinor,
      bonusMinor: balances.bonusMinor,
      totalMinor: balances.cashMinor + balances.bonusMinor,
      currency: balances.currency,
    });

  /**
   * Sends the player's count of pending withdrawals (open holds), read fresh from the ledger, so the
   * header's icon follows a hold made, paid or returned without polling.
   */
  const pendingWithdrawalsEvent = async (playerId: number) => {
    const count = await deps.facts.pendingWithdrawalCount(playerId);
    await hub.publishToPlayer(playerId, { type: 'pending-withdrawals', count });
  };

  /** The games domain's live-tables monitor calls this on every phase or round change. */
  const publishLiveTables = (tables: LiveTableStatus[]) => hub.broadcast({ type: 'live-tables', tables });

  return {
    hub,
    balanceEvent,
    pendingWithdrawalsEvent,
    onBalanceChanged,
    publishLiveTables,
    activeSessionIds: deps.facts.activeSessionIds,
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

/** LISTEN/NOTIFY between processes on a PostgreSQL server; an in-process bus on PGlite. */
function transportFor(database: Database<PlatformTables>, log: Logger): LiveTransport {
  if (database.engine === 'postgres' && database.listen) {
    return new PostgresNotifyTransport({
      db: database.kysely,
      listen: database.listen,
      channel: `${database.schema}_live`,
      log,
    });
  }
  return new InProcessTransport(database);
}
