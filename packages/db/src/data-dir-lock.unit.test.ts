import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'flockbook-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a folder held by another live process, naming it', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'flockbook.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another Flockbook process \(pid \d+\)/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'flockbook.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'flockbook.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(() => readFileSync(join(dir, 'flockbook.lock'))).toThrow();
  });
});
