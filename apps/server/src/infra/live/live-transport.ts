import type { LiveAudience } from './live-events';

/** One published event on its way between hub instances: the audience and the serialised event. */
export type LiveEnvelope = { audience: LiveAudience; message: string };

export type LiveTransportReceiver = {
  /** An envelope another hub instance published. */
  onEnvelope(envelope: LiveEnvelope): void;
  /** Envelopes may have been missed (the link to the other instances was down for a while). */
  onGap(): void;
};

/**
 * Carries envelopes from one hub instance to the others. The publishing hub delivers to its own
 * sockets itself, so a transport never hands an instance back what it sent.
 */
export type LiveTransport = {
  readonly kind: 'in-process' | 'postgres';
  /** Starts receiving; resolves once envelopes from the others can arrive (or a retry is scheduled). */
  start(receiver: LiveTransportReceiver): Promise<void>;
  /** Sends to every other instance; works whether or not this instance has started receiving. */
  send(envelope: LiveEnvelope): Promise<void>;
  stop(): Promise<void>;
};
