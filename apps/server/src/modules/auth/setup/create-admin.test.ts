import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@flockbook/db/testing';
import type { TestDatabase } from '@flockbook/db/testing';
import { users, verifyPassword } from '@flockbook/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_ADMIN_USAGE, runCreateAdmin } from './create-admin.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(users);
});

/** Runs the command on the test database; answers its exit code and what it printed. */
async function run(args: string[], password = 'first-admin-2026') {
  const out: string[] = [];
  const err: string[] = [];
  const readPassword = vi.fn(async () => password);
  const code = await runCreateAdmin(database.db, args, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    readPassword,
    appUrl: 'https://farm.example.com',
  });
  return { code, out: out.join('\n'), err: err.join('\n'), readPassword };
}

describe('npm run create-admin', () => {
  it('creates the first admin with an argon2 hash of the password given', async () => {
    const result = await run(['--email', 'Amina@Example.com', '--name', 'Amina Rahman']);
    expect(result).toMatchObject({
      code: 0,
      out: 'The admin amina@example.com was created. Sign in at https://farm.example.com/login',
      err: '',
    });
    const [row] = await database.db.select().from(users);
    expect(row).toMatchObject({ email: 'amina@example.com', role: ['admin'] });
    expect(row!.data.displayName).toBe('Amina Rahman');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'first-admin-2026')).toBe(true);
  });

  it('refuses once an admin exists, before asking for a password', async () => {
    expect((await run(['--email', 'one@example.com', '--name', 'One'])).code).toBe(0);
    const second = await run(['--email', 'two@example.com', '--name', 'Two']);
    expect(second.code).toBe(1);
    expect(second.err).toContain('Flockbook is already set up');
    expect(second.readPassword).not.toHaveBeenCalled();
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('names the option at fault, creating nothing', async () => {
    const result = await run(['--email', 'not-an-email', '--name', ' '], 'short');
    expect(result.code).toBe(1);
    expect(result.err.split('\n').sort()).toEqual([
      '--email: Please enter a valid email',
      '--name: Enter display name',
      'password: Password must be at least 8 characters',
    ]);
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it('shows its usage when an option is missing or unknown', async () => {
    for (const args of [
      ['--email', 'a@example.com'],
      ['--email', 'a@b.co', '--name', 'A', '-x'],
    ]) {
      const result = await run(args);
      expect(result).toMatchObject({ code: 2, err: CREATE_ADMIN_USAGE });
    }
  });
});

const repoRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));

/** Spawns the command as `npm run create-admin` does, with `input` piped to it. */
function spawnCli(args: string[], env: Record<string, string>, input: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/create-admin.ts', ...args],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stdin.end(input);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

// The command's own process, reading the password piped to it; its own embedded database.
describe.skipIf(process.env.TEST_DB === 'postgres')('the create-admin command', () => {
  it('reads the password from standard input, then refuses a second admin', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'flockbook-cli-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: '', PORT: '' };
    try {
      const first = await spawnCli(
        ['--email', 'amina@example.com', '--name', 'Amina Rahman'],
        env,
        'first-admin-2026\n',
      );
      expect(first).toEqual({
        code: 0,
        output: 'The admin amina@example.com was created. Sign in at http://localhost:3000/login\n',
      });
      const second = await spawnCli(
        ['--email', 'kemal@example.com', '--name', 'Kemal Demir'],
        env,
        'another-password\n',
      );
      expect(second.code).toBe(1);
      expect(second.output).toContain('Flockbook is already set up.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
