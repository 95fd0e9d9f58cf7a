import type { LiveEvent } from '@vauhti/contracts/live-events';
import { createLogger } from '@vauhti/server-kit';
import { describe, expect, it } from 'vitest';
import { InProcessTransport } from './in-process-transport';
import { LiveHub, type LiveSubscriber } from './live-hub';
import type { LiveEnvelope, LiveTransport, LiveTransportReceiver } from './live-transport';

const log = createLogger({ name: 'test', level: 'silent' });
const balance: LiveEvent = { type: 'balance', cashMinor: 1_000, bonusMinor: 250, totalMinor: 1_250, currency: 'EUR' };
const tables: LiveEvent = { type: 'live-tables', tables: [] };

function subscriber(playerId: number | null) {
  const received: unknown[] = [];
  let resyncs = 0;
  const subscription: LiveSubscriber = {
    playerId,
    deliver: (message) => received.push(JSON.parse(message)),
    resync: () => {
      resyncs += 1;
    },
  };
  return { subscription, received, resyncs: () => resyncs };
}

/** A transport that records what it sends and lets the test play the other instances. */
class RecordingTransport implements LiveTransport {
  readonly kind = 'in-process';
  readonly sent: LiveEnvelope[] = [];
  receiver: LiveTransportReceiver | undefined;
  failSends = false;
  async start(receiver: LiveTransportReceiver) {
    this.receiver = receiver;
  }
  async send(envelope: LiveEnvelope) {
    if (this.failSends) throw new Error('database down');
    this.sent.push(envelope);
  }
  async stop() {
    this.receiver = undefined;
  }
}

describe('LiveHub routing', () => {
  it("gives a player's event to that player's sockets only, and a broadcast to everyone", async () => {
    const hub = new LiveHub(new RecordingTransport(), log);
    const first = subscriber(1);
    const firstAgain = subscriber(1);
    const second = subscriber(2);
    const guest = subscriber(null);
    for (const each of [first, firstAgain, second, guest]) hub.subscribe(each.subscription);

    await hub.publishToPlayer(1, balance);
    await hub.broadcast(tables);

    expect(first.received).toEqual([balance, tables]);
    expect(firstAgain.received).toEqual([balance, tables]);
    expect(second.received).toEqual([tables]);
    expect(guest.received).toEqual([tables]);
  });

  it('stops delivering once unsubscribed', async () => {
    const hub = new LiveHub(new RecordingTransport(), log);
    const player = subscriber(3);
    const unsubscribe = hub.subscribe(player.subscription);
    unsubscribe();
    await hub.publishToPlayer(3, balance);
    expect(player.received).toEqual([]);
    expect(hub.subscriberCount).toBe(0);
  });

  it('passes what it publishes to the transport and delivers what the transport brings', async () => {
    const transport = new RecordingTransport();
    const hub = new LiveHub(transport, log);
    await hub.start();
    const player = subscriber(5);
    hub.subscribe(player.subscription);

    await hub.publishToPlayer(5, balance);
    expect(transport.sent).toEqual([{ audience: { kind: 'player', playerId: 5 }, message: JSON.stringify(balance) }]);

    transport.receiver?.onEnvelope({ audience: { kind: 'everyone' }, message: JSON.stringify(tables) });
    expect(player.received).toEqual([balance, tables]);
  });

  it('never fails the publisher when the transport fails, and still delivers locally', async () => {
    const transport = new RecordingTransport();
    transport.failSends = true;
    const hub = new LiveHub(transport, log);
    const player = subscriber(6);
    hub.subscribe(player.subscription);
    await expect(hub.publishToPlayer(6, balance)).resolves.toBeUndefined();
    expect(player.received).toEqual([balance]);
  });

  it('keeps delivering to the other sockets when one throws', async () => {
    const hub = new LiveHub(new RecordingTransport(), log);
    hub.subscribe({
      playerId: null,
      deliver: () => {
        throw new Error('socket gone');
      },
      resync: () => undefined,
    });
    const guest = subscriber(null);
    hub.subscribe(guest.subscription);
    await hub.broadcast(tables);
    expect(guest.received).toEqual([tables]);
  });

  it("asks only players' sockets to resync after a gap: guests get the next table list anyway", async () => {
    const transport = new RecordingTransport();
    const hub = new LiveHub(transport, log);
    await hub.start();
    const player = subscriber(7);
    const guest = subscriber(null);
    hub.subscribe(player.subscription);
    hub.subscribe(guest.subscription);
    transport.receiver?.onGap();
    expect(player.resyncs()).toBe(1);
    expect(guest.resyncs()).toBe(0);
  });
});

describe('the in-process transport', () => {
  it('connects the hubs built on one database object, and no others', async () => {
    const database = {};
    const publisher = new LiveHub(new InProcessTransport(database), log);
    const listener = new LiveHub(new InProcessTransport(database), log);
    const elsewhere = new LiveHub(new InProcessTransport({}), log);
    await listener.start();
    await elsewhere.start();
    const player = subscriber(8);
    const stranger = subscriber(8);
    listener.subscribe(player.subscription);
    elsewhere.subscribe(stranger.subscription);

    // The publisher never started: publishing alone (an operator command) still reaches the others.
    await publisher.publishToPlayer(8, balance);
    expect(player.received).toEqual([balance]);
    expect(stranger.received).toEqual([]);

    await listener.stop();
    await publisher.publishToPlayer(8, balance);
    expect(player.received).toEqual([balance]);
  });
});
