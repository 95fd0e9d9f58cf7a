import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import WebSocket from 'ws';
import { createApp } from '../../app';
import { testPlatformConfig } from '../../config';
import { sessionCookieName } from '../../domains/identity/session-cookie';
import type { PlatformTables } from '../../platform-tables';
import { createPlatformServices } from '../../services';
import { type IdentityTestApp, TEST_START } from '../../test-support/platform-test-app';
import { fixedClock } from '../time/clock';

/*
 * The live socket suites need the platform listening on a real port (a WebSocket is not an
 * injected request) and, for the fan-out, two apps on one database.
 */

/** How long a test waits for a message before it fails with what it got; never a timing assertion. */
const WAIT_LIMIT_MS = 10_000;

export type LiveTestApp = IdentityTestApp & { liveUrl: string };

/** The platform app on a port of 127.0.0.1; the database stays open for the caller to close. */
export async function startLiveApp(
  database: Database<PlatformTables>,
  options: { sessionCheckIntervalMs?: number } = {},
): Promise<LiveTestApp> {
  const clock = fixedClock(TEST_START);
  const config = testPlatformConfig();
  const app = await createApp(config, {
    database,
    clock,
    ...(options.sessionCheckIntervalMs === undefined
      ? {}
      : { liveSessionCheckIntervalMs: options.sessionCheckIntervalMs }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not on a TCP port');
  const services = createPlatformServices({
    database,
    config,
    clock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  return {
    app,
    services,
    database,
    clock,
    config,
    liveUrl: `ws://127.0.0.1:${address.port}/api/v1/live`,
    close: () => app.close(),
  };
}

export type LiveClose = { code: number; reason: string };

/** A browser tab's live socket: collects what arrives and hands it to the test in order. */
export class LiveTestClient {
  private readonly received: unknown[] = [];
  private readonly waiting: Array<(message: unknown) => void> = [];
  readonly closed: Promise<LiveClose>;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message: unknown = JSON.parse(String(data));
      const next = this.waiting.shift();
      if (next) next(message);
      else this.received.push(message);
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
    });
  }

  /** Opens a socket as the site would (its own Origin), with the player's session cookie if given. */
  static open(testApp: LiveTestApp, options: { sessionToken?: string | undefined; origin?: string } = {}) {
    const cookieName = sessionCookieName(testApp.config.sessions.secureCookie);
    const headers: Record<string, string> = { origin: options.origin ?? testApp.config.siteUrl };
    if (options.sessionToken) headers.cookie = `${cookieName}=${options.sessionToken}`;
    const socket = new WebSocket(testApp.liveUrl, { headers });
    return new Promise<LiveTestClient>((resolve, reject) => {
      socket.once('open', () => resolve(new LiveTestClient(socket)));
      socket.once('unexpected-response', (_request, response) => {
        reject(new RefusedUpgrade(response.statusCode ?? 0));
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  /** The next message, in arrival order. */
  next(): Promise<unknown> {
    const ready = this.received.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live message arrived')), WAIT_LIMIT_MS);
      this.waiting.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

export class RefusedUpgrade extends Error {
  constructor(readonly statusCode: number) {
    super(`the upgrade was refused with ${statusCode}`);
  }
}
