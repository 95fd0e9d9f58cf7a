/**
 * npm run bench:ledger: ledger transfers per second and latency on PostgreSQL, for distinct players
 * and for one hot player, beside pgbench's built-in TPC-B-like script at the same client count
 * against the same server. The two run in alternating rounds (ledger, pgbench, ledger, ...) and the
 * report takes medians, so a slow moment of the machine hits both sides instead of one.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_CLIENTS (default 16), BENCH_SECONDS per phase (default 10), BENCH_ROUNDS (default 3).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { applyMigrations, openDatabase } from '@vauhti/db';
import pg from 'pg';
import { Ledger } from '../src/domains/wallet/ledger/ledger';
import type { PlatformTables } from '../src/platform-tables';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmupSeconds = 2;
const benchDatabase = 'vauhti_bench_ledger';
const pgbenchDatabase = 'vauhti_bench_pgbench';
const TARGET_RATIO = 0.7;

type PhaseResult = { name: string; perSecond: number; p50Ms: number; p99Ms: number; rejected: number };

let nextKey = 0;

async function main() {
  await recreateDatabase(benchDatabase);
  const database = await openDatabase<PlatformTables>({
    schema: 'platform',
    url: databaseUrl(benchDatabase),
    poolSizeMax: clients,
  });
  await applyMigrations(database, join(import.meta.dirname, '../migrations'));
  const ledger = new Ledger(database.kysely, database.preparedQuery);
  const players = Array.from({ length: clients }, (_, index) => 1_000 + index);
  const hotPlayer = 999;
  for (const playerId of [...players, hotPlayer]) await fund(ledger, playerId);

  preparePgbench();
  const distinct: PhaseResult[] = [];
  const hot: PhaseResult[] = [];
  const pgbench: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    // Each phase starts right after a checkpoint, so neither inherits the other's dirty pages and
    // both pay the same full-page writes.
    checkpoint();
    distinct.push(
      await runPhase(`ledger bet, distinct players (round ${round})`, ledger, (client) => players[client] ?? 0),
    );
    checkpoint();
    pgbench.push(runPgbench());
    checkpoint();
    hot.push(await runPhase(`ledger bet, one hot player (round ${round})`, ledger, () => hotPlayer));
  }
  await database.close();
  dropDatabase(pgbenchDatabase);
  printReport(distinct, hot, pgbench);
}

async function fund(ledger: Ledger, playerId: number) {
  const funded = await ledger.deposit({
    source: 'bench',
    externalId: `fund-${playerId}`,
    playerId,
    currency: 'EUR',
    amountMinor: 1_000_000_000_000,
    provider: 'bench-pay',
  });
  if (!funded.ok) throw new Error(`funding failed: ${JSON.stringify(funded.error)}`);
}

/** Every client bets in a loop for warm-up plus the measured seconds; only the measured part counts. */
async function runPhase(name: string, ledger: Ledger, playerFor: (client: number) => number): Promise<PhaseResult> {
  const latenciesMs: number[] = [];
  let rejected = 0;
  const measureFrom = performance.now() + warmupSeconds * 1000;
  const endsAt = measureFrom + seconds * 1000;
  const loop = async (client: number) => {
    const playerId = playerFor(client);
    while (performance.now() < endsAt) {
      nextKey += 1;
      const began = performance.now();
      const result = await ledger.bet({
        source: 'bench-games',
        externalId: `bet-${nextKey}`,
        playerId,
        currency: 'EUR',
        amountMinor: 100,
        provider: 'bench-games',
        product: 'casino',
        roundId: `round-${nextKey}`,
        gameCode: 'bench-slot',
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
  return {
    name,
    perSecond: latenciesMs.length / seconds,
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
    rejected,
  };
}

function preparePgbench() {
  dropDatabase(pgbenchDatabase);
  execFileSync('psql', [adminUrl, '-qc', `create database ${pgbenchDatabase}`]);
  // Scale equal to the client count gives every client its own branch row, as the ledger gives
  // every distinct player its own accounts.
  execFileSync('pgbench', ['-i', '-q', '-s', String(clients), databaseUrl(pgbenchDatabase)], { stdio: 'ignore' });
}

/** pgbench's built-in TPC-B-like script at the same client count; transactions per second. */
function runPgbench(): number {
  const output = execFileSync(
    'pgbench',
    [
      '-b',
      'tpcb-like',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds + warmupSeconds),
      databaseUrl(pgbenchDatabase),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const match = /tps = ([\d.]+)/.exec(output);
  if (!match) throw new Error(`could not read pgbench output:\n${output}`);
  return Number(match[1]);
}

function printReport(distinct: PhaseResult[], hot: PhaseResult[], pgbench: number[]) {
  console.log(`ledger benchmark: ${clients} clients, ${rounds} alternating rounds of ${seconds} s per phase`);
  console.log(`${'phase'.padEnd(46)}transfers/s   p50 ms   p99 ms   ratio to pgbench`);
  const row = (phase: PhaseResult, tps: number) =>
    `${phase.name.padEnd(46)}${phase.perSecond.toFixed(0).padStart(11)}${phase.p50Ms.toFixed(2).padStart(9)}` +
    `${phase.p99Ms.toFixed(2).padStart(9)}${(phase.perSecond / tps).toFixed(2).padStart(19)}` +
    (phase.rejected ? `  (${phase.rejected} rejected)` : '');
  for (const phases of [distinct, hot]) {
    for (const [index, phase] of phases.entries()) console.log(row(phase, pgbench[index] ?? Number.NaN));
  }
  for (const [index, tps] of pgbench.entries()) {
    console.log(`${`pgbench tpcb-like, same clients (round ${index + 1})`.padEnd(46)}${tps.toFixed(0).padStart(11)}`);
  }
  const ratio = median(distinct.map((phase, index) => phase.perSecond / (pgbench[index] ?? Number.NaN)));
  console.log('');
  console.log(`median, distinct players:  ${describe(distinct)}`);
  console.log(`median, one hot player:    ${describe(hot)}`);
  console.log(`median, pgbench tpcb-like: ${median(pgbench).toFixed(0)} transactions/s`);
  console.log(
    `target: distinct-player transfers/s >= ${TARGET_RATIO} x pgbench; median ratio ${ratio.toFixed(2)}: ${ratio >= TARGET_RATIO ? 'MET' : 'NOT MET'}`,
  );
}

function describe(phases: PhaseResult[]): string {
  const perSecond = median(phases.map((phase) => phase.perSecond));
  const p50 = median(phases.map((phase) => phase.p50Ms));
  const p99 = median(phases.map((phase) => phase.p99Ms));
  return `${perSecond.toFixed(0)} transfers/s, p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function checkpoint() {
  execFileSync('psql', [adminUrl, '-qc', 'checkpoint'], { stdio: 'ignore' });
}

function dropDatabase(name: string) {
  execFileSync('psql', [adminUrl, '-qc', `drop database if exists ${name} with (force)`], { stdio: 'ignore' });
}

async function recreateDatabase(name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

await main();
