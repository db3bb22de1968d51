import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { problemDetailsSchema } from '@flockbook/contracts';
import { seedDemoData } from '@flockbook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, address: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: address });
const signIn = (email: string, password: string, address: string) =>
  post('/api/auth', { email, password }, address);
const register = (email: string, address: string) =>
  post('/api/auth/register', { displayName: 'Grower', email, password: 'long-enough-1' }, address);
const askReset = (email: string, address: string) =>
  post('/api/auth/forgot-password', { email }, address);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 429 problem with a message, and a Retry-After within the rule's window. */
function expectThrottled(
  response: Awaited<ReturnType<typeof post>>,
  message: RegExp,
  windowSeconds: number,
) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(problemDetailsSchema.parse(response.json()).detail).toMatch(message);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in throttling', () => {
  it('stops guessing one account from one address without locking its owner out', async () => {
    await register('owner@example.com', '10.1.0.50');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await signIn('owner@example.com', 'wrong-guess', '10.1.0.1');
      expect(wrong.json()).toMatchObject({ error: { password: 'Check your password' } });
    }
    const blocked = await signIn('owner@example.com', 'long-enough-1', '10.1.0.1');
    expectThrottled(blocked, /^Too many failed sign-in attempts\. Wait 15 minutes/, 900);
    expect(blocked.json()).toMatchObject({
      error: { email: 'Too many failed sign-in attempts. Wait 15 minutes.' },
    });
    expect((await signIn('owner@example.com', 'long-enough-1', '10.1.0.2')).statusCode).toBe(200);
    expect((await signIn('staff@example.com', 'staff', '10.1.0.1')).statusCode).toBe(200);
  });

  it('forgets the failures of an address once it signs in', async () => {
    await register('typist@example.com', '10.1.1.50');
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await signIn('typist@example.com', 'typo', '10.1.1.1')).statusCode).toBe(400);
      }
      expect((await signIn('typist@example.com', 'long-enough-1', '10.1.1.1')).statusCode).toBe(
        200,
      );
    }
  });

  it('counts an IPv6 address by its /64 network', async () => {
    for (let host = 1; host <= 5; host += 1) {
      await signIn('admin@example.com', 'wrong-guess', `2001:db8:0:7::${host}`);
    }
    expect((await signIn('admin@example.com', 'admin', '2001:db8:0:7::99')).statusCode).toBe(429);
    expect((await signIn('admin@example.com', 'admin', '2001:db8:0:8::1')).statusCode).toBe(200);
  });

  it('past many failures from one address, only a correct password signs in there', async () => {
    for (let attempt = 0; attempt < 49; attempt += 1) {
      const guess = await signIn(`guess${attempt}@example.com`, 'whatever', '10.2.0.1');
      expect(guess.statusCode).toBe(400);
    }
    // The 50th failure, and any later one, no longer says which field was wrong.
    const fiftieth = await signIn('guess49@example.com', 'whatever', '10.2.0.1');
    expectThrottled(fiftieth, /from this network/, 900);
    expectThrottled(await signIn('admin@example.com', 'not-admin', '10.2.0.1'), /network/, 900);
    expect((await signIn('staff@example.com', 'staff', '10.2.0.1')).statusCode).toBe(200);
    expect((await signIn('admin@example.com', 'admin', '10.2.0.1')).statusCode).toBe(200);
    const elsewhere = await signIn('guess50@example.com', 'whatever', '10.2.0.2');
    expect(elsewhere.json()).toMatchObject({ error: { email: 'Check your username/email' } });
  });
});

describe('parallel requests', () => {
  it('cannot guess one account more often by sending at once', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, n) => signIn('staff@example.com', `guess-${n}`, '10.5.0.1')),
    );
    const codes = guesses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });

  it('cannot register or ask for reset mails more often by sending at once', async () => {
    const registrations = await Promise.all(
      Array.from({ length: 25 }, (_, n) => register(`burst${n}@example.com`, '10.5.1.1')),
    );
    const created = registrations.filter((response) => response.statusCode === 200);
    expect(created).toHaveLength(20);
    const resets = await Promise.all(
      Array.from({ length: 8 }, (_, n) => askReset('nobody-burst@example.com', `10.5.2.${n}`)),
    );
    expect(resets.filter((response) => response.statusCode === 200)).toHaveLength(3);
  });
});

describe('registration throttling', () => {
  it('limits registrations from one address', async () => {
    for (let n = 0; n < 20; n += 1) {
      expect((await register(`batch${n}@example.com`, '10.3.0.1')).statusCode).toBe(200);
    }
    const refused = await register('batch20@example.com', '10.3.0.1');
    expectThrottled(refused, /^Too many registrations from this network\. Wait 60 minutes/, 3600);
    expect(refused.json()).toMatchObject({ error: expect.stringContaining('Too many') });
    expect((await register('batch20@example.com', '10.3.0.2')).statusCode).toBe(200);
  });

  it('limits attempts for one email from any address', async () => {
    expect((await register('popular@example.com', '10.3.1.0')).statusCode).toBe(200);
    for (let n = 1; n < 5; n += 1) {
      expect((await register('popular@example.com', `10.3.1.${n}`)).statusCode).toBe(409);
    }
    expectThrottled(await register('popular@example.com', '10.3.1.9'), /for this email/, 3600);
  });
});

describe('password reset throttling', () => {
  const outbox = () => join(t.dataDir, 'outbox');
  const mails = () => (existsSync(outbox()) ? readdirSync(outbox()).length : 0);

  it('limits requests for one email, the same whether or not it has an account', async () => {
    const before = mails();
    for (const email of ['staff@example.com', 'ghost@example.com']) {
      for (let n = 0; n < 3; n += 1) {
        expect((await askReset(email, `10.4.0.${n}`)).statusCode).toBe(200);
      }
      expectThrottled(await askReset(email, '10.4.0.9'), /for this email/, 3600);
    }
    for (let wait = 0; wait < 100 && mails() - before < 3; wait += 1) await pause(50);
    await pause(300);
    expect(mails() - before).toBe(3);
  });

  it('limits requests from one address', async () => {
    for (let n = 0; n < 10; n += 1) {
      expect((await askReset(`nobody${n}@example.com`, '10.4.1.1')).statusCode).toBe(200);
    }
    expectThrottled(await askReset('nobody10@example.com', '10.4.1.1'), /from this network/, 3600);
    expect((await askReset('nobody10@example.com', '10.4.1.2')).statusCode).toBe(200);
  });
});
