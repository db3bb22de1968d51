import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { authMessages, authProvidersSchema, authResultSchema } from '@flockbook/contracts';
import { seedDemoData, users } from '@flockbook/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  FIREBASE_ISSUER,
  FIREBASE_PROJECT,
  OIDC_CLIENT,
  startHostedIssuers,
} from '../../../test/hosted-issuers.ts';
import type { HostedIssuers } from '../../../test/hosted-issuers.ts';

let issuers: HostedIssuers;
let t: TestApp;
const firebaseEnv = () => ({
  FIREBASE_API_KEY: 'test-api-key',
  FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT}.firebaseapp.com`,
  FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
  FIREBASE_DATABASE_URL: `https://${FIREBASE_PROJECT}-default-rtdb.firebaseio.com`,
  FIREBASE_JWKS_URL: issuers.firebaseJwksUrl,
});
const hostedEnv = () => ({
  OIDC_ISSUER: issuers.oidcIssuer,
  OIDC_CLIENT_ID: OIDC_CLIENT,
  OIDC_AUDIENCE: 'https://api.flockbook.test',
  ...firebaseEnv(),
  SIGNUP_ROLE: 'staff',
});

beforeAll(async () => {
  issuers = await startHostedIssuers();
  t = await buildTestApp({ env: hostedEnv() });
  await seedDemoData(t.database, { farmRecords: false });
});
afterAll(async () => {
  await t?.close();
  await issuers?.close();
});

const call = (app: TestApp, url: string, token?: string) =>
  app.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const now = () => Math.floor(Date.now() / 1000);
const rowsOf = (database: TestApp['database'], subject: string) =>
  database.db.select().from(users).where(eq(users.subject, subject));
const expectRefused = async (token: string, label: string) => {
  for (const url of ['/api/auth/access-token', '/api/flocks']) {
    const response = await call(t, url, token);
    expect(response.statusCode, `${label} on ${url}`).toBe(401);
    expect(response.json(), label).toMatchObject({ detail: authMessages.invalidAccessToken });
  }
};

describe('GET /api/auth/providers', () => {
  it('answers the public client settings of the configured services, and nothing secret', async () => {
    const response = await call(t, '/api/auth/providers');
    expect(response.statusCode).toBe(200);
    expect(authProvidersSchema.parse(response.json())).toEqual({
      oidc: {
        issuer: issuers.oidcIssuer,
        clientId: OIDC_CLIENT,
        audience: 'https://api.flockbook.test',
        scope:
          'openid profile email user_metadata app_metadata picture ' +
          'update:current_user_metadata create:current_user_metadata read:current_user',
      },
      firebase: {
        apiKey: 'test-api-key',
        authDomain: `${FIREBASE_PROJECT}.firebaseapp.com`,
        projectId: FIREBASE_PROJECT,
        databaseURL: `https://${FIREBASE_PROJECT}-default-rtdb.firebaseio.com`,
      },
    });
    expect(response.body).not.toContain('jwks');
  });

  it('lets the browser reach the configured services (CSP)', async () => {
    const policy = String((await call(t, '/login')).headers['content-security-policy']);
    const connect = policy.split(';').find((part) => part.trim().startsWith('connect-src'));
    expect(connect?.trim().split(/\s+/)).toEqual([
      'connect-src',
      "'self'",
      issuers.origin,
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      `https://${FIREBASE_PROJECT}-default-rtdb.firebaseio.com`,
    ]);
    expect(policy).toContain(`img-src 'self' data: blob: https: ${issuers.origin};`);
  });
});

