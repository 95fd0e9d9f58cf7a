import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadSandboxPayConfig, type RunningSandboxPay, startSandboxPay } from '@vauhti/sandbox-pay';
import { loadPlatformConfig } from '../../apps/server/src/config';
import { type RunningSystem, startPlatform } from '../../apps/server/src/main';
import { findFreePort, WEB_DIST_DIR } from './platform';

const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');

export type RunningPayments = {
  /** The site's origin. */
  url: string;
  /** The hosted cashier's origin (port 5000 with fixedPorts, as PaymentIQ's bootstrapper expects). */
  cashierUrl: string;
  lookupUrl: string;
  /** `npm run ops -- <args> --json` against this platform; the parsed JSON answer. */
  ops(args: string[]): Promise<{ status: number; data: unknown; stdout: string; stderr: string }>;
  close(): Promise<void>;
};

/**
 * The platform and the sandbox payment provider as `npm start` runs them, with an embedded
 * database in a temporary data directory (the operator CLI finds the running platform there).
 * With fixedPorts the provider takes 5000 and 4000, the addresses PaymentIQ's own bootstrapper
 * loads in its `development` environment.
 */
export async function startPayments(
  options: { fixedPorts?: boolean; payoutApprovalDelayMs?: number } = {},
): Promise<RunningPayments> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vauhti-e2e-pay-'));
  const platformPort = await findFreePort();
  const cashierPort = options.fixedPorts ? 5000 : await findFreePort();
  const lookupPort = options.fixedPorts ? 4000 : await findFreePort();
  const url = `http://localhost:${platformPort}`;
  const cashierUrl = `http://localhost:${cashierPort}`;
  const lookupUrl = `http://localhost:${lookupPort}`;
  const environment: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORT: String(platformPort),
    SITE_URL: url,
    WEB_DIST_DIR,
    GAME_PROVIDER_SYNC: 'false',
    PAYMENT_PROVIDER_URL: cashierUrl,
  };
  const payConfig = loadSandboxPayConfig({
    ...environment,
    SANDBOX_PAY_PORT: String(cashierPort),
    SANDBOX_PAY_LOOKUP_PORT: String(lookupPort),
    SANDBOX_PAY_PUBLIC_URL: cashierUrl,
    SANDBOX_PAY_LOOKUP_PUBLIC_URL: lookupUrl,
    PLATFORM_URL: url,
    PAYOUT_APPROVAL_DELAY_MS: String(options.payoutApprovalDelayMs ?? 0),
  });
  let pay: RunningSandboxPay | undefined;
  let platform: RunningSystem | undefined;
  const close = async () => {
    await platform?.close();
    await pay?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    pay = await startSandboxPay(payConfig);
    platform = await startPlatform(loadPlatformConfig(environment));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    cashierUrl,
    lookupUrl,
    ops: (args) =>
      new Promise((resolveRun) => {
        execFile(
          'npm',
          ['run', '--silent', 'ops', '--', ...args, '--json'],
          { cwd: REPOSITORY_ROOT, env: { ...process.env, ...environment }, encoding: 'utf8' },
          (error, stdout, stderr) => {
            const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            let data: unknown;
            try {
              data = JSON.parse(stdout);
            } catch {
              data = undefined;
            }
            resolveRun({ status, data, stdout, stderr });
          },
        );
      }),
    close,
  };
}
