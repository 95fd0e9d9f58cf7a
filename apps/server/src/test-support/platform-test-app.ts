import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import type { DestinationStream } from 'pino';
import { createApp, type PlatformApp } from '../app';
import { type PlatformConfig, testPlatformConfig } from '../config';
import { sessionCookieName } from '../domains/identity/session-cookie';
import { MailDispatcher } from '../infra/messaging/mail-dispatcher';
import { fixedClock } from '../infra/time/clock';
import type { PlatformTables } from '../platform-tables';
import { createPlatformServices, type PlatformServices } from '../services';
import { openPlatformTestDatabase } from './platform-test-database';

/*
 * Helpers for the identity suites: the real platform app on a test database with a clock that
 * stands still, and a client that keeps its session cookie and its own IP address (so that the
 * per-IP rate limits of one test do not leak into the next).
 */

/** Noon UTC, 15 June 2025: the fixed "now" of the suites unless a test moves the clock. */
export const TEST_START = new Date('2025-06-15T12:00:00.000Z');

export type IdentityTestApp = {
  app: PlatformApp;
  /** The same services the app runs, on the same database and clock, for calls without HTTP. */
  services: PlatformServices;
  database: Database<PlatformTables>;
  clock: ReturnType<typeof fixedClock>;
  config: PlatformConfig;
  close(): Promise<void>;
};

export async function startIdentityApp(
  options: { config?: Partial<PlatformConfig>; logDestination?: DestinationStream } = {},
): Promise<IdentityTestApp> {
  const database = await openPlatformTestDatabase();
  const clock = fixedClock(TEST_START);
  const config = testPlatformConfig(options.config);
  const app = await createApp(config, { database, clock, logDestination: options.logDestination });
  await app.ready();
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
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let nextAddress = 0;
let nextEmail = 0;

/** A fresh client address, 10.x.y.z, different on every call. */
export function uniqueIp(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export function uniqueEmail(prefix = 'player'): string {
  nextEmail += 1;
  return `${prefix}.${nextEmail}.${process.pid}@example.test`;
}

export type TestResponse = {
  statusCode: number;
  body: string;
  json: <T = Record<string, unknown>>() => T;
  headers: Record<string, unknown>;
  cookies: Array<{ name: string; value: string; [attribute: string]: unknown }>;
};

/** A browser: one IP address and whatever session cookie the server last gave it. */
export class TestClient {
  sessionToken: string | undefined;
  readonly ip = uniqueIp();

  constructor(private readonly testApp: IdentityTestApp) {}

  get(url: string) {
    return this.send('GET', url);
  }

  post(url: string, body?: unknown) {
    return this.send('POST', url, body);
  }

  patch(url: string, body?: unknown) {
    return this.send('PATCH', url, body);
  }

  put(url: string, body?: unknown) {
    return this.send('PUT', url, body);
  }

  async send(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    body?: unknown,
    options: { rawPayload?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const cookieName = sessionCookieName(this.testApp.config.sessions.secureCookie);
    const payload = options.rawPayload ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await this.testApp.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.sessionToken ? { cookie: `${cookieName}=${this.sessionToken}` } : {}),
        ...options.headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
    const sessionCookie = response.cookies.find((cookie) => cookie.name === cookieName);
    if (sessionCookie) this.sessionToken = sessionCookie.value === '' ? undefined : sessionCookie.value;
    return {
      statusCode: response.statusCode,
      body: response.body,
      headers: response.headers,
      cookies: response.cookies,
      json: <T>() => (response.body === '' ? {} : JSON.parse(response.body)) as T,
    };
  }
}

export const TEST_PASSWORD = 'Correct-Horse-9';

export function stepOneBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    currency: 'EUR',
    country: 'FI',
    acceptTerms: true,
    ...overrides,
  };
}

const FINNISH_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
let nextIndividualNumber = 2;

/**
 * A Finnish henkilötunnus for a birth date, with a fresh individual number each call so that
 * test players never share one. Built by the published rule (check character = DDMMYYNNN mod 31).
 */
export function finnishNationalId(birthDate: string): string {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  const century = Number(year) >= 2000 ? 'A' : '-';
  nextIndividualNumber = nextIndividualNumber >= 899 ? 2 : nextIndividualNumber + 1;
  const individual = String(nextIndividualNumber).padStart(3, '0');
  const digits = `${day}${month}${year.slice(2)}${individual}`;
  return `${day}${month}${year.slice(2)}${century}${individual}${FINNISH_CHECK_CHARACTERS[Number(digits) % 31]}`;
}