describe('OpenID Connect ID tokens', () => {
  it('create the local user on first sign-in, with the sign-up role, and reach farm routes', async () => {
    const token = await issuers.oidcToken();
    const flocks = await call(t, '/api/flocks', token);
    expect(flocks.statusCode).toBe(200);
    expect(flocks.json()).toMatchObject({ data: expect.any(Array) });
    // The role guard sees the mapped role: staff never see money areas.
    const sales = await call(t, '/api/sales', token);
    expect(sales.statusCode).toBe(403);
    expect(sales.json()).toMatchObject({ detail: 'This needs the admin role.' });

    const [row, ...others] = await rowsOf(t.database, 'auth0|1001');
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      from: 'auth0',
      email: 'omar@example.com',
      role: ['staff'],
      data: { displayName: 'Omar Said', photoURL: 'https://avatars.example.com/omar.png' },
    });
    expect(row?.passwordHash).not.toMatch(/^\$argon2/);
  });

  it('exchange for a local session on GET /api/auth/access-token, reusing the user', async () => {
    const response = await call(t, '/api/auth/access-token', await issuers.oidcToken());
    expect(response.statusCode).toBe(200);
    const { user, access_token } = authResultSchema.parse(response.json());
    expect(user).toMatchObject({
      from: 'auth0',
      role: ['staff'],
      data: { email: 'omar@example.com' },
    });
    expect(await rowsOf(t.database, 'auth0|1001')).toHaveLength(1);
    // The answer's token is this server's own: it works on its own, and for the user's calls.
    const again = await call(t, '/api/auth/access-token', access_token);
    expect(authResultSchema.parse(again.json()).user.uuid).toBe(user.uuid);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: { authorization: `Bearer ${access_token}` },
      payload: { user: { data: { displayName: 'Omar S.' } } },
    });
    expect(saved.json()).toMatchObject({ uuid: user.uuid, data: { displayName: 'Omar S.' } });
  });

  it('never open password sign-in or reset mails for a hosted user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'omar@example.com', password: '!hosted' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { password: authMessages.checkPassword } });

    for (const email of ['omar@example.com', 'staff@example.com']) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      expect(asked.statusCode).toBe(200);
    }
    const outbox = join(t.dataDir, 'outbox');
    const mails = async () => (existsSync(outbox) ? readdirSync(outbox) : []);
    for (let i = 0; i < 100 && (await mails()).length === 0; i += 1) await sleep(50);
    await sleep(300);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(readFileSync(join(outbox, sent[0]!), 'utf8')).toContain('To: staff@example.com');
  });

  it.each([
    ['an unknown issuer', () => ({ iss: 'https://elsewhere.example.com/' }), {}],
    // The discovery document names the issuer with its trailing slash; tokens must too.
    ['the issuer spelled otherwise', () => ({ iss: issuers.oidcIssuer.replace(/\/$/, '') }), {}],
    ['a wrong audience', () => ({ aud: 'another-client' }), {}],
    ['an expired token', () => ({ exp: now() - 600 }), {}],
    ['no subject', () => ({ sub: '' }), {}],
    ['another key', () => ({}), { key: 'stranger' as const }],
    ['a key id the issuer does not publish', () => ({}), { kid: 'unknown-kid' }],
  ])('refuse %s with 401', async (label, claims, options) => {
    await expectRefused(await issuers.oidcToken(claims(), options), label);
  });

  it('refuse unsigned tokens and secret-key tokens naming the issuer', async () => {
    const claims = {
      iss: issuers.oidcIssuer,
      aud: OIDC_CLIENT,
      sub: 'auth0|1001',
      exp: now() + 600,
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    await expectRefused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`, 'alg none');
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-secret-anyone-could-pick-for-this-test'));
    await expectRefused(hs256, 'HS256');
  });

  it('let concurrent first sign-ins of one subject make one user', async () => {
    const token = await issuers.oidcToken({ sub: 'auth0|2002', email: 'nadia@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t, '/api/auth/access-token', token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => authResultSchema.parse(answer.json()).user.uuid));
    expect(ids.size).toBe(1);
    expect(await rowsOf(t.database, 'auth0|2002')).toHaveLength(1);
  });

  it('refuse, without linking, an email that belongs to another account', async () => {
    const token = await issuers.oidcToken({ sub: 'auth0|3003', email: 'Admin@Example.com' });
    const response = await call(t, '/api/auth/access-token', token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { email: authMessages.hostedEmailInUse } });
    expect(await rowsOf(t.database, 'auth0|3003')).toHaveLength(0);
  });

  it('refuse a token without an email for a new user, and a disabled user', async () => {
    const noEmail = await call(
      t,
      '/api/auth/access-token',
      await issuers.oidcToken({ sub: 'auth0|4004', email: undefined }),
    );
    expect(noEmail.statusCode).toBe(403);
    expect(noEmail.json()).toMatchObject({ error: { email: authMessages.hostedEmailMissing } });

    const token = await issuers.oidcToken({ sub: 'auth0|5005', email: 'gone@example.com' });
    expect((await call(t, '/api/auth/access-token', token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.subject, 'auth0|5005'));
    await expectRefused(token, 'disabled user');
  });
});

describe('Firebase ID tokens', () => {
  it('create the local user, reach farm routes, and reuse the user next time', async () => {
    const token = await issuers.firebaseToken();
    expect((await call(t, '/api/flocks', token)).statusCode).toBe(200);
    const response = await call(t, '/api/auth/access-token', await issuers.firebaseToken());
    expect(authResultSchema.parse(response.json()).user).toMatchObject({
      from: 'firebase',
      role: ['staff'],
      data: { displayName: 'Layla Haddad', email: 'layla@example.com', photoURL: '' },
    });
    expect(await rowsOf(t.database, 'firebase-uid-1')).toHaveLength(1);
  });

  it('keep one subject of two services apart', async () => {
    const oidc = await issuers.oidcToken({ sub: 'shared-7', email: 'one@example.com' });
    const firebase = await issuers.firebaseToken({ sub: 'shared-7', email: 'two@example.com' });
    const first = authResultSchema.parse((await call(t, '/api/auth/access-token', oidc)).json());
    const second = authResultSchema.parse(
      (await call(t, '/api/auth/access-token', firebase)).json(),
    );
    expect(first.user.uuid).not.toBe(second.user.uuid);
    expect([first.user.from, second.user.from]).toEqual(['auth0', 'firebase']);
  });

  it.each([
    [
      'another project',
      { aud: 'other-project', iss: FIREBASE_ISSUER.replace(FIREBASE_PROJECT, 'other-project') },
      {},
    ],
    ['a wrong audience', { aud: 'another-project' }, {}],
    ['an expired token', { exp: now() - 600 }, {}],
    ['a sign-in time in the future', { auth_time: now() + 3600 }, {}],
    ['no sign-in time', { auth_time: undefined }, {}],
    ['another key', {}, { key: 'stranger' as const }],
  ])('refuse %s with 401', async (label, claims, options) => {
    await expectRefused(await issuers.firebaseToken(claims, options), label);
  });

  it('refuse unsigned tokens outside emulator mode, without asking anyone, and secret-key ones', async () => {
    const lookups = issuers.lookups.length;
    issuers.emulatorAccounts.set('firebase-uid-1', {});
    await expectRefused(issuers.emulatorToken(), 'unsigned');
    expect(issuers.lookups).toHaveLength(lookups);
    const hs256 = await new SignJWT({
      iss: FIREBASE_ISSUER,
      aud: FIREBASE_PROJECT,
      sub: 'firebase-uid-1',
      auth_time: now() - 5,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-anyone-could-pick-for-this-test'));
    await expectRefused(hs256, 'HS256');
  });
});

describe('a sign-in service that fails', () => {
  it('answers 401, never 5xx, and is not asked again for a while', async () => {
    const down = await buildTestApp({
      env: { OIDC_ISSUER: `${issuers.origin}/missing/`, OIDC_CLIENT_ID: OIDC_CLIENT },
    });
    try {
      const token = await issuers.oidcToken({ iss: `${issuers.origin}/missing/` });
      const before = issuers.requests.length;
      for (let i = 0; i < 3; i += 1) {
        const response = await call(down, '/api/auth/access-token', token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ detail: authMessages.invalidAccessToken });
      }
      expect(issuers.requests.slice(before)).toEqual(['/missing/.well-known/openid-configuration']);
    } finally {
      await down.close();
    }
  });
});

describe('SIGNUP=closed', () => {
  it('refuses a first hosted sign-in with 403, in the auth calls shape', async () => {
    const closed = await buildTestApp({ env: { ...hostedEnv(), SIGNUP: 'closed' } });
    try {
      const token = await issuers.firebaseToken({ sub: 'firebase-uid-closed' });
      const exchange = await call(closed, '/api/auth/access-token', token);
      expect(exchange.statusCode).toBe(403);
      expect(exchange.json()).toMatchObject({ error: { email: authMessages.signupClosed } });
      // Farm routes answer problem details: the same message, at the same field.
      const farm = await call(closed, '/api/flocks', token);
      expect(farm.statusCode).toBe(403);
      expect(farm.json()).toMatchObject({ errors: { email: authMessages.signupClosed } });
      expect(await rowsOf(closed.database, 'firebase-uid-closed')).toHaveLength(0);
    } finally {
      await closed.close();
    }
  });
});

describe('Firebase Auth emulator mode', () => {
  let emulated: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    emulated = await buildTestApp({
      env: {
        ...firebaseEnv(),
        FIREBASE_AUTH_EMULATOR_HOST: issuers.emulatorHost,
        LOG_LEVEL: 'warn',
      },
      logStream: { write: (line) => void logged.push(line) },
    });
  });
  afterAll(() => emulated?.close());

  it('warns at start that it is for tests only', () => {
    const warning = logged.find((line) => line.includes('FIREBASE_AUTH_EMULATOR_HOST'));
    expect(warning).toContain('never use it in production');
    expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
  });

  it('offers the emulator to the browser and lets it connect', async () => {
    const response = await call(emulated, '/api/auth/providers');
    expect(response.json()).toMatchObject({
      oidc: null,
      firebase: { authEmulatorUrl: `http://${issuers.emulatorHost}` },
    });
    expect(response.headers['content-security-policy']).toContain(`http://${issuers.emulatorHost}`);
  });

  it('accepts an unsigned token the emulator confirms, asking it with the token and API key', async () => {
    issuers.emulatorAccounts.set('emu-uid-1', {});
    const token = issuers.emulatorToken({ sub: 'emu-uid-1', email: 'emu@example.com' });
    const response = await call(emulated, '/api/auth/access-token', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { from: 'firebase', role: ['admin'] } });
    expect(issuers.lookups.at(-1)).toEqual({ key: 'test-api-key', body: { idToken: token } });
  });

  it('refuses an unsigned token of a missing or disabled account, or of another project', async () => {
    const missing = issuers.emulatorToken({ sub: 'emu-uid-missing', email: 'x1@example.com' });
    issuers.emulatorAccounts.set('emu-uid-off', { disabled: true });
    const disabled = issuers.emulatorToken({ sub: 'emu-uid-off', email: 'x2@example.com' });
    issuers.emulatorAccounts.set('emu-uid-2', {});
    const otherProject = issuers.emulatorToken({ sub: 'emu-uid-2', aud: 'another-project' });
    for (const token of [missing, disabled, otherProject]) {
      const response = await call(emulated, '/api/auth/access-token', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: authMessages.invalidAccessToken });
    }
  });

  it('still accepts signed tokens', async () => {
    const token = await issuers.firebaseToken({
      sub: 'signed-in-emulator-mode',
      email: 's@example.com',
    });
    expect((await call(emulated, '/api/auth/access-token', token)).statusCode).toBe(200);
  });
});
