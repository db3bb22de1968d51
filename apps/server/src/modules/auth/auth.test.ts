import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authMessages, authResultSchema, problemDetailsSchema } from '@flockbook/contracts';
import { seedDemoData, users } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';

const JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { JWT_SECRET } });
  await seedDemoData(t.database);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string, address = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const getToken = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/access-token',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const signIn = (email: string, password: string, address?: string) =>
  post('/api/auth', { email, password }, undefined, address);

describe('POST /api/auth/register', () => {
  it('creates an admin account (demo mode) and signs it in', async () => {
    const response = await post('/api/auth/register', {
      displayName: 'Farah Iqbal',
      email: 'Farah@Example.com',
      password: 'layers-2026',
    });
    expect(response.statusCode).toBe(200);
    const body = authResultSchema.parse(response.json());
    expect(body.user).toMatchObject({
      from: 'api',
      role: ['admin'],
      data: { displayName: 'Farah Iqbal', email: 'farah@example.com', photoURL: '' },
    });
    expect(body.user.data.shortcuts).toEqual([
      'apps.calendar',
      'apps.mailbox',
      'apps.contacts',
      'apps.todo',
    ]);
    expect((await getToken(body.access_token)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'farah@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email already in use, whatever its case', async () => {
    const response = await post('/api/auth/register', {
      displayName: 'Someone Else',
      email: 'ADMIN@example.com',
      password: 'long-enough-1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { email: 'The email is already in use' } });
  });

  it.each([
    [
      { displayName: '', email: 'new1@example.com', password: 'long-enough-1' },
      'displayName',
      'Enter display name',
    ],
    [
      { displayName: 'New One', email: 'not-an-email', password: 'long-enough-1' },
      'email',
      'Please enter a valid email',
    ],
    [
      { displayName: 'New One', email: 'new2@example.com', password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
  ])('refuses bad input at the field at fault (%#)', async (payload, field, message) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      error: { [field]: message },
      errors: { [field]: message },
    });
  });

  it('gives new accounts the configured role, or refuses when sign-up is closed', async () => {
    const staffOnly = await buildTestApp({ env: { SIGNUP_ROLE: 'staff', JWT_SECRET } });
    const closed = await buildTestApp({ env: { SIGNUP: 'closed', JWT_SECRET } });
    try {
      const payload = {
        displayName: 'Farm Hand',
        email: 'hand@example.com',
        password: 'long-enough-1',
      };
      const asStaff = await staffOnly.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload,
      });
      expect(asStaff.json()).toMatchObject({ user: { role: ['staff'] } });
      const refused = await closed.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { email: expect.stringContaining('closed') } });
    } finally {
      await staffOnly.close();
      await closed.close();
    }
  });
});

describe('POST /api/auth (sign in)', () => {
  it('signs in the demo admin and staff with their own settings', async () => {
    const admin = authResultSchema.parse((await signIn('admin@example.com', 'admin')).json());
    expect(admin.user.role).toEqual(['admin']);
    expect(admin.user.data.settings).toMatchObject({ layout: { style: 'layout1' } });
    const staff = authResultSchema.parse((await signIn('Staff@Example.com', 'staff')).json());
    expect(staff.user.role).toEqual(['staff']);
    expect(staff.user.data.settings).toMatchObject({ layout: { style: 'layout2' } });
  });

  it('names the field at fault', async () => {
    const unknown = await signIn('nobody@example.com', 'whatever', '10.0.0.2');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { email: 'Check your username/email' } });
    const wrong = await signIn('admin@example.com', 'wrong-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { password: 'Check your password' } });
    const short = await signIn('abc', 'x', '10.0.0.2');
    expect(short.json()).toMatchObject({ error: { email: 'Min character length is 4' } });
  });

  it('never accepts credentials in the URL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth?email=admin@example.com&password=admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: authMessages.credentialsInAddress,
      error: authMessages.credentialsInAddress,
    });
    expect(response.json()).not.toHaveProperty('access_token');
  });
});

