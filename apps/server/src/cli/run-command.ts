import { BackupError } from '@flockbook/db/backup';
import { EnvError } from '../env.ts';

/** A command called the wrong way; its message says how to call it. */
export class UsageError extends Error {}

/**
 * Runs a command line tool's work: its own problems (bad configuration, usage, a refused
 * backup or restore) print their message alone, anything else its error; both exit with 1.
 */
export async function runCommand(work: () => Promise<void>): Promise<never> {
  try {
    await work();
    process.exit(0);
  } catch (error) {
    if (error instanceof EnvError || error instanceof UsageError || error instanceof BackupError)
      console.error(error.message);
    else console.error('Failed:', error);
    process.exit(1);
  }
}
