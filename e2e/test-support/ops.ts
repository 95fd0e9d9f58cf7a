import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');

export type OpsResult = { status: number; stdout: string; stderr: string };
export type OpsJsonResult = OpsResult & { data: unknown };

/**
 * Runs `npm run ops -- <args>` with a system's environment, as an operator would; resolves with its
 * exit status and output. Asynchronous on purpose: the platform answering the CLI (through its
 * loopback operator endpoint) runs in this very process.
 */
export function runOps(environment: NodeJS.ProcessEnv, args: string[]): Promise<OpsResult> {
  return new Promise((resolveRun) => {
    execFile(
      'npm',
      ['run', '--silent', 'ops', '--', ...args],
      { cwd: REPOSITORY_ROOT, env: { ...process.env, ...environment }, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolveRun({ status, stdout, stderr });
      },
    );
  });
}

/** `runOps` with `--json`, the answer parsed (undefined when the output is not JSON). */
export async function runOpsJson(environment: NodeJS.ProcessEnv, args: string[]): Promise<OpsJsonResult> {
  const result = await runOps(environment, [...args, '--json']);
  let data: unknown;
  try {
    data = JSON.parse(result.stdout);
  } catch {
    data = undefined;
  }
  return { ...result, data };
}
