import type { LiveEvent } from '@vauhti/contracts/live-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from './fake-websocket';
import {
  LiveSocket,
  liveSocketUrl,
  RECONNECT_DELAY_MS_BASE,
  RECONNECT_DELAY_MS_MAX,
  reconnectDelayMs,
  SESSION_ENDED_CLOSE_CODE,
} from './live-socket';

function liveSocket(random = () => 0.5) {
  const events: LiveEvent[] = [];
  const calls = { reconnected: 0, sessionEnded: 0 };
  const socket = new LiveSocket({
    url: 'ws://site/api/v1/live',
    onEvent: (event) => events.push(event),
    onReconnected: () => {
      calls.reconnected += 1;
    },
    onSessionEnded: () => {
      calls.sessionEnded += 1;
    },
    createSocket: (url) => new FakeWebSocket(url),
    random,
  });
  return { socket, events, calls };
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnect delays', () => {
  it('double from the base up to the cap, with at most half of each step left to chance', () => {
    const least = () => 0;
    const most = () => 1;
    expect(reconnectDelayMs(0, least)).toBe(RECONNECT_DELAY_MS_BASE / 2);
    expect(reconnectDelayMs(0, most)).toBe(RECONNECT_DELAY_MS_BASE);
    expect(reconnectDelayMs(3, most)).toBe(8 * RECONNECT_DELAY_MS_BASE);
    expect(reconnectDelayMs(20, most)).toBe(RECONNECT_DELAY_MS_MAX);
    expect(reconnectDelayMs(20, least)).toBe(RECONNECT_DELAY_MS_MAX / 2);
    expect(reconnectDelayMs(2000, most)).toBe(RECONNECT_DELAY_MS_MAX);
  });
});

describe('LiveSocket', () => {
  it('opens one socket and hands over the events it understands', () => {
    const { socket, events } = liveSocket();
    socket.start();
    socket.start();
    expect(FakeWebSocket.created).toHaveLength(1);
    const server = FakeWebSocket.latest();
    server.open();
    server.receive({ type: 'balance', cashMinor: 900, bonusMinor: 100, totalMinor: 1000, currency: 'EUR' });
    server.receive({ type: 'live-tables', tables: [] });
    server.receive({ type: 'something-new' });
    server.receive('not json');
    server.receive({ type: 'balance', cashMinor: 1.5, bonusMinor: 0, totalMinor: 1.5, currency: 'EUR' });
    expect(events).toEqual([
      { type: 'balance', cashMinor: 900, bonusMinor: 100, totalMinor: 1000, currency: 'EUR' },
      { type: 'live-tables', tables: [] },
    ]);
  });

  it('reconnects after a drop with growing delays, and starts again from the base once open', () => {
    const { socket, calls } = liveSocket(() => 1);
    socket.start();
    FakeWebSocket.latest().open();

    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS_BASE - 1);
    expect(FakeWebSocket.created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.created).toHaveLength(2);

    // The server is still down: each failed attempt waits twice as long.
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(2 * RECONNECT_DELAY_MS_BASE - 1);
    expect(FakeWebSocket.created).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.created).toHaveLength(3);

    FakeWebSocket.latest().open();
    expect(calls.reconnected).toBe(1);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS_BASE);
    expect(FakeWebSocket.created).toHaveLength(4);
  });

  it('does not count the first opening as a reconnect', () => {
    const { socket, calls } = liveSocket();
    socket.start();
    FakeWebSocket.latest().open();
    expect(calls.reconnected).toBe(0);
  });

  it('reports a session ended by the server and reconnects', () => {
    const { socket, calls } = liveSocket();
    socket.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(SESSION_ENDED_CLOSE_CODE);
    expect(calls.sessionEnded).toBe(1);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS_BASE);
    expect(FakeWebSocket.created).toHaveLength(2);
  });

  it('reopens at once on request, closing the old socket and ignoring what it still sends', () => {
    const { socket, events } = liveSocket();
    socket.start();
    const old = FakeWebSocket.latest();
    old.open();
    socket.reopen();
    expect(old.closedByClient?.code).toBe(1000);
    expect(FakeWebSocket.created).toHaveLength(2);
    old.receive({ type: 'live-tables', tables: [] });
    old.drop();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS_MAX);
    expect(events).toEqual([]);
    expect(FakeWebSocket.created).toHaveLength(2);
  });

  it('reopening while waiting to reconnect connects now, once', () => {
    const { socket } = liveSocket();
    socket.start();
    FakeWebSocket.latest().drop();
    socket.reopen();
    expect(FakeWebSocket.created).toHaveLength(2);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS_MAX);
    expect(FakeWebSocket.created).toHaveLength(2);
  });

  it('stays closed once stopped', () => {
    const { socket } = liveSocket();
    socket.start();
    const current = FakeWebSocket.latest();
    socket.stop();
    expect(current.closedByClient).toBeDefined();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS_MAX);
    expect(FakeWebSocket.created).toHaveLength(1);
  });
});

describe('liveSocketUrl', () => {
  it('uses wss on an https site and ws otherwise', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'vauhti.example' })).toBe('wss://vauhti.example/api/v1/live');
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/v1/live');
  });
});
