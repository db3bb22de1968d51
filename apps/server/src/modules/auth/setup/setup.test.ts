import { createHash } from 'node:crypto';
import { authMessages, authResultSchema } from '@flockbook/contracts';
import { setupTokens, signInFailures, users } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { setupAddressLines } from './setup-address.ts';
import { createSetupRepository } from './setup.repository.ts';

let t: TestApp;
const APP_URL = 'https://farm.example.com';

beforeAll(async () => {
  t = await buildTestApp({ env: { DEMO: 'off', SIGNUP: 'closed' } });
});
afterAll(() => t.close());
// Each test starts as a new installation: no account, no set-up address.
beforeEach(async () => {
  await t.database.db.delete(users);
  await t.database.db.delete(setupTokens);
  await t.database.db.delete(signInFailures);
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The token of the set-up address the server prints at start. */
async function printedToken(): Promise<string> {
  const lines = await setupAddressLines(t.database.db, APP_URL);
  const address = lines.map((line) => /https:\S+/.exec(line)?.[0]).find(Boolean);
  return new URL(address!).searchParams.get('token')!;
}

let counter = 0;
const setUp = (token: string, overrides: Record<string, unknown> = {}, address = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/setup',
    remoteAddress: address,
    payload: {
      token,
      displayName: 'Amina Rahman',
      email: `amina${(counter += 1)}@example.com`,
      password: 'first-admin-2026',
      ...overrides,
    },
  });
const status = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/setup' })).json<{ needed: boolean }>();
const adminCount = async () =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(sql`'admin' = any(${users.role})`)
  ).length;

describe('the set-up address printed at start', () => {
  it('is printed while no admin exists, valid one hour, and only its hash is kept', async () => {
    const lines = await setupAddressLines(t.database.db, APP_URL);
    expect(lines.join('\n')).toContain('npm run create-admin -- --email');
    const address = lines.map((line) => /https:\S+/.exec(line)?.[0]).find(Boolean)!;
    expect(address).toMatch(/^https:\/\/farm\.example\.com\/setup\?token=[\w-]{43}$/);
    const token = new URL(address).searchParams.get('token')!;

    const rows = await t.database.db.select().from(setupTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
    expect(await status()).toEqual({ needed: true });
  });
});

describe('POST /api/auth/setup', () => {
  it('makes the first admin once, signs them in, and is refused from then on', async () => {
    const token = await printedToken();
    const response = await setUp(token, { email: 'Amina@Example.com' });
    expect(response.statusCode).toBe(200);
    const result = authResultSchema.parse(response.json());
    expect(result.user).toMatchObject({
      role: ['admin'],
      data: { displayName: 'Amina Rahman', email: 'amina@example.com' },
    });
    const [row] = await t.database.db.select().from(users);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: { authorization: `Bearer ${result.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'amina@example.com', password: 'first-admin-2026' },
    });
    expect(signIn.statusCode).toBe(200);

    const again = await setUp(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { token: authMessages.alreadySetUp } });
    expect(await status()).toEqual({ needed: false });
    expect(await setupAddressLines(t.database.db, APP_URL)).toEqual([]);
    expect(await adminCount()).toBe(1);
  });

  it('refuses an unknown, expired or used-up token, making no account', async () => {
    const token = await printedToken();
    const unknown = await setUp('not-the-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { token: authMessages.setupLinkInvalid } });

    await t.database.db.update(setupTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await setUp(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: { token: authMessages.setupLinkInvalid } });

    await t.database.db.update(setupTokens).set({
      expiresAt: sql`now() + interval '1 hour'`,
      usedAt: sql`now()`,
    });
    expect((await setUp(token)).statusCode).toBe(400);
    expect(await t.database.db.select().from(users)).toEqual([]);
    expect(await status()).toEqual({ needed: true });
  });

  it('names the field at fault', async () => {
    const token = await printedToken();
    const response = await setUp(token, { email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        email: authMessages.invalidEmail,
        password: authMessages.passwordTooShort,
      },
    });
    const noToken = await setUp('');
    expect(noToken.json()).toMatchObject({ error: { token: authMessages.setupLinkInvalid } });
  });

  it('is refused once any admin exists, however the admin came', async () => {
    const token = await printedToken();
    await t.database.db.insert(users).values({
      email: 'owner@example.com',
      passwordHash: '!',
      role: ['admin'],
      data: { displayName: 'Owner', photoURL: '', email: '', settings: {}, shortcuts: [] },
    });
    const response = await setUp(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: authMessages.alreadySetUp });
    expect(await status()).toEqual({ needed: false });
  });

  it('keeps the address when the email belongs to an account that is not an admin', async () => {
    const token = await printedToken();
    await t.database.db.insert(users).values({
      email: 'hand@example.com',
      passwordHash: '!',
      role: ['staff'],
      data: { displayName: 'Hand', photoURL: '', email: '', settings: {}, shortcuts: [] },
    });
    const taken = await setUp(token, { email: 'HAND@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { email: authMessages.emailInUse } });
    expect((await setUp(token)).statusCode).toBe(200);
  });

  it('makes exactly one admin when two browsers send the same address at once', async () => {
    const token = await printedToken();
    const answers = await Promise.all([setUp(token), setUp(token)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBeGreaterThanOrEqual(400);
    expect(codes[1]).toBeLessThan(500);
    expect(await adminCount()).toBe(1);
  });

  it('makes exactly one admin when several addresses are used at once', async () => {
    const tokens = [await printedToken(), await printedToken(), await printedToken()];
    const answers = await Promise.all(
      tokens.map((token, index) => setUp(token, {}, `10.2.0.${index}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(await adminCount()).toBe(1);
    // The other addresses died with the one used.
    const unused = await t.database.db
      .select()
      .from(setupTokens)
      .where(sql`used_at is null`);
    expect(unused).toEqual([]);
  });

  it('makes one admin however closely the creations overlap in the database', async () => {
    // Past the password hash, only the transaction decides: many of them started together.
    const repository = createSetupRepository(t.database.db);
    const data = { displayName: 'Racer', photoURL: '', email: '', settings: {}, shortcuts: [] };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        repository.createFirstAdmin(
          { email: `racer${index}@example.com`, passwordHash: '!', data },
          undefined,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const reasons = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { reason?: string }).reason] : [],
    );
    expect(reasons).toEqual(Array(7).fill('already-set-up'));
    expect(await adminCount()).toBe(1);
  });

  it('is throttled per address', async () => {
    await printedToken();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      codes.push((await setUp(`guess-${attempt}`, {}, '10.3.0.1')).statusCode);
    }
    expect(new Set(codes)).toEqual(new Set([400]));
    const refused = await setUp('guess-last', {}, '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ detail: expect.stringContaining('set-up attempts') });
    // Another network is not held up.
    expect((await setUp('guess', {}, '10.3.0.2')).statusCode).toBe(400);
  });
});
