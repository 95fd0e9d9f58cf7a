/**
 * npm run bench:ledger: ledger transfers per second and latency on PostgreSQL, for distinct players
 * and for one hot player, beside pgbench's built-in TPC-B-like script at the same client count
 * against the same server, in one run. Prints the figures and the ratio to pgbench.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_CLIENTS (default 16), BENCH_SECONDS per phase (default 15).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { applyMigrations, openDatabase } from '@vauhti/db';
import pg from 'pg';
import { Ledger } from '../src/domains/wallet/ledger/ledger';
import type { PlatformTables } from '../src/platform-tables';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmupSeconds = 2;
const benchDatabase = 'vauhti_bench_ledger';
const pgbenchDatabase = 'vauhti_bench_pgbench';

type PhaseResult = {
  name: string;
  transfers: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  rejected: number;
};

async function main() {
  await recreateDatabase(benchDatabase);
  const url = databaseUrl(benchDatabase);
  const database = await openDatabase<PlatformTables>({ schema: 'platform', url, poolSizeMax: clients });
  await applyMigrations(database, join(import.meta.dirname, '../migrations'));
  const ledger = new Ledger(database.kysely);

  const players = Array.from({ length: clients }, (_, index) => 1_000 + index);
  const hotPlayer = 999;
  for (const playerId of [...players, hotPlayer]) {
    const funded = await ledger.deposit({
      source: 'bench',
      externalId: `fund-${playerId}`,
      playerId,
      currency: 'EUR',
      amount: 1_000_000_000_000,
      provider: 'bench-pay',
    });
    if (!funded.ok) throw new Error(`funding failed: ${JSON.stringify(funded.error)}`);
  }

  const distinct = await runPhase('ledger bet, distinct players', ledger, (client) => players[client] as number);
  const hot = await runPhase('ledger bet, one hot player', ledger, () => hotPlayer);
  await database.close();

  const tps = runPgbench();
  printReport([distinct, hot], tps);
}

async function runPhase(name: string, ledger: Ledger, playerFor: (client: number) => number): Promise<PhaseResult> {
  let sequence = 0;
  const latenciesMs: number[] = [];
  let rejected = 0;
  let measuring = false;
  const startedAt = performance.now();
  const warmEndsAt = startedAt + warmupSeconds * 1000;
  const endsAt = warmEndsAt + seconds * 1000;
  let measuredFrom = 0;
  const loop = async (client: number) => {
    const playerId = playerFor(client);
    while (performance.now() < endsAt) {
      sequence += 1;
      const began = performance.now();
      if (!measuring && began >= warmEndsAt) {
        measuring = true;
        measuredFrom = began;
      }
      const result = await ledger.bet({
        source: 'bench-games',
        externalId: `${name.length}-${client}-${sequence}`,
        playerId,
        currency: 'EUR',
        amount: 100,
        provider: 'bench-games',
        product: 'casino',
        roundId: `r-${client}-${sequence}`,
        gameCode: 'bench-slot',
      });
      const finished = performance.now();
      if (began >= warmEndsAt && finished <= endsAt) {
        latenciesMs.push(finished - began);
        if (!result.ok) rejected += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
  const measuredSeconds = (endsAt - measuredFrom) / 1000;
  latenciesMs.sort((a, b) => a - b);
  return {
    name,
    transfers: latenciesMs.length,
    perSecond: latenciesMs.length / measuredSeconds,
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
    rejected,
  };
}

function runPgbench(): number {
  execFileSync('psql', [adminUrl, '-qc', `drop database if exists ${pgbenchDatabase} with (force)`]);
  execFileSync('psql', [adminUrl, '-qc', `create database ${pgbenchDatabase}`]);
  // Scale equal to the client count gives every client its own branch row, as the ledger gives
  // every distinct player its own accounts.
  execFileSync('pgbench', ['-i', '-q', '-s', String(clients), databaseUrl(pgbenchDatabase)], { stdio: 'ignore' });
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
  execFileSync('psql', [adminUrl, '-qc', `drop database if exists ${pgbenchDatabase} with (force)`]);
  const match = /tps = ([\d.]+)/.exec(output);
  if (!match) throw new Error(`could not read pgbench output:\n${output}`);
  return Number(match[1]);
}

function printReport(phases: PhaseResult[], pgbenchTps: number) {
  console.log(`ledger benchmark: ${clients} clients, ${seconds} s per phase after ${warmupSeconds} s warm-up`);
  console.log('phase                               transfers/s   p50 ms   p99 ms   ratio to pgbench');
  for (const phase of phases) {
    console.log(
      `${phase.name.padEnd(36)}${phase.perSecond.toFixed(0).padStart(11)}${phase.p50Ms.toFixed(2).padStart(9)}${phase.p99Ms
        .toFixed(2)
        .padStart(
          9,
        )}${(phase.perSecond / pgbenchTps).toFixed(2).padStart(19)}${phase.rejected ? `  (${phase.rejected} rejected)` : ''}`,
    );
  }
  console.log(`${'pgbench tpcb-like (same clients)'.padEnd(36)}${pgbenchTps.toFixed(0).padStart(11)}`);
  const ratio = (phases[0] as PhaseResult).perSecond / pgbenchTps;
  console.log(
    `target: distinct-player ledger transfers/s >= 0.7 x pgbench: ${ratio.toFixed(2)} ${ratio >= 0.7 ? 'MET' : 'NOT MET'}`,
  );
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function recreateDatabase(name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

await main();
