import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OPS_TOKEN_FILE = 'ops-token';

/**
 * The running platform writes a fresh random token next to its data at every start, readable only
 * by the owner. The operator CLI on the same machine reads it to send commands to the running
 * platform when the embedded database cannot be opened by a second process.
 */
export function writeOpsToken(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  writeFileSync(join(dataDir, OPS_TOKEN_FILE), token, { mode: 0o600 });
  return token;
}

export function readOpsToken(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, OPS_TOKEN_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function opsTokenMatches(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