describe('GET /api/auth/access-token', () => {
  it('answers the user and a fresh token for a valid one', async () => {
    const { access_token } = authResultSchema.parse(
      (await signIn('staff@example.com', 'staff')).json(),
    );
    const response = await getToken(access_token);
    expect(response.statusCode).toBe(200);
    expect(authResultSchema.parse(response.json()).user.data.email).toBe('staff@example.com');
  });

  it.each([
    ['missing', undefined],
    ['garbage', 'not-a-token'],
  ])('answers 401 for a %s token', async (_label, token) => {
    const response = await getToken(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: 'Invalid access token detected' });
  });

  it('answers 401 for a tampered or expired token', async () => {
    const { access_token, user } = authResultSchema.parse(
      (await signIn('staff@example.com', 'staff')).json(),
    );
    const [header, payload, signature] = access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    expect((await getToken(`${header}.${forged}.${signature}`)).statusCode).toBe(401);

    const key = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.uuid)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3 * 24 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 24 * 3600)
      .sign(key);
    expect((await getToken(expired)).statusCode).toBe(401);
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.uuid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await getToken(otherKey)).statusCode).toBe(401);
  });

  it('answers 401 for a validly signed token without an expiry, or one beyond the lifetime', async () => {
    const { user } = authResultSchema.parse((await signIn('staff@example.com', 'staff')).json());
    const key = new TextEncoder().encode(JWT_SECRET);
    const signed = (claims: { iat?: number; exp?: number }) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(user.uuid).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await signed({ iat: now }),
      await signed({ iat: now, exp: now + 100 * 365 * 24 * 3600 }),
      await signed({ iat: now, exp: now + 2 * 24 * 3600 + 3600 }),
      await signed({ iat: now + 3600, exp: now + 7200 }),
      await signed({ exp: now + 3600 }),
    ];
    for (const token of refused) {
      const response = await getToken(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Invalid access token detected' });
    }
    expect((await getToken(await signed({ iat: now, exp: now + 3600 }))).statusCode).toBe(200);
  });

  it('issues tokens that live two days', async () => {
    const { access_token } = authResultSchema.parse(
      (await signIn('admin@example.com', 'admin')).json(),
    );
    const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(2 * 24 * 3600);
  });
});

describe('POST /api/auth/user/update', () => {
  it("saves the caller's own settings and shortcuts", async () => {
    const { access_token } = authResultSchema.parse(
      (await signIn('admin@example.com', 'admin')).json(),
    );
    const settings = { layout: { style: 'layout3', config: {} }, theme: { main: 'deepOcean' } };
    const response = await post(
      '/api/auth/user/update',
      { user: { data: { settings, shortcuts: ['apps.flocks'] } } },
      access_token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: ['admin'],
      data: { settings, shortcuts: ['apps.flocks'] },
    });
    const again = authResultSchema.parse((await signIn('admin@example.com', 'admin')).json());
    expect(again.user.data.settings).toEqual(settings);
  });

  it('can never change role, email or another user', async () => {
    const staff = authResultSchema.parse((await signIn('staff@example.com', 'staff')).json());
    const admin = authResultSchema.parse((await signIn('admin@example.com', 'admin')).json());
    const response = await post(
      '/api/auth/user/update',
      {
        user: {
          uuid: admin.user.uuid,
          role: ['admin'],
          data: { displayName: 'Bilal K.', email: 'admin@example.com', role: ['admin'] },
        },
      },
      staff.access_token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: staff.user.uuid,
      role: ['staff'],
      data: { displayName: 'Bilal K.', email: 'staff@example.com' },
    });
    const rows = await t.database.db.select().from(users).orderBy(users.email);
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail['staff@example.com']?.role).toEqual(['staff']);
    expect(byEmail['admin@example.com']?.data.displayName).toBe('Amina Rahman');
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    [' JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['not a url'],
  ])('refuses the photo address %j at its field', async (photoURL) => {
    const { access_token } = authResultSchema.parse(
      (await signIn('staff@example.com', 'staff')).json(),
    );
    const response = await post(
      '/api/auth/user/update',
      { user: { data: { photoURL } } },
      access_token,
    );
    expect(response.statusCode).toBe(400);
    expect(problemDetailsSchema.parse(response.json()).errors).toEqual({
      'user.data.photoURL': 'Use an http(s) address or a data:image picture',
    });
  });

  it('refuses an unsafe address anywhere in the settings, at its field', async () => {
    const { access_token } = authResultSchema.parse(
      (await signIn('staff@example.com', 'staff')).json(),
    );
    const settings = {
      layout: { style: 'layout1', config: { background: 'javascript:alert(1)' } },
    };
    const response = await post(
      '/api/auth/user/update',
      { user: { data: { settings } } },
      access_token,
    );
    expect(response.statusCode).toBe(400);
    expect(problemDetailsSchema.parse(response.json()).errors).toEqual({
      'user.data.settings.layout.config.background':
        'Use an http(s) address or a data:image picture',
    });
  });

  it('keeps http(s) and data:image photo addresses, and an empty one', async () => {
    const { access_token } = authResultSchema.parse(
      (await signIn('staff@example.com', 'staff')).json(),
    );
    for (const photoURL of [
      'https://cdn.example.com/avatars/bilal.png',
      'http://farm.local/photo.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      '',
    ]) {
      const response = await post(
        '/api/auth/user/update',
        { user: { data: { photoURL } } },
        access_token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { photoURL } });
    }
  });

  it('needs a signed-in user', async () => {
    const response = await post('/api/auth/user/update', { user: { data: { displayName: 'X' } } });
    expect(response.statusCode).toBe(401);
  });
});

