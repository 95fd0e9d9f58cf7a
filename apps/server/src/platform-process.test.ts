import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/demo-players';
import { freePort } from './test-support/ports';
import { finished, spawnTypeScript, waitUntilHealthy } from './test-support/processes';

/*
 * The platform as an operator runs it: a real process on an embedded database in a data folder,
 * the operator CLI beside it, a SIGTERM in the middle of a request, and a restart on the same data.
 */

const mainEntry = join(import.meta.dirname, 'main.ts');
const cliEntry = join(import.meta.dirname, 'ops/cli.ts');
let dataDir: string;
let port: number;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vauhti-process-'));
  port = await freePort();
  env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SITE_URL: `http://localhost:${port}`,
  };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ops = async (...args: string[]) => finished(spawnTypeScript(cliEntry, args, env));

function startPlatform() {
  // Request logs show when the platform has accepted the request that the signal must not cut.
  const child = spawnTypeScript(mainEntry, [], { ...env, LOG_LEVEL: 'info' });
  const exit = finished(child);
  return { child, exit, ready: waitUntilHealthy(`http://127.0.0.1:${port}/health`) };
}

const origin = () => `http://localhost:${port}`;

/** Resolves when the process prints a line containing the text. */
function outputLine(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes(text)) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
  });
}

describe('the platform process', { timeout: 180_000 }, () => {
  it('runs operator commands on the database directly while the platform is stopped', async () => {
    const created = await ops(
      'create-player',
      '--email',
      'cli@example.test',
      '--password',
      'Operator-Made-2026',
      '--country',
      'DE',
      '--currency',
      'EUR',
      '--balance',
      '20.00',
      '--verified',
      '--json',
    );
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      player: { email: 'cli@example.test' },
      balances: { cashMinor: 2_000 },
    });
    const badAmount = await ops(
      'adjust-balance',
      '--email',
      'cli@example.test',
      '--amount',
      'lots',
      '--reason',
      'typo',
    );
    expect(badAmount.code).toBe(1);
    expect(badAmount.stdout).toContain('INVALID_AMOUNT');
  });

  it('seeds on first start, serves the CLI while running, finishes in-flight requests on SIGTERM and keeps the data', async () => {
    const first = startPlatform();
    await first.ready;
    const listed = await ops('list-players', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const emails = (JSON.parse(listed.stdout) as { players: Array<{ email: string }> }).players.map(
      (player) => player.email,
    );
    expect(emails).toEqual(expect.arrayContaining(['cli@example.test', 'aino@vauhti.test', 'new.player@vauhti.test']));
    const adjusted = await ops(
      'adjust-balance',
      '--email',
      'cli@example.test',
      '--amount',
      '5',
      '--reason',
      'remote credit',
    );
    expect(adjusted.code, adjusted.stderr).toBe(0);

    // A registration hashes a password with argon2, so it is still running when the signal lands:
    // the signal goes as soon as the platform logs that the request came in.
    const accepted = outputLine(first.child, 'registration/step1');
    const registration = fetch(`${origin()}/api/v1/registration/step1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin() },
      body: JSON.stringify({
        email: 'inflight@example.test',
        password: 'In-Flight-2026',
        currency: 'EUR',
        country: 'DE',
        acceptTerms: true,
      }),
    });
    await accepted;
    first.child.kill('SIGTERM');
    expect((await registration).status).toBe(201);
    const exited = await first.exit;
    expect(exited.code, exited.stdout + exited.stderr).toBe(0);

    const second = startPlatform();
    await second.ready;
    const login = await fetch(`${origin()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin() },
      body: JSON.stringify({ email: 'aino@vauhti.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const check = await ops('ledger-check');
    expect(check.code, check.stdout).toBe(0);
    second.child.kill('SIGTERM');
    expect((await second.exit).code).toBe(0);

    const afterRestart = await ops('list-players', '--json');
    const players = (
      JSON.parse(afterRestart.stdout) as { players: Array<{ email: string; balances: { cashMinor: number } }> }
    ).players;
    expect(players.find((player) => player.email === 'inflight@example.test')).toBeDefined();
    expect(players.find((player) => player.email === 'cli@example.test')?.balances.cashMinor).toBe(2_500);
    expect(players.filter((player) => player.email === 'aino@vauhti.test')).toHaveLength(1);
  });
});

describe('the platform process without NODE_ENV', { timeout: 120_000 }, () => {
  it('is production: it exits 1 listing every problem of the preflight, before it creates any data', async () => {
    const emptyDataDir = mkdtempSync(join(tmpdir(), 'vauhti-preflight-process-'));
    try {
      // NODE_ENV undefined leaves it out of the child's environment (vitest's own is test).
      const child = spawnTypeScript(mainEntry, [], { ...env, NODE_ENV: undefined, DATA_DIR: emptyDataDir });
      const exited = await finished(child);
      expect(exited.code, exited.stdout + exited.stderr).toBe(1);
      expect(exited.stdout).toContain('the platform refuses to start in production:');
      for (const problem of [
        `SITE_URL is http://localhost:${port}: production needs https`,
        'GAME_PROVIDER_SECRET is not set',
        'WALLET_PROVIDERS is not set',
        'PAYMENT_SECRET is not set',
        'PAYMENT_PROVIDER_ADDRESSES is not set',
        'SMTP_URL is not set',
      ]) {
        expect(exited.stdout, problem).toContain(problem);
      }
      expect(existsSync(join(emptyDataDir, 'platform'))).toBe(false);
    } finally {
      rmSync(emptyDataDir, { recursive: true, force: true });
    }
  });
});
