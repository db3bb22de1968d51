import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { benchRoot } from '../support/paths.ts';

/** The minimal react-admin list app, outside the npm workspaces, with its own lock file. */
export const peerDir = path.join(benchRoot, 'peer', 'react-admin');
export const peerDistDir = path.join(peerDir, 'dist');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { cwd: peerDir, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed in ${peerDir}:\n${output}`));
    });
  });
}

/** node_modules is kept between runs; `npm ci` again only when the lock file is newer. */
function installed(): boolean {
  const marker = path.join(peerDir, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return false;
  return statSync(marker).mtimeMs >= statSync(path.join(peerDir, 'package-lock.json')).mtimeMs;
}

/** Installs (when needed) and builds the peer app; answers whether it had to install. */
export async function preparePeerApp(): Promise<{ installed: boolean }> {
  const mustInstall = !installed();
  if (mustInstall) await run('npm', ['ci', '--no-audit', '--no-fund']);
  await run('npm', ['run', 'build']);
  return { installed: mustInstall };
}
