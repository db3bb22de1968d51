import { seedDemoData } from '@flockbook/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { networkOf, safeError } from './logging.ts';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'info', JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' },
    logStream: { write: (line) => void lines.push(line) },
  });
  await seedDemoData(t.database);
});
afterAll(() => t.close());

const log = () => lines.join('');

describe('logs', () => {
  it('log a failed query by its SQL state and message, never its parameters', async () => {
    // Registration then fails in the database, with the new user's hash and profile among
    // the query's parameters.
    await t.database.db.execute(sql`alter table users rename column role to role_moved`);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          displayName: 'Zeynep Demirtas',
          email: 'zeynep.demirtas@example.com',
          password: 'a-secret-pass-123',
        },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table users rename column role_moved to role`);
    }
    const failure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'request failed') as
      { err: { message: string; cause: { code: string; message: string } } } | undefined;
    expect(failure?.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err.cause).toMatchObject({
      code: '42703',
      message: expect.stringMatching(/role/),
    });
    for (const secret of ['$argon2', 'zeynep', 'Zeynep', 'Demirtas', 'a-secret-pass-123']) {
      expect(log()).not.toContain(secret);
    }
  });

  it('never carry tokens, credentials, query values or mail addresses', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'staff@example.com', password: 'staff' },
    });
    const token = signIn.json<{ access_token: string }>().access_token;
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/access-token',
      headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-secret' },
    });
    await t.app.inject({ method: 'GET', url: '/reset-password-firebase?token=link-secret-42' });
    await t.app.inject({ method: 'GET', url: '/api/auth?email=admin@example.com&password=admin' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'staff@example.com' },
    });
    for (let wait = 0; wait < 100 && !log().includes('mail written'); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(log()).toContain('mail written to the outbox');
    expect(log()).toContain('/reset-password-firebase?token=');
    for (const secret of [
      token,
      token.split('.')[2]!,
      'cookie-secret',
      'link-secret-42',
      'example.com',
      'password=admin',
    ]) {
      expect(log()).not.toContain(secret);
    }
  });
});

describe('client addresses', () => {
  it('are logged as their network, never as one address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.77' });
    expect(log()).toContain('203.0.113.0/24');
    expect(log()).not.toContain('203.0.113.77');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
  });
});

describe('refusals', () => {
  it('are logged by status, code and fields, never by what the input said', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"amina@farm.test","password":hunter2-secret}',
    });
    expect(malformed.statusCode).toBe(400);
    const refusals = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request refused');
    expect(refusals.at(-1)).toMatchObject({ status: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    for (const secret of ['hunter2', 'amina', 'farm.test']) expect(log()).not.toContain(secret);
  });
});

describe('error serializer', () => {
  it('leaves out a value the database quotes in its message, and its detail', () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type uuid: "jane@example.com"'),
      {
        code: '22P02',
        detail: 'Key (email)=(jane@example.com) already exists.',
      },
    );
    const safe = safeError(Object.assign(new Error('wrapped'), { cause }));
    expect(safe.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: [redacted]',
    });
    expect(JSON.stringify(safe)).not.toContain('jane');
  });

  it('leaves out mail addresses an error message names', () => {
    const refused = new Error('550 5.1.1 <kemal.demir@farm.example>: Recipient address rejected');
    expect(safeError(refused).message).toBe('550 5.1.1 <[email]>: Recipient address rejected');
    expect(safeError(refused).stack).not.toContain('kemal');
  });
});
