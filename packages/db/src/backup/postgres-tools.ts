import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.ts';

type Tool = 'pg_dump' | 'pg_restore';

/**
 * The PostgreSQL client tools reach DATABASE_URL without its password on their command line,
 * where other users of the machine could read it: the password goes in PGPASSWORD.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/**
 * Runs pg_dump or pg_restore on DATABASE_URL; answers what it wrote on its standard output.
 * A missing tool or a failure is a BackupError with the tool's own words.
 */
export function runPostgresTool(tool: Tool, databaseUrl: string, args: string[]): Promise<Buffer> {
  const { url, env } = connection(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed. Backups of a PostgreSQL database need PostgreSQL's ` +
                "client tools, of the server's major version or newer " +
                '(Debian and Ubuntu: apt-get install postgresql-client).',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else {
        const said = Buffer.concat(errors).toString('utf8').trim();
        reject(new BackupError(`${tool} failed (exit code ${code})${said ? `: ${said}` : '.'}`));
      }
    });
  });
}

/** The whole database in pg_dump's custom format (one consistent snapshot). */
export function pgDump(databaseUrl: string): Promise<Buffer> {
  return runPostgresTool('pg_dump', databaseUrl, [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
  ]);
}
