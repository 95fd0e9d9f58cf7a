import type { LiveEnvelope, LiveTransport, LiveTransportReceiver } from './live-transport';

/**
 * The hubs that share one database object in this process. On PGlite the database lives in the
 * process, so every platform instance that can use it is here too: an app and the services a test
 * or the seeder builds on the same database reach each other through this bus.
 */
const busesByDatabase = new WeakMap<object, Set<InProcessTransport>>();

export class InProcessTransport implements LiveTransport {
  readonly kind = 'in-process';
  private readonly bus: Set<InProcessTransport>;
  private receiver: LiveTransportReceiver | undefined;

  constructor(database: object) {
    let bus = busesByDatabase.get(database);
    if (!bus) {
      bus = new Set();
      busesByDatabase.set(database, bus);
    }
    this.bus = bus;
  }

  async start(receiver: LiveTransportReceiver) {
    this.receiver = receiver;
    this.bus.add(this);
  }

  async send(envelope: LiveEnvelope) {
    for (const other of this.bus) {
      if (other !== this) other.receiver?.onEnvelope(envelope);
    }
  }

  async stop() {
    this.bus.delete(this);
    this.receiver = undefined;
  }
}
