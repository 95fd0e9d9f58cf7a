import type { Logger } from 'pino';
import type { LiveHub } from './live-hub';

/** Which of the given web sessions are still good (identity answers it, handed in at wiring). */
export type ActiveSessionIds = (sessionIds: readonly number[]) => Promise<Set<number>>;

/** The browser's answer to our ping proves the socket alive; none within a period ends it. */
export const HEARTBEAT_INTERVAL_MS = 25_000;
/** How long a player socket may outlive its web session (a logout in another tab, an expiry). */
export const SESSION_CHECK_INTERVAL_MS = 25_000;
/** Sockets per process; beyond it new ones are refused until others close. */
export const LIVE_SOCKETS_MAX = 20_000;
/** Sockets per client address, so one address cannot take the whole process's allowance. */
export const LIVE_SOCKETS_PER_ADDRESS_MAX = 64;
/** Unsent data a socket may pile up; a client this far behind is dropped and will start afresh. */
const BUFFERED_BYTES_MAX = 1024 * 1024;

/** WebSocket close codes the site acts on (apps/web/src/lib/live/live-socket.ts). */
export const LIVE_CLOSE_CODES = {
  goingAway: 1001,
  /** Events may have been lost (the link between processes was down): reconnect and refetch. */
  resync: 1012,
  tryAgainLater: 1013,
  /** The web session behind the socket ended (logout, expiry, restriction): reconnect as a guest. */
  sessionEnded: 4401,
} as const;

const OPEN = 1;

/** The part of a ws WebSocket that the registry uses. */
export type LiveSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
};

export type LiveSocketOwner = { playerId: number; sessionId: number } | null;

type Connection = {
  socket: LiveSocket;
  owner: LiveSocketOwner;
  address: string;
  alive: boolean;
  unsubscribe: () => void;
};

/**
 * The open live sockets of this process: subscribes each to the hub, pings them, drops the dead
 * and the hopelessly slow, and closes player sockets whose web session has ended. A player's
 * socket stays a player socket until then; the next connection is a guest's.
 */
export class LiveConnections {
  private readonly connections = new Set<Connection>();
  private readonly perAddress = new Map<string, number>();
  private readonly timers: NodeJS.Timeout[] = [];
  private checkingSessions: Promise<void> | undefined;

  constructor(
    private readonly deps: {
      hub: LiveHub;
      activeSessionIds: ActiveSessionIds;
      log: Pick<Logger, 'warn'>;
      sessionCheckIntervalMs?: number | undefined;
    },
  ) {}

  get size() {
    return this.connections.size;
  }

  hasRoomFor(address: string): boolean {
    return (
      this.connections.size < LIVE_SOCKETS_MAX && (this.perAddress.get(address) ?? 0) < LIVE_SOCKETS_PER_ADDRESS_MAX
    );
  }

  accept(socket: LiveSocket, owner: LiveSocketOwner, address: string) {
    if (!this.hasRoomFor(address)) {
      socket.close(LIVE_CLOSE_CODES.tryAgainLater, 'too many live sockets');
      return;
    }
    const connection: Connection = { socket, owner, address, alive: true, unsubscribe: () => undefined };
    connection.unsubscribe = this.deps.hub.subscribe({
      playerId: owner?.playerId ?? null,
      deliver: (message) => this.send(connection, message),
      resync: () => socket.close(LIVE_CLOSE_CODES.resync, 'events may have been missed'),
    });
    this.connections.add(connection);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => this.remove(connection));
  }

  start() {
    const heartbeat = setInterval(() => this.heartbeat(), HEARTBEAT_INTERVAL_MS);
    const sessionCheck = setInterval(() => {
      this.checkingSessions ??= this.closeEndedSessions().finally(() => {
        this.checkingSessions = undefined;
      });
    }, this.deps.sessionCheckIntervalMs ?? SESSION_CHECK_INTERVAL_MS);
    for (const timer of [heartbeat, sessionCheck]) {
      timer.unref();
      this.timers.push(timer);
    }
  }

  async stop() {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.checkingSessions;
    for (const connection of [...this.connections]) {
      connection.socket.close(LIVE_CLOSE_CODES.goingAway, 'server shutting down');
      this.remove(connection);
    }
  }

  /** Ends the sockets that did not answer the last ping and pings the rest. */
  heartbeat() {
    for (const connection of [...this.connections]) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.remove(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /** Closes player sockets whose web session has ended, so the client reconnects as a guest. */
  async closeEndedSessions() {
    const sessionIds = new Set<number>();
    for (const { owner } of this.connections) if (owner) sessionIds.add(owner.sessionId);
    if (sessionIds.size === 0) return;
    let active: Set<number>;
    try {
      active = await this.deps.activeSessionIds([...sessionIds]);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'live: could not check the sessions of open sockets');
      return;
    }
    // A socket that opened while the query ran was not asked about: it waits for the next check.
    for (const connection of [...this.connections]) {
      const sessionId = connection.owner?.sessionId;
      if (sessionId !== undefined && sessionIds.has(sessionId) && !active.has(sessionId)) {
        connection.socket.close(LIVE_CLOSE_CODES.sessionEnded, 'session ended');
        this.remove(connection);
      }
    }
  }

  private send(connection: Connection, message: string) {
    const { socket } = connection;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > BUFFERED_BYTES_MAX) {
      socket.terminate();
      this.remove(connection);
      return;
    }
    socket.send(message);
  }

  /** Idempotent: a socket can be removed here and then report its close. */
  private remove(connection: Connection) {
    if (!this.connections.delete(connection)) return;
    connection.unsubscribe();
    const count = (this.perAddress.get(connection.address) ?? 1) - 1;
    if (count <= 0) this.perAddress.delete(connection.address);
    else this.perAddress.set(connection.address, count);
  }
}
