import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const fixture = join(import.meta.dirname, 'test-support/slow-shutdown.ts');

async function runAndSignal(shutdownMs: number, signalDelaysMs: number[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, SHUTDOWN_MS: String(shutdownMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve) => {
    child.stdout.on('data', () => {
      if (output.includes('ready')) resolve();
    });
  });
  for (const delay of signalDelaysMs) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    child.kill('SIGTERM');
  }
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, output };
}

describe('exitOnShutdownSignal', { timeout: 30_000 }, () => {
  it('shuts down cleanly and exits 0 on a signal', async () => {
    const { code, output } = await runAndSignal(200, [0]);
    expect(code).toBe(0);
    expect(output).toContain('shut down cleanly');
  });

  it('treats the same signal delivered twice at once as one request', async () => {
    const { code, output } = await runAndSignal(400, [0, 20]);
    expect(code).toBe(0);
    expect(output).toContain('shut down cleanly');
  });

  it('exits at once with code 1 when the operator signals again later', async () => {
    const { code, output } = await runAndSignal(10_000, [0, 1_500]);
    expect(code).toBe(1);
    expect(output).toContain('second signal');
  });
});
