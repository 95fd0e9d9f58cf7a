import type { LiveEvent } from '@vauhti/contracts/live-events';
import type { Logger } from 'pino';
import type { LiveAudience } from './live-events';
import type { LiveEnvelope, LiveTransport } from './live-transport';

/** One open socket as the hub sees it: whose it is and how to hand it a serialised event. */
export type LiveSubscriber = {
  /** Null for a guest, who gets broadcasts only. */
  playerId: number | null;
  deliver(message: string): void;
  /** Events for this subscriber may have been lost: make the client start afresh. */
  resync(): void;
};

/**
 * Routes live events to the sockets of this process and, through the transport, to the other
 * platform processes. Publishing never fails the caller: a wallet movement that already happened
 * must not turn into an error because a notification could not be sent.
 */
export class LiveHub {
  private readonly guests = new Set<LiveSubscriber>();
  private readonly players = new Map<number, Set<LiveSubscriber>>();

  constructor(
    private readonly transport: LiveTransport,
    private readonly log: Logger,
  ) {}

  get transportKind() {
    return this.transport.kind;
  }

  start(): Promise<void> {
    return this.transport.start({
      onEnvelope: (envelope) => this.deliverLocally(envelope),
      onGap: () => this.resyncPlayers(),
    });
  }

  stop(): Promise<void> {
    return this.transport.stop();
  }

  /** Adds a socket; returns the function that removes it. */
  subscribe(subscriber: LiveSubscriber): () => void {
    const { playerId } = subscriber;
    if (playerId === null) {
      this.guests.add(subscriber);
      return () => this.guests.delete(subscriber);
    }
    let sockets = this.players.get(playerId);
    if (!sockets) {
      sockets = new Set();
      this.players.set(playerId, sockets);
    }
    sockets.add(subscriber);
    return () => {
      sockets.delete(subscriber);
      if (sockets.size === 0 && this.players.get(playerId) === sockets) this.players.delete(playerId);
    };
  }

  publishToPlayer(playerId: number, event: LiveEvent): Promise<void> {
    return this.publish({ kind: 'player', playerId }, event);
  }

  broadcast(event: LiveEvent): Promise<void> {
    return this.publish({ kind: 'everyone' }, event);
  }

  /** Open sockets of this process, for logs and tests. */
  get subscriberCount() {
    let count = this.guests.size;
    for (const sockets of this.players.values()) count += sockets.size;
    return count;
  }

  private async publish(audience: LiveAudience, event: LiveEvent) {
    // Serialised once, whatever the number of sockets it goes to.
    const envelope: LiveEnvelope = { audience, message: JSON.stringify(event) };
    this.deliverLocally(envelope);
    try {
      await this.transport.send(envelope);
    } catch (error) {
      this.log.error({ err: error, eventType: event.type }, 'live: could not pass an event to the other instances');
    }
  }

  private deliverLocally({ audience, message }: LiveEnvelope) {
    if (audience.kind === 'player') {
      for (const subscriber of this.players.get(audience.playerId) ?? []) this.deliverTo(subscriber, message);
      return;
    }
    for (const subscriber of this.guests) this.deliverTo(subscriber, message);
    for (const sockets of this.players.values()) {
      for (const subscriber of sockets) this.deliverTo(subscriber, message);
    }
  }

  private deliverTo(subscriber: LiveSubscriber, message: string) {
    try {
      subscriber.deliver(message);
    } catch (error) {
      this.log.warn({ err: error }, 'live: a socket refused an event');
    }
  }

  private resyncPlayers() {
    for (const sockets of this.players.values()) {
      for (const subscriber of [...sockets]) subscriber.resync();
    }
  }
}
