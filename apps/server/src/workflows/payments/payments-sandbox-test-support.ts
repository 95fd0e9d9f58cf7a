import type { Database } from '@vauhti/db';
import { loadSandboxPayConfig, type RunningSandboxPay, startSandboxPay } from '@vauhti/sandbox-pay';
import { createLogger } from '@vauhti/server-kit';
import { createApp, type PlatformApp } from '../../app';
import { loadPlatformConfig, type PlatformConfig } from '../../config';
import { sessionCookieName } from '../../domains/identity/session-cookie';
import { systemClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { createPlatformServices, type PlatformServices } from '../../services';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { freePort, retryWhileAddressInUse } from '../../test-support/ports';

/*
 * The real platform (on the test database's engine: PGlite, or PostgreSQL with TEST_DATABASE_URL)
 * and the real sandbox payment provider (its own in-memory PGlite), each listening on a free port
 * of the loopback interface and pointing at the other, with the system clock: signatures carry
 * real times and the provider's outbox worker delivers merchant calls over HTTP.
 */

export type SandboxPair = {
  platformUrl: string;
  payUrl: string;
  config: PlatformConfig;
  database: Database<PlatformTables>;
  /** Services on the same database and configuration as the listening app, for calls without HTTP. */
  services: PlatformServices;
  close(): Promise<void>;
};

export function startSandboxPair(): Promise<SandboxPair> {
  return retryWhileAddressInUse(startSandboxPairOnce);
}

async function startSandboxPairOnce(): Promise<SandboxPair> {
  const [platformPort, payPort, lookupPort] = [await freePort(), await freePort(), await freePort()];
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const payUrl = `http://127.0.0.1:${payPort}`;
  const payConfig = {
    ...loadSandboxPayConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      SANDBOX_PAY_PORT: String(payPort),
      SANDBOX_PAY_LOOKUP_PORT: String(lookupPort),
      SANDBOX_PAY_PUBLIC_URL: payUrl,
      SANDBOX_PAY_LOOKUP_PUBLIC_URL: `http://127.0.0.1:${lookupPort}`,
      PLATFORM_URL: platformUrl,
      PAYOUT_APPROVAL_DELAY_MS: '0',
    }),
    // The provider's own database in memory: nothing to clean up, and no DATA_DIR needed.
    database: { url: undefined, dataDir: undefined },
  };
  const config = {
    ...loadPlatformConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(platformPort),
      SITE_URL: platformUrl,
      GAME_PROVIDER_SYNC: 'false',
      PAYMENT_PROVIDER_URL: payUrl,
    }),
    // The suites put visitors in a country with the Dev panel's cookie: the kit chooses the dev tools.
    devTools: true,
  };
  const database = await openPlatformTestDatabase();
  let pay: RunningSandboxPay | undefined;
  let app: PlatformApp | undefined;
  const close = async () => {
    await app?.close();
    await pay?.close();
    await database.close();
  };
  try {
    pay = await startSandboxPay(payConfig);
    app = await createApp(config, { database, clock: systemClock });
    await app.listen({ host: '127.0.0.1', port: platformPort });
  } catch (error) {
    await close();
    throw error;
  }
  const services = createPlatformServices({
    database,
    config,
    clock: systemClock,
    logger: createLogger({ name: 'payments-sandbox-test', level: 'silent' }),
  });
  return { platformUrl, payUrl, config, database, services, close };
}

export type ApiAnswer<T> = { status: number; body: T };

/** A browser of the site: the cookies the platform last set (session, pay-and-play claim), sent back on every call. */
export class SiteClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly config: PlatformConfig,
    /** Cookies the browser starts with, such as the dev panel's country override. */
    cookies: Record<string, string> = {},
  ) {
    for (const [name, value] of Object.entries(cookies)) this.cookies.set(name, value);
  }

  /** True once the platform has given this browser a session. */
  get hasSession(): boolean {
    return this.cookies.has(sessionCookieName(this.config.sessions.secureCookie));
  }

  async logIn(email: string, password: string): Promise<void> {
    const answer = await this.post('/api/v1/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }

  get<T = Record<string, unknown>>(path: string): Promise<ApiAnswer<T>> {
    return this.send<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown): Promise<ApiAnswer<T>> {
    return this.send<T>('POST', path, body);
  }

  private async send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
}

/**
 * Submits a provider page's form as the player's browser would: the page address the platform
 * returned (its token in the query) and the form's fields, form-encoded. Answers the HTTP status.
 */
export async function submitProviderPage(pageUrl: string, fields: Record<string, string>): Promise<number> {
  const url = new URL(pageUrl);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`page address without a token: ${url.pathname}`);
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ...fields }).toString(),
    redirect: 'manual',
  });
  await response.text();
  return response.status;
}

/** Asks `read` until `done` accepts its answer, every 100 ms for at most `timeoutMs`; answers the last one. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    value = await read();
  }
  return value;
}
