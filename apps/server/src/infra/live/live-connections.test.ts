import { createLogger } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { InProcessTransport } from './in-process-transport';
import { LIVE_CLOSE_CODES, LIVE_SOCKETS_PER_ADDRESS_MAX, LiveConnections, type LiveSocket } from './live-connections';
import { LiveHub } from './live-hub';
import type { LiveTransport, LiveTransportReceiver } from './live-transport';

const log = createLogger({ name: 'test', level: 'silent' });

/** A socket as ws presents it, driven by the test: it answers pings only when told to. */
class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  pings = 0;
  terminated = false;
  closedWith: number | undefined;
  private readonly listeners = new Map<string, Array<() => void>>();

  send(data: string) {
    this.sent.push(data);
  }
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  on(event: 'pong' | 'close', listener: () => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: 'pong' | 'close') {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }
}

function setUp(activeSessions: Set<number> = new Set()) {
  const hub = new LiveHub(new InProcessTransport({}), log);
  const connections = new LiveConnections({ hub, activeSessionIds: async () => activeSessions, log });
  return { hub, connections, activeSessions };
}

const balance = { type: 'balance', cashMinor: 1, bonusMinor: 0, totalMinor: 1, currency: 'EUR' } as const;

describe('LiveConnections heartbeat and session checks', () => {
  it('pings live sockets and ends one that did not answer the last ping', () => {
    const { connections, hub } = setUp();
    const answering = new FakeSocket();
    const silent = new FakeSocket();
    connections.accept(answering, null, '10.0.0.1');
    connections.accept(silent, null, '10.0.0.2');

    connections.heartbeat();
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    answering.emit('pong');

    connections.heartbeat();
    expect(answering.terminated).toBe(false);
    expect(answering.pings).toBe(2);
    expect(silent.terminated).toBe(true);
    expect(connections.size).toBe(1);
    expect(hub.subscriberCount).toBe(1);
  });

  it('closes a player socket whose web session ended with the session-ended code; guests stay', async () => {
    const { connections, activeSessions } = setUp(new Set([11, 12]));
    const stillIn = new FakeSocket();
    const loggedOut = new FakeSocket();
    const guest = new FakeSocket();
    connections.accept(stillIn, { playerId: 1, sessionId: 11 }, '10.0.0.1');
    connections.accept(loggedOut, { playerId: 2, sessionId: 12 }, '10.0.0.1');
    connections.accept(guest, null, '10.0.0.1');
    activeSessions.delete(12);

    await connections.closeEndedSessions();
    expect(loggedOut.closedWith).toBe(LIVE_CLOSE_CODES.sessionEnded);
    expect(stillIn.closedWith).toBeUndefined();
    expect(guest.closedWith).toBeUndefined();
  });

  it('leaves a socket that opened during the check for the next check', async () => {
    const hub = new LiveHub(new InProcessTransport({}), log);
    const late = new FakeSocket();
    let connections: LiveConnections;
    connections = new LiveConnections({
      hub,
      activeSessionIds: async (asked) => {
        // A new tab of another player connects while the database answers.
        connections.accept(late, { playerId: 9, sessionId: 99 }, '10.0.0.3');
        return new Set(asked);
      },
      log,
    });
    connections.accept(new FakeSocket(), { playerId: 1, sessionId: 11 }, '10.0.0.1');
    await connections.closeEndedSessions();
    expect(late.closedWith).toBeUndefined();
    expect(connections.size).toBe(2);
  });

  it('keeps sockets open when the session check itself fails', async () => {
    const hub = new LiveHub(new InProcessTransport({}), log);
    const connections = new LiveConnections({
      hub,
      activeSessionIds: async () => {
        throw new Error('database down');
      },
      log,
    });
    const socket = new FakeSocket();
    connections.accept(socket, { playerId: 1, sessionId: 11 }, '10.0.0.1');
    await connections.closeEndedSessions();
    expect(socket.closedWith).toBeUndefined();
  });
});

describe('LiveConnections delivery', () => {
  it("sends a player's events to that player's sockets through the hub", async () => {
    const { connections, hub } = setUp();
    const mine = new FakeSocket();
    const theirs = new FakeSocket();
    connections.accept(mine, { playerId: 1, sessionId: 11 }, '10.0.0.1');
    connections.accept(theirs, { playerId: 2, sessionId: 12 }, '10.0.0.2');
    await hub.publishToPlayer(1, balance);
    expect(mine.sent).toEqual([JSON.stringify(balance)]);
    expect(theirs.sent).toEqual([]);
  });

  it('drops a socket that has fallen too far behind instead of buffering without end', async () => {
    const { connections, hub } = setUp();
    const slow = new FakeSocket();
    slow.bufferedAmount = 2 * 1024 * 1024;
    connections.accept(slow, null, '10.0.0.1');
    await hub.broadcast({ type: 'live-tables', tables: [] });
    expect(slow.terminated).toBe(true);
    expect(slow.sent).toEqual([]);
    expect(connections.size).toBe(0);
  });

  it('asks player sockets to reconnect when the transport reports a gap', async () => {
    let receiver: LiveTransportReceiver | undefined;
    const transport: LiveTransport = {
      kind: 'postgres',
      start: async (given) => {
        receiver = given;
      },
      send: async () => undefined,
      stop: async () => undefined,
    };
    const hub = new LiveHub(transport, log);
    await hub.start();
    const connections = new LiveConnections({ hub, activeSessionIds: async () => new Set(), log });
    const socket = new FakeSocket();
    connections.accept(socket, { playerId: 1, sessionId: 11 }, '10.0.0.1');
    receiver?.onGap();
    expect(socket.closedWith).toBe(LIVE_CLOSE_CODES.resync);
  });
});

describe('LiveConnections limits', () => {
  it('refuses sockets beyond the per-address limit and frees the place when one closes', () => {
    const { connections } = setUp();
    const sockets = Array.from({ length: LIVE_SOCKETS_PER_ADDRESS_MAX }, () => new FakeSocket());
    for (const socket of sockets) connections.accept(socket, null, '10.0.0.9');
    expect(connections.hasRoomFor('10.0.0.9')).toBe(false);
    expect(connections.hasRoomFor('10.0.0.10')).toBe(true);

    const extra = new FakeSocket();
    connections.accept(extra, null, '10.0.0.9');
    expect(extra.closedWith).toBe(LIVE_CLOSE_CODES.tryAgainLater);

    sockets[0]?.close(1000);
    expect(connections.hasRoomFor('10.0.0.9')).toBe(true);
  });

  it('closes every socket as going away when stopped', async () => {
    const { connections } = setUp();
    const socket = new FakeSocket();
    connections.accept(socket, null, '10.0.0.1');
    await connections.stop();
    expect(socket.closedWith).toBe(LIVE_CLOSE_CODES.goingAway);
    expect(connections.size).toBe(0);
  });
});
