import type { WebSocketLike } from './live-socket';

/** A WebSocket the tests drive: they open it, push messages into it and close it. */
export class FakeWebSocket implements WebSocketLike {
  static readonly created: FakeWebSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedByClient: { code: number | undefined; reason: string | undefined } | undefined;

  constructor(readonly url: string) {
    FakeWebSocket.created.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.created.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  static reset() {
    FakeWebSocket.created.length = 0;
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }

  close(code?: number, reason?: string) {
    this.closedByClient = { code, reason };
  }
}
