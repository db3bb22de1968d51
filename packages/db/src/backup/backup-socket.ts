import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DatabaseDriver } from '@flockbook/contracts';
import { BackupError } from './backup-error.ts';
import type { DatabaseBackup } from './backup-file.ts';

/**
 * A server on the embedded database holds its folder alone (PGlite admits one process), so
 * `npm run backup` asks that server for the backup over a local socket beside the data:
 * DATA_DIR/backup.sock, readable by the folder's owner only. Whoever may use the socket may
 * read the data folder anyway; nothing is reachable over the network and no account is needed.
 */
export function backupSocketPath(dataDir: string): string {
  const folder = resolve(dataDir);
  const hash = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\flockbook-backup-${hash}`;
  const beside = join(folder, 'backup.sock');
  // A socket's path has a length limit (about 104 bytes); a deep folder's goes in the temp folder.
  return Buffer.byteLength(beside) <= 100
    ? beside
    : join(tmpdir(), `flockbook-backup-${hash}.sock`);
}

type Header = { ok: true; driver: DatabaseDriver; size: number } | { ok: false; error: string };

export type BackupSocket = { close(): Promise<void> };

/** Answers every connection with a backup: a JSON header line, then the file's bytes. */
export async function serveBackups(
  dataDir: string,
  takeBackup: () => Promise<DatabaseBackup>,
): Promise<BackupSocket> {
  const path = backupSocketPath(dataDir);
  // A socket file left by a server that stopped abruptly; this process holds the folder now.
  if (process.platform !== 'win32') rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => {});
    takeBackup().then(
      ({ driver, bytes }) => {
        socket.write(
          `${JSON.stringify({ ok: true, driver, size: bytes.length } satisfies Header)}\n`,
        );
        socket.end(bytes);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        socket.end(`${JSON.stringify({ ok: false, error: message } satisfies Header)}\n`);
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise((done) => {
        server.close(() => done());
      }),
  };
}

/** A backup from the server running on the data folder, through its socket. */
export function requestBackup(dataDir: string): Promise<DatabaseBackup> {
  const path = backupSocketPath(dataDir);
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(path);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) =>
      fail(
        new BackupError(
          `The server on ${dataDir} does not answer on its backup socket (${path}): ` +
            `${error.message}. Is it an older version? Stop it and back up again, or ` +
            'download the backup from the farm settings screen.',
        ),
      ),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      let header: Header | undefined;
      try {
        header = JSON.parse(all.subarray(0, newline).toString('utf8')) as Header;
      } catch {
        header = undefined;
      }
      if (!header) return fail(new BackupError('The server sent no backup.'));
      if (!header.ok)
        return fail(new BackupError(`The server could not take the backup: ${header.error}`));
      const bytes = all.subarray(newline + 1);
      if (bytes.length !== header.size)
        return fail(new BackupError('The backup was cut short on its way from the server.'));
      done({ driver: header.driver, bytes });
    });
  });
}
