/**
 * npm run bench:wallet: the seamless wallet's latency and throughput on PostgreSQL, as a provider
 * sees it. The real platform (src/main.ts) runs in a child process on a fresh database; autocannon
 * sends signed bet and win requests (each body built and signed per request, ts included):
 *   1. at a fixed 500 requests/s: p50 and p99 latency (the contract's target: p99 <= 20 ms);
 *   2. at maximum throughput: requests/s, p50 and p99;
 *   3. in the same run, the bare ledger (Ledger.bet called directly, no HTTP) at the same client
 *      count, and the ratio of the wallet's rate to the ledger's.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the bench
 * creates and drops its own database there), BENCH_SECONDS for the fixed-rate phase (default 20),
 * BENCH_MAX_SECONDS for the other two (default 10), BENCH_CLIENTS (default 16).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '@vauhti/db';
import { createLogger, signRequest } from '@vauhti/server-kit';
import autocannon from 'autocannon';
import pg from 'pg';
import { testPlatformConfig } from '../src/config';
import { Ledger } from '../src/domains/wallet/ledger/ledger';
import { systemClock } from '../src/infra/time/clock';
import type { PlatformTables } from '../src/platform-tables';
import { createPlatformServices } from '../src/services';
import { freePort } from '../src/test-support/ports';
import { waitUntilHealthy } from '../src/test-support/processes';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const fixedSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const maxSeconds = Number(process.env.BENCH_MAX_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const FIXED_RATE = 500;
const TARGET_P99_MS = 20;
const WARMUP_SECONDS = 5;
const PLAYERS = 100;
const PROVIDER = 'sandbox-games';
const SECRET = 'dev-games-secret';
const GAME_CODE = 'bench-slot';
const benchDatabase = 'vauhti_bench_wallet';
const MAIN = resolve(import.meta.dirname, '../src/main.ts');

type BenchPlayer = { playerId: number; externalId: string; token: string };
type PhaseResult = {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  notOk: number;
  errors: number;
};

let nextKey = 0;

async function main() {
  await recreateDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vauhti-wallet-bench-'));
  const port = await freePort();
  const server = startPlatform(port, dataDir);
  try {
    await waitUntilHealthy(`http://127.0.0.1:${port}/health`, 120_000);
    const database = await openDatabase<PlatformTables>({
      schema: 'platform',
      url: databaseUrl(),
      poolSizeMax: clients,
    });
    try {
      const players = await seedPlayers(database);
      const url = `http://127.0.0.1:${port}`;
      await runWalletPaced('warm-up (not counted)', url, players, { rate: FIXED_RATE, seconds: WARMUP_SECONDS });
      const fixed = await runWalletPaced(`wallet bet+win, paced ${FIXED_RATE}/s`, url, players, {
        rate: FIXED_RATE,
        seconds: fixedSeconds,
      });
      const maximum = await runWallet(`wallet bet+win, maximum, ${clients} connections`, url, players, {
        connections: clients,
        seconds: maxSeconds,
      });
      const ledger = await runLedger(database, players);
      printReport(fixed, maximum, ledger);
    } finally {
      await database.close();
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

/** The platform exactly as `npm start` runs it, on the bench database, quiet, without the provider sync. */
function startPlatform(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      PLATFORM_DATABASE_URL: databaseUrl(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GAME_PROVIDER_SYNC: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`the platform exited (${code ?? signal})`);
  });
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Players with a web session, a launch token and more money than the bench can spend. */
async function seedPlayers(database: Awaited<ReturnType<typeof openDatabase<PlatformTables>>>) {
  // The test configuration hashes the seeded passwords cheaply; nothing else of it matters here.
  const services = createPlatformServices({
    database,
    config: testPlatformConfig(),
    clock: systemClock,
    logger: createLogger({ name: 'bench', level: 'warn' }),
  });
  const players: BenchPlayer[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const created = await services.identity.createPlayerByOperator({
      email: `bench.${index}@example.test`,
      password: 'Bench-Player-Pass-1',
      country: 'FI',
      currency: 'EUR',
      verified: true,
    });
    if (!created.ok) throw new Error(`could not create a bench player: ${created.error.message}`);
    const { playerId, externalId } = created.value;
    const funded = await services.ledger.deposit({
      source: 'bench-psp',
      externalId: `fund-${playerId}`,
      playerId,
      currency: 'EUR',
      amountMinor: 1_000_000_000_000,
      provider: 'bench-psp',
    });
    if (!funded.ok) throw new Error('funding failed');
    const { sessionId } = await services.identity.sessions.open(database.kysely, playerId, {});
    const { token } = await services.gameSessions.issue({
      playerId,
      sessionId,
      provider: PROVIDER,
      gameCode: GAME_CODE,
      currency: 'EUR',
      country: 'FI',
      language: 'fi',
    });
    players.push({ playerId, externalId, token });
  }
  return players;
}

