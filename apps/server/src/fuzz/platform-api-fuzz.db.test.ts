import { IdentityVerificationResultSchema } from '@vauhti/contracts/cashier';
import {
  AuthorizeRequestSchema,
  CancelRequestSchema,
  TransferRequestSchema,
  VerifyUserRequestSchema,
} from '@vauhti/contracts/merchant-api';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testPlatformConfig } from '../config';
import { CASHIER_TYPE_OVERRIDE_COOKIE } from '../domains/cashier/dev-cashier-type.routes';
import { COUNTRY_OVERRIDE_COOKIE } from '../domains/compliance/request-country';
import { sessionCookieName } from '../domains/identity/session-cookie';
import { registeredClient, startIdentityApp, uniqueIp } from '../test-support/platform-test-app';
import {
  type Answer,
  changedTables,
  describeRequest,
  type FuzzRequest,
  faultOf,
  fuzzRuns,
  fuzzSeed,
  garbageSessionToken,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  RowSnapshots,
  requestsFor,
} from './endpoint-fuzzer';

/*
 * Every operation of the platform's OpenAPI document (/api/docs) against requests built from its
 * own schemas (endpoint-fuzzer.ts), sent as a logged-in player, a visitor and a browser with a
 * garbage session cookie, and a player half-way through registration. For every answer: never a server fault, every refusal the error envelope
 * with a stable code, and a refusal writes nothing (every table's row count and newest row
 * version unchanged). An accepted request may write; the next case starts from what it left.
 * FUZZ_RUNS sets the cases per operation (`npm run fuzz`), FUZZ_SEED replays a failure.
 */

const RUNS = fuzzRuns(12);
const SEED = fuzzSeed();

// No provider listens on port 9: a call to the game or payment provider fails at once, as when it
// is down, instead of reaching whatever runs on the sandboxes' usual ports on this machine.
const UNREACHABLE = 'http://127.0.0.1:9';
const baseConfig = testPlatformConfig();
const testApp = await startIdentityApp({
  config: {
    payments: { ...baseConfig.payments, providerUrl: UNREACHABLE },
    gameProvider: { ...baseConfig.gameProvider, url: UNREACHABLE },
  },
});
afterAll(async () => testApp.close());

const documented = operationsOf(testApp.app.swagger() as unknown as OpenApiDocument);

/**
 * The signed server-to-server routes that answer with the error envelope are left out of the
 * document; here they get the same requests unsigned, or signed with garbage (the odd headers
 * include X-Signature and X-Merchant-Id). Correctly signed bodies are the other suites' work; the
 * seamless wallet answers with its contract's own shape and is fuzzed there only.
 */
function signedOperation(path: string, schema: z.ZodType): Operation {
  return {
    method: 'POST',
    path,
    pathParameters: [],
    queryParameters: [],
    body: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    documentedServerStatuses: [],
  };
}
const MERCHANT_SCHEMAS = {
  verifyuser: VerifyUserRequestSchema,
  authorize: AuthorizeRequestSchema,
  transfer: TransferRequestSchema,
  cancel: CancelRequestSchema,
};
const signedOperations = [
  ...Object.entries(MERCHANT_SCHEMAS).map(([call, schema]) => signedOperation(`/api/payments/piq/${call}`, schema)),
  signedOperation('/api/payments/identity-verification/result', IdentityVerificationResultSchema),
];
const operations = [...documented, ...signedOperations];
const snapshots = await RowSnapshots.of(testApp.database);
const sessionCookie = sessionCookieName(testApp.config.sessions.secureCookie);
const context = {
  allowedOrigin: testApp.config.allowedOrigins[0] ?? testApp.config.siteUrl,
  cookieNames: [COUNTRY_OVERRIDE_COOKIE, CASHIER_TYPE_OVERRIDE_COOKIE],
};

/**
 * Tables that record the request itself rather than its effect, written on refusals by design:
 * the per-client rate-limit counters (every limited route counts every request), the failed login
 * throttle (a wrong password is counted so that guessing slows down) and the one-time code's
 * attempts (a wrong code uses one up, so that guessing ends).
 */
const BOOKKEEPING_TABLES = ['rate_limit_counters', 'login_throttles', 'player_otp_challenges'];

