import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@vauhti/contracts/live-events';
import { applyLiveEvent, refreshAfterReconnect, refreshAfterSessionEnded } from './live-cache';
import { emitLiveEvent, parseLiveEvent } from './live-events';

/** Back-off between reconnects: doubles from the base up to the cap, with jitter. */
export const RECONNECT_DELAY_MS_BASE = 1_000;
export const RECONNECT_DELAY_MS_MAX = 30_000;

/** Close codes the platform sends (apps/server/src/infra/live/live-connections.ts). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** The part of the browser's WebSocket the live socket uses. */
export type WebSocketLike = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
};

export type LiveSocketOptions = {
  url: string;
  onEvent(event: LiveEvent): void;
  /** Opened again after a drop: events may have been missed. */
  onReconnected(): void;
  onSessionEnded(): void;
  createSocket?: (url: string) => WebSocketLike;
  random?: () => number;
};

/**
 * The delay before reconnect attempt `attempt` (0 for the first): half of the doubled step for
 * sure and the other half at random, so a platform restart does not bring every tab back at once.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_DELAY_MS_MAX, RECONNECT_DELAY_MS_BASE * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}

/**
 * One WebSocket to /api/v1/live, kept open: it reconnects after any drop with back-off, and
 * reopens on request (the session changed between guest and player, so the server must see the
 * new cookie on a new handshake).
 */
export class LiveSocket {
  private socket: WebSocketLike | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private openedBefore = false;
  private stopped = true;

  constructor(private readonly options: LiveSocketOptions) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes the current socket and opens a new one now. */
  reopen() {
    if (this.stopped) return this.start();
    this.drop();
    this.attempt = 0;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.drop();
  }

  private connect() {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      if (this.openedBefore) this.options.onReconnected();
      this.openedBefore = true;
    };
    socket.onmessage = (message) => {
      if (typeof message.data !== 'string') return;
      const event = parseLiveEvent(message.data);
      if (event) this.options.onEvent(event);
    };
    socket.onclose = (close) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (close.code === SESSION_ENDED_CLOSE_CODE) this.options.onSessionEnded();
      this.scheduleReconnect();
    };
    // An error is always followed by a close, which does the reconnecting.
    socket.onerror = () => undefined;
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    const delay = reconnectDelayMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.stopped) this.connect();
    }, delay);
  }

  /** Forgets the current socket (its late events are ignored) and any pending reconnect. */
  private drop() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close(1000, 'reopened');
  }
}

/** ws: or wss: to this site's /api/v1/live. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/v1/live`;
}

let tabSocket: { socket: LiveSocket; identity: string } | undefined;

/**
 * The tab's one live socket, opened on first use and reopened when the visitor's identity
 * (guest, or which player) changes. Events go into the query cache and to useLiveEvent listeners.
 */
export function connectLiveSocket(queryClient: QueryClient, identity: string) {
  if (!tabSocket) {
    const socket = new LiveSocket({
      url: liveSocketUrl(),
      onEvent: (event) => {
        applyLiveEvent(queryClient, event);
        emitLiveEvent(event);
      },
      onReconnected: () => refreshAfterReconnect(queryClient),
      onSessionEnded: () => refreshAfterSessionEnded(queryClient),
    });
    tabSocket = { socket, identity };
    socket.start();
    return;
  }
  if (tabSocket.identity !== identity) {
    tabSocket.identity = identity;
    tabSocket.socket.reopen();
  }
}

/** Closes the tab's socket (tests; a page that must not keep it open). */
export function disconnectLiveSocket() {
  tabSocket?.socket.stop();
  tabSocket = undefined;
}