type ConnectionContext = { player?: BenchPlayer; roundId?: string };

/**
 * The fixed-rate phase as a provider's traffic arrives: an open loop that sends one request every
 * 1000/rate ms whatever the answers do (autocannon's rate limit sends each connection's share of a
 * second in a burst at the start of the second, which measures its own queue). Latency counts from
 * the moment a request was due, so a stalled server cannot hide its backlog.
 */
async function runWalletPaced(
  name: string,
  url: string,
  players: BenchPlayer[],
  load: { rate: number; seconds: number },
): Promise<PhaseResult> {
  const total = load.rate * load.seconds;
  const intervalMs = 1000 / load.rate;
  // Each player's open round, and when the wallet answered its bet (performance.now()).
  const openRounds = new Map<number, { roundId: string; betAnswered: Promise<number> }>();
  const latenciesMs: number[] = [];
  let notOk = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  // node:http over kept-alive sockets: the load generator shares the machine's cores with the
  // platform and PostgreSQL, and fetch costs it several times more CPU per request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const startedAt = performance.now();
  for (let index = 0; index < total; index += 1) {
    const dueAt = startedAt + index * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const playerIndex = index % players.length;
    const player = players[playerIndex] as BenchPlayer;
    const openRound = openRounds.get(playerIndex);
    if (openRound) openRounds.delete(playerIndex);
    nextKey += 1;
    const roundId = openRound?.roundId ?? `round-${process.pid}-${nextKey}`;
    const request = walletRequest(player, roundId, openRound !== undefined);
    // A provider sends a round's win once the wallet has answered its bet (the wallet refuses a
    // win for a round it holds no bet in): a win due earlier waits, and its latency counts from then.
    const ready = openRound ? openRound.betAnswered : Promise.resolve(dueAt);
    const exchange = ready.then(async (betAnsweredAt) => {
      const startAt = Math.max(dueAt, betAnsweredAt);
      const { status, text } = await post(agent, `${url}${request.path}`, request);
      latenciesMs.push(performance.now() - startAt);
      if (status !== 200 || !text.includes('"status":"OK"')) notOk += 1;
      return performance.now();
    });
    if (!openRound) openRounds.set(playerIndex, { roundId, betAnswered: exchange.catch(() => performance.now()) });
    inFlight.push(
      exchange.then(
        () => undefined,
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  latenciesMs.sort((a, b) => a - b);
  const phase = {
    name,
    perSecond: latenciesMs.length / ((performance.now() - startedAt) / 1000),
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
    requests: latenciesMs.length,
    notOk,
    errors,
  };
  console.log(`  ${describePhase(phase)}`);
  return phase;
}

/** One POST with its answer's status and text. */
function post(
  agent: http.Agent,
  url: string,
  request: { headers: Record<string, string>; body: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: 'POST', agent, headers: request.headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** A signed bet, or the win that closes the player's round, with fresh ids and the current ts. */
function walletRequest(player: BenchPlayer, roundId: string, isWin: boolean) {
  const common = {
    transactionId: `${isWin ? 'win' : 'bet'}-${process.pid}-${nextKey}`,
    roundId,
    playerId: player.externalId,
    gameCode: GAME_CODE,
    currency: 'EUR',
    ts: Date.now(),
  };
  const body = JSON.stringify(
    isWin
      ? { ...common, amount: nextKey % 3 === 0 ? 250 : 0, roundClosed: true }
      : { ...common, amount: 100, token: player.token },
  );
  const path = `/api/wallet/v1/${isWin ? 'win' : 'bet'}`;
  return {
    path,
    headers: {
      'content-type': 'application/json',
      'x-provider-id': PROVIDER,
      'x-signature': signRequest({ method: 'POST', path, content: body }, SECRET),
    },
    body,
  };
}

/**
 * Each connection plays as one player: a bet, then the win that closes its round, and so on. Every
 * body is new (fresh transaction ids, current ts) and signed as a provider would sign it.
 */
async function runWallet(
  name: string,
  url: string,
  players: BenchPlayer[],
  load: { connections: number; seconds: number },
): Promise<PhaseResult> {
  let assigned = 0;
  let notOk = 0;
  const latenciesMs: number[] = [];
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url,
      connections: load.connections,
      duration: load.seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context: ConnectionContext) => {
            if (!context.player) {
              context.player = players[assigned % players.length] as BenchPlayer;
              assigned += 1;
            }
            nextKey += 1;
            const isWin = context.roundId !== undefined;
            const roundId = context.roundId ?? `round-${process.pid}-${nextKey}`;
            context.roundId = isWin ? undefined : roundId;
            return { ...request, method: 'POST', ...walletRequest(context.player, roundId, isWin) };
          },
          onResponse: (status, body) => {
            if (status !== 200 || !body.includes('"status":"OK"')) notOk += 1;
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, _statusCode, _bytes, responseTimeMs) => {
    latenciesMs.push(responseTimeMs);
  });
  const result = await done;
  latenciesMs.sort((a, b) => a - b);
  const phase = {
    name,
    perSecond: latenciesMs.length / load.seconds,
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
    requests: latenciesMs.length,
    notOk,
    errors: result.errors + result.timeouts,
  };
  console.log(`  ${describePhase(phase)}`);
  return phase;
}

/** Ledger.bet in a loop per client, on distinct players, for warm-up plus the measured seconds. */
async function runLedger(
  database: Awaited<ReturnType<typeof openDatabase<PlatformTables>>>,
  players: BenchPlayer[],
): Promise<PhaseResult> {
  const ledger = new Ledger(database.kysely, database.preparedQuery);
  const latenciesMs: number[] = [];
  let rejected = 0;
  const measureFrom = performance.now() + WARMUP_SECONDS * 1000;
  const endsAt = measureFrom + maxSeconds * 1000;
  const loop = async (client: number) => {
    const player = players[client % players.length] as BenchPlayer;
    while (performance.now() < endsAt) {
      nextKey += 1;
      const began = performance.now();
      const result = await ledger.bet({
        source: 'bench-ledger',
        externalId: `ledger-bet-${process.pid}-${nextKey}`,
        playerId: player.playerId,
        currency: 'EUR',
        amountMinor: 100,
        provider: 'bench-ledger',
        product: 'casino',
        roundId: `ledger-round-${nextKey}`,
        gameCode: GAME_CODE,
      });
      const finished = performance.now();
      if (began >= measureFrom && finished <= endsAt) {
        latenciesMs.push(finished - began);
        if (!result.ok) rejected += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  latenciesMs.sort((a, b) => a - b);
  const phase = {
    name: `bare Ledger.bet, ${clients} clients`,
    perSecond: latenciesMs.length / maxSeconds,
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
    requests: latenciesMs.length,
    notOk: rejected,
    errors: 0,
  };
  console.log(`  ${describePhase(phase)}`);
  return phase;
}

function describePhase(phase: PhaseResult): string {
  return `${phase.name}: ${phase.perSecond.toFixed(0)}/s, p50 ${phase.p50Ms.toFixed(2)} ms, p99 ${phase.p99Ms.toFixed(2)} ms`;
}

function printReport(fixed: PhaseResult, maximum: PhaseResult, ledger: PhaseResult) {
  console.log('');
  console.log(`wallet benchmark on PostgreSQL (${adminUrl.replace(/\/\/[^@]*@/, '//')}), ${PLAYERS} players`);
  // The machine's load during the run: figures from a busy machine are not the code's alone.
  console.log(
    `load average at the end (1/5/15 min): ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} on ${cpus().length} cores`,
  );
  console.log(
    `${'phase'.padEnd(46)}${'per s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  not OK / errors`,
  );
  for (const phase of [fixed, maximum, ledger]) {
    console.log(
      `${phase.name.padEnd(46)}${phase.perSecond.toFixed(0).padStart(8)}${phase.p50Ms.toFixed(2).padStart(9)}` +
        `${phase.p99Ms.toFixed(2).padStart(9)}  ${phase.notOk} / ${phase.errors}`,
    );
  }
  const ratio = maximum.perSecond / ledger.perSecond;
  console.log('');
  console.log(`wallet rate / bare ledger rate at ${clients} clients: ${ratio.toFixed(2)}`);
  const met = fixed.p99Ms <= TARGET_P99_MS && fixed.notOk === 0 && fixed.errors === 0;
  console.log(
    `target: p99 <= ${TARGET_P99_MS} ms at ${FIXED_RATE}/s; measured p99 ${fixed.p99Ms.toFixed(2)} ms: ${met ? 'MET' : 'NOT MET'}`,
  );
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function databaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${benchDatabase}`;
  return url.toString();
}

async function adminStatement(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function recreateDatabase() {
  await dropDatabase();
  await adminStatement(`create database ${benchDatabase}`);
}

function dropDatabase() {
  return adminStatement(`drop database if exists ${benchDatabase} with (force)`);
}

await main();