export function stepTwoBody(overrides: Record<string, unknown> = {}) {
  const birthDate = (overrides.birthDate as string | undefined) ?? '1990-04-12';
  return {
    firstName: 'Aino',
    lastName: 'Virtanen',
    birthDate,
    street: 'Mannerheimintie 1 A 2',
    city: 'Helsinki',
    zip: '00100',
    phone: '+358401234567',
    gender: 'female',
    nationalId: finnishNationalId(birthDate),
    ...overrides,
  };
}

/** The text of the newest message to a recipient with a purpose, from the outbox. */
export async function latestMessage(testApp: IdentityTestApp, recipient: string, purpose: string) {
  const row = await testApp.database.kysely
    .selectFrom('outbound_messages')
    .select(['body_text', 'channel', 'subject', 'status'])
    .where('recipient', '=', recipient)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row;
}

export async function latestOneTimeCode(testApp: IdentityTestApp, recipient: string): Promise<string> {
  const message = await latestMessage(testApp, recipient, 'otp');
  const code = /\b(\d{6})\b/.exec(message?.body_text ?? '')?.[1];
  if (!code) throw new Error(`no one-time code was sent to ${recipient}`);
  return code;
}

export async function latestResetToken(testApp: IdentityTestApp, email: string): Promise<string> {
  const message = await latestMessage(testApp, email, 'password_reset');
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(message?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no reset link was sent to ${email}`);
  return token;
}

/**
 * Sends the recipient's held e-mail as a platform with SMTP_URL would (the suites have no SMTP):
 * answers the texts the mail server received; the outbox rows are then as the dispatcher left them.
 */
export async function deliverHeldEmail(testApp: IdentityTestApp, recipient: string): Promise<string[]> {
  await testApp.database.kysely
    .updateTable('outbound_messages')
    .set({ status: 'pending' })
    .where('recipient', '=', recipient)
    .where('channel', '=', 'email')
    .where('status', '=', 'held')
    .execute();
  const received: string[] = [];
  const smtp = { sendMail: async (message: { text: string }) => received.push(message.text) };
  const logger = createLogger({ name: 'test', level: 'silent' });
  await new MailDispatcher(testApp.database.kysely, smtp, 'Vauhti <no-reply@vauhti.test>', logger).deliverDue();
  return received;
}

/** A client logged in as a new player who has done step 1 (and step 2 when asked). */
export async function registeredClient(
  testApp: IdentityTestApp,
  options: { stepOne?: Record<string, unknown>; stepTwo?: Record<string, unknown> | false } = {},
) {
  const client = new TestClient(testApp);
  const body = stepOneBody(options.stepOne);
  const started = await client.post('/api/v1/registration/step1', body);
  if (started.statusCode !== 201) throw new Error(`step 1 failed: ${started.body}`);
  if (options.stepTwo !== false) {
    const details = await client.post('/api/v1/registration/step2', stepTwoBody(options.stepTwo ?? {}));
    if (details.statusCode !== 200) throw new Error(`step 2 failed: ${details.body}`);
  }
  return {
    client,
    email: body.email as string,
    password: body.password as string,
    playerId: started.json<{ playerId: number }>().playerId,
  };
}

/** Expects the error envelope with a code; returns its details for further checks. */
export function errorOf(response: TestResponse): { code: string; message: string; details?: Record<string, unknown> } {
  const body = response.json<{ error?: { code: string; message: string; details?: Record<string, unknown> } }>();
  if (!body.error) throw new Error(`expected an error envelope, got ${response.statusCode} ${String(response.body)}`);
  return body.error;
}

let nextSwedishSerial = 100;

/** A Swedish personnummer (YYYYMMDD-NNNC) for a birth date, Luhn check digit by the published rule. */
export function swedishNationalId(birthDate: string): string {
  const [year = '', month = '', day = ''] = birthDate.split('-');
  nextSwedishSerial = nextSwedishSerial >= 999 ? 100 : nextSwedishSerial + 1;
  const digits = `${year.slice(2)}${month}${day}${nextSwedishSerial}`;
  const sum = [...digits].reduce((total, digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${year}${month}${day}-${nextSwedishSerial}${(10 - (sum % 10)) % 10}`;
}
