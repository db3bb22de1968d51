import * as db from '@flockbook/db';
import { seedDemoData, users } from '@flockbook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';

// The real verifier, watched: sign-in must run it exactly once whatever the email, so that an
// unknown email takes as long as a known one.
vi.mock('@flockbook/db', async (importOriginal) => {
  const original = await importOriginal<typeof db>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPassword = vi.mocked(db.verifyPassword);

let t: TestApp;
let realHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database);
  const [admin] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'admin@example.com'));
  realHash = admin!.passwordHash;
  await t.database.db
    .update(users)
    .set({ passwordHash: '' })
    .where(eq(users.email, 'staff@example.com'));
});
afterAll(() => t.close());
beforeEach(() => {
  verifyPassword.mockClear();
});

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
/** The argon2 variant and cost part of a hash, e.g. `$argon2id$v=19$m=19456,t=2,p=1`. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('sign-in timing', () => {
  it('checks an unknown email against a hash of the same cost as a real one', async () => {
    const response = await signIn('nobody-here@example.com', 'some-password');
    expect(response.json()).toMatchObject({ error: { email: 'Check your username/email' } });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    const [hash] = verifyPassword.mock.calls[0]!;
    expect(hash).not.toBe(realHash);
    expect(costOf(hash)).toBe(costOf(realHash));
  });

  it('checks a known email once, right or wrong', async () => {
    expect((await signIn('admin@example.com', 'wrong-password')).statusCode).toBe(400);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(verifyPassword.mock.calls[0]![0]).toBe(realHash);
    expect((await signIn('admin@example.com', 'admin')).statusCode).toBe(200);
    expect(verifyPassword).toHaveBeenCalledTimes(2);
  });

  it('checks a user without a password against the same kind of hash, and refuses', async () => {
    const response = await signIn('staff@example.com', 'staff');
    expect(response.json()).toMatchObject({ error: { password: 'Check your password' } });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(costOf(verifyPassword.mock.calls[0]![0])).toBe(costOf(realHash));
  });
});