describe('role guard', () => {
  it('admits the roles a route names and explains a refusal', async () => {
    const guarded = await buildTestApp({
      env: { JWT_SECRET },
      extraRoutes: async (app) => {
        app.get('/api/test/admin-only', { onRequest: app.requireRole(['admin']) }, async () => ({
          ok: true,
        }));
      },
    });
    try {
      await seedDemoData(guarded.database);
      const tokenOf = async (email: string, password: string) =>
        (
          await guarded.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email, password },
          })
        ).json<{ access_token: string }>().access_token;
      const call = (token?: string) =>
        guarded.app.inject({
          method: 'GET',
          url: '/api/test/admin-only',
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      expect((await call()).statusCode).toBe(401);
      expect((await call(await tokenOf('admin@example.com', 'admin'))).json()).toEqual({
        ok: true,
      });
      const refused = await call(await tokenOf('staff@example.com', 'staff'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ detail: 'This needs the admin role.' });

      await guarded.database.db
        .update(users)
        .set({ disabled: true })
        .where(eq(users.email, 'admin@example.com'));
      const disabledToken = authResultSchema.parse(
        (await signIn('admin@example.com', 'admin')).json(),
      ).access_token;
      expect(disabledToken).toBeTruthy();
    } finally {
      await guarded.close();
    }
  });
});

describe('password reset', () => {
  const outbox = () => join(t.dataDir, 'outbox');
  const waitForMail = async (count: number): Promise<string> => {
    for (let i = 0; i < 100; i += 1) {
      const files = existsSync(outbox()) ? readdirSync(outbox()).sort() : [];
      if (files.length >= count) return readFileSync(join(outbox(), files[count - 1]!), 'utf8');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no mail arrived in the outbox');
  };
  // The .eml body is quoted-printable: undo soft line breaks and the escaped '='.
  const tokenIn = (mail: string) =>
    /reset-password-firebase\?token=([A-Za-z0-9_-]+)/.exec(
      mail.replace(/=\r?\n/g, '').replaceAll('=3D', '='),
    )?.[1];

  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const known = await post('/api/auth/forgot-password', { email: 'staff@example.com' });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail(1);
    expect(mail).toContain('To: staff@example.com');
    expect(tokenIn(mail)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readdirSync(outbox())).toHaveLength(1);
  });

  it('changes the password once per link and ends older sessions', async () => {
    const before = authResultSchema.parse((await signIn('staff@example.com', 'staff')).json());
    const token = tokenIn(await waitForMail(1));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reset = await post('/api/auth/reset-password', { token, password: 'new-staff-password' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('staff@example.com', 'new-staff-password')).statusCode).toBe(200);
    expect((await signIn('staff@example.com', 'staff', '10.9.9.9')).statusCode).toBe(400);
    expect((await getToken(before.access_token)).statusCode).toBe(401);

    const again = await post('/api/auth/reset-password', { token, password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: { token: expect.stringContaining('invalid or has expired') },
    });
  });

  it('refuses an expired link', async () => {
    await post('/api/auth/forgot-password', { email: 'admin@example.com' });
    const token = tokenIn(await waitForMail(2));
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`,
    );
    const response = await post('/api/auth/reset-password', {
      token,
      password: 'new-admin-password',
    });
    expect(response.statusCode).toBe(400);
  });
});
