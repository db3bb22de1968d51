import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'flockbook.lock';

/**
 * Embedded PGlite must be opened by one process at a time or its files get corrupted.
 * A lock file holding the owner's pid guards the folder; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, LOCK_FILE);
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The database in ${dataDir} is in use by another Flockbook process (pid ${owner}). ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

/**
 * The pid of the live process holding the folder (this one included), or undefined when it is
 * free: no lock, or a lock left by a process that is gone.
 */
export function dataDirOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  return isAlive(owner) ? owner : undefined;
}

/** Removes a lock file copied along with a database's files (a restored backup's). */
export function dropCopiedLock(dataDir: string): void {
  rmSync(join(dataDir, LOCK_FILE), { force: true });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
