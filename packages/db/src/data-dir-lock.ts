import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE_NAME = 'vauhti.lock';

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(`the database in ${dataDir} is open in process ${ownerPid}; PGlite allows one process at a time`);
  }
}

/**
 * PGlite keeps one PostgreSQL instance per data directory inside one process. A second process
 * opening the same directory would corrupt it, so the opener holds a lock file with its pid. A
 * lock left by a process that no longer runs (a crash, a kill -9) is taken over.
 */
export function lockDataDirectory(dataDir: string): { pid: number; release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        pid: process.pid,
        release: () => rmSync(lockPath, { force: true }),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = readLockOwner(lockPath);
      if (ownerPid !== undefined && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
        throw new DataDirectoryInUseError(dataDir, ownerPid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

/** The pid of the process that has the data directory open, if any is running. */
export function dataDirectoryOwner(dataDir: string): number | undefined {
  const ownerPid = readLockOwner(join(dataDir, LOCK_FILE_NAME));
  return ownerPid !== undefined && isProcessAlive(ownerPid) ? ownerPid : undefined;
}

function readLockOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