/** A registered real-money player with cash, so the cashier's withdrawals get past "no money". */
async function newPlayerToken(): Promise<string> {
  const { client, playerId } = await registeredClient(testApp);
  if (!client.sessionToken) throw new Error('the registered player has no session');
  await testApp.services.identity.markRealMoney(playerId);
  const deposit = await testApp.services.ledger.deposit({
    source: 'fuzz-setup',
    externalId: `opening-${playerId}`,
    playerId,
    currency: 'EUR',
    amountMinor: 100_000,
    provider: 'fuzz-setup',
  });
  if (!deposit.ok) throw new Error('the opening deposit failed');
  return client.sessionToken;
}

/** A player who has done registration step 1 only, so the later steps' handlers are reached. */
async function newRegisteringToken(): Promise<string> {
  const { client } = await registeredClient(testApp, { stepTwo: false });
  if (!client.sessionToken) throw new Error('the registering player has no session');
  return client.sessionToken;
}

/** The logged-in players' session tokens; replaced when an accepted request ends a session. */
const tokens: Record<'player' | 'registering', string> = {
  player: await newPlayerToken(),
  registering: await newRegisteringToken(),
};
let baseline = await snapshots.settled();

/** After an accepted request (a logout, a password change, a suspension), log a player in again. */
async function keepLoggedIn(identity: 'player' | 'registering') {
  const lookup = await testApp.services.identity.sessions.resolve(tokens[identity]);
  if (lookup.status === 'active') return;
  tokens[identity] = identity === 'player' ? await newPlayerToken() : await newRegisteringToken();
  baseline = await snapshots.take();
}

async function send(request: FuzzRequest, garbageToken: string): Promise<Answer> {
  const token =
    request.identity === 'player' || request.identity === 'registering' ? tokens[request.identity] : garbageToken;
  const cookies = [...request.cookies, ...(request.identity === 'visitor' ? [] : [`${sessionCookie}=${token}`])];
  return testApp.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: uniqueIp(),
    headers: { ...request.headers, ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

function errorCodeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { error?: { code?: unknown } }).error?.code);
  } catch {
    return '(not JSON)';
  }
}

/** One case: the answer's shape, then the database: a refusal must have written nothing. */
async function check(operation: Operation, request: FuzzRequest, garbageToken: string) {
  const answer = await send(request, garbageToken);
  // The snapshot comes first, so a failing case leaves the next one (and fast-check's replay) a true baseline.
  const after = await snapshots.take();
  const changed = changedTables(baseline, after).filter(
    (change) => !BOOKKEEPING_TABLES.some((table) => change.startsWith(`${table}:`)),
  );
  baseline = after;
  const label = `${describeRequest(request)} as ${request.identity}`;
  const fault = faultOf(answer, { documentedServerStatuses: operation.documentedServerStatuses });
  if (fault) throw new Error(`${fault}\n  request: ${label}`);
  if (answer.statusCode >= 400 && changed.length > 0) {
    throw new Error(`a ${answer.statusCode} refusal wrote: ${changed.join(', ')}\n  request: ${label}`);
  }
  if (answer.statusCode < 400 && (request.identity === 'player' || request.identity === 'registering')) {
    await keepLoggedIn(request.identity);
  }
  return answer.statusCode < 400 ? String(answer.statusCode) : `${answer.statusCode} ${errorCodeOf(answer.body)}`;
}

describe('fuzzing every operation of the platform API document', () => {
  it('covers the whole document', () => {
    // A document that lost its routes would make every case below vacuous.
    expect(documented.length).toBeGreaterThan(60);
    for (const path of ['/api/v1/registration/step1', '/api/v1/cashier/transactions', '/api/v1/contact']) {
      expect(operations.some((operation) => operation.path === path)).toBe(true);
    }
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, { timeout: 60_000 + RUNS * 2_000 }, async () => {
      const statuses = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, context), garbageSessionToken, async (request, garbageToken) => {
          const status = await check(operation, request, garbageToken);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (process.env.FUZZ_REPORT === '1') {
        console.info(`${operation.method} ${operation.path}`, Object.fromEntries(statuses));
      }
    });
  }
});
