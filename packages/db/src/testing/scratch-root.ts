import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

const SHARED_MEMORY = '/dev/shm';

/**
 * Where tests put their throwaway data folders: memory-backed /dev/shm where there is one (an
 * embedded database writes every page it changes; on a busy disk copying, writing and
 * removing them took seconds a folder), else the system's temporary folder.
 */
export function scratchRoot(): string {
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    return SHARED_MEMORY;
  } catch {
    return tmpdir();
  }
}
