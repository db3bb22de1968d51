import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authResultSchema, peopleListSchema, peopleMessages } from '@flockbook/contracts';
import { auditEntries, users } from '@flockbook/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let t: FarmFixture;
let farmA: string;
let farmB: string;
beforeAll(async () => {
  t = await buildFarmFixture();
  farmA = await t.farm('North');
  farmB = await t.farm('South');
}, 60_000);
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const signIn = async (email: string, password: string) => {
  const response = await inject('POST', '/api/auth', { email, password });
  return response.statusCode === 200
    ? response.json<{ access_token: string }>().access_token
    : undefined;
};
const list = async () => peopleListSchema.parse((await t.admin('GET', '/api/users')).json());
const personOf = async (email: string) => (await list()).data.find((p) => p.email === email)!;

const outbox = () => join(t.dataDir, 'outbox');
const mails = () =>
  (existsSync(outbox()) ? readdirSync(outbox()).sort() : []).map((file) =>
    // The .eml body is quoted-printable: undo soft line breaks and the escaped '='.
    readFileSync(join(outbox(), file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '='),
  );
const linkTo = (email: string, pattern: RegExp) =>
  mails()
    .filter((mail) => mail.includes(`To: ${email}`))
    .map((mail) => pattern.exec(mail)?.[1])
    .findLast(Boolean);
const invitationToken = (email: string) => linkTo(email, /\/invitation\?token=([\w-]+)/);

const invite = (body: object) => t.admin('POST', '/api/users/invite', body as never);
const auditOf = (entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)));

describe('GET /api/users', () => {
  it('lists everyone with role, farms, state, last sign-in and how they sign in', async () => {
    const people = await list();
    expect(people.total).toBe(people.data.length);
    expect(people.data.find((p) => p.email === 'admin@example.com')).toMatchObject({
      displayName: expect.any(String),
      role: 'admin',
      farmIds: [],
      active: true,
      from: 'api',
      lastSignInAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(people.data.find((p) => p.email === 'staff@example.com')).toMatchObject({
      role: 'staff',
      active: true,
    });
  });

  it('lists a hosted sign-in user beside the others', async () => {
    await t.database.db.insert(users).values({
      email: 'hosted@example.com',
      passwordHash: '!hosted',
      role: ['staff'],
      from: 'firebase',
      subject: 'firebase-uid-1',
      data: {
        displayName: 'Hosted Person',
        photoURL: '',
        email: 'hosted@example.com',
        settings: {},
        shortcuts: [],
      },
    });
    expect(await personOf('hosted@example.com')).toMatchObject({
      from: 'firebase',
      lastSignInAt: null,
    });
  });
});

describe('invitations', () => {
  it('mails a link; the invited person chooses name and password and is signed in', async () => {
    const response = await invite({
      email: 'New.Person@Example.com',
      role: 'staff',
      farmIds: [farmA],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new.person@example.com', role: 'staff' });
    const token = invitationToken('new.person@example.com');
    expect(token).toBeTruthy();
    const stored = await t.database.db.execute<{ token_hash: string }>(
      sql`select token_hash from user_invitations where email = 'new.person@example.com'`,
    );
    expect(JSON.stringify(stored)).not.toContain(token!);

    const status = await inject('POST', '/api/auth/invitation', { token });
    expect(status.json()).toMatchObject({ email: 'new.person@example.com', role: 'staff' });
    const accepted = await inject('POST', '/api/auth/invitation/accept', {
      token,
      displayName: 'New Person',
      password: 'a-good-password',
    });
    expect(accepted.statusCode).toBe(200);
    const result = authResultSchema.parse(accepted.json());
    expect(result.user).toMatchObject({ role: ['staff'], data: { displayName: 'New Person' } });
    const own = await inject('GET', '/api/auth/access-token', undefined, result.access_token);
    expect(own.statusCode).toBe(200);
    expect(await signIn('new.person@example.com', 'a-good-password')).toBeTruthy();
    const person = await personOf('new.person@example.com');
    expect(person).toMatchObject({ role: 'staff', farmIds: [farmA], active: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await auditOf('invitations', 'new.person@example.com')).toHaveLength(1);
    expect((await auditOf('users', person.id))[0]).toMatchObject({
      action: 'create',
      reason: 'invitation accepted',
    });

    const reused = await inject('POST', '/api/auth/invitation/accept', {
      token,
      displayName: 'Someone Else',
      password: 'another-password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: { token: peopleMessages.invitationInvalid } });
  });

  it('refuses an expired link with its own message', async () => {
    await invite({ email: 'late@example.com', role: 'admin', farmIds: [] });
    const token = invitationToken('late@example.com');
    await t.database.db.execute(
      sql`update user_invitations set expires_at = now() - interval '1 minute' where email = 'late@example.com'`,
    );
    const status = await inject('POST', '/api/auth/invitation', { token });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({ error: { token: peopleMessages.invitationExpired } });
    const accepted = await inject('POST', '/api/auth/invitation/accept', {
      token,
      displayName: 'Late',
      password: 'a-good-password',
    });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toMatchObject({ error: { token: peopleMessages.invitationExpired } });
    expect(await signIn('late@example.com', 'a-good-password')).toBeUndefined();
  });

  it('refuses unknown farms at farmIds, a bad role at role, and an email in use', async () => {
    const badFarm = await invite({
      email: 'x@example.com',
      role: 'staff',
      farmIds: ['3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'],
    });
    expect(badFarm.statusCode).toBe(400);
    expect(badFarm.json()).toMatchObject({ errors: { farmIds: peopleMessages.unknownFarms } });
    const badRole = await invite({ email: 'x@example.com', role: 'owner', farmIds: [] });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors.role).toBeTruthy();
    const taken = await invite({ email: 'STAFF@example.com', role: 'staff', farmIds: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: { email: peopleMessages.emailInUse } });
  });
});

describe('PATCH /api/users/{id}', () => {
  it('changes role and farms, refuses unknown farms at farmIds, and audits', async () => {
    const staff = await personOf('staff@example.com');
    const changed = await t.admin('PATCH', `/api/users/${staff.id}`, {
      farmIds: [farmA, farmB],
    });
    expect(changed.statusCode).toBe(200);
    expect([...changed.json<{ farmIds: string[] }>().farmIds].sort()).toEqual(
      [farmA, farmB].sort(),
    );
    const bad = await t.admin('PATCH', `/api/users/${staff.id}`, {
      farmIds: [farmA, '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { farmIds: peopleMessages.unknownFarms } });
    const notUuid = await t.admin('PATCH', `/api/users/${staff.id}`, { farmIds: ['farm-1'] });
    expect(notUuid.statusCode).toBe(400);
    expect(Object.keys(notUuid.json().errors)[0]).toMatch(/^farmIds/);
    expect((await personOf('staff@example.com')).farmIds).toHaveLength(2);

    const promoted = await t.admin('PATCH', `/api/users/${staff.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    const demoted = await t.admin('PATCH', `/api/users/${staff.id}`, { role: 'staff' });
    expect(demoted.json()).toMatchObject({ role: 'staff' });
    const audit = await auditOf('users', staff.id);
    expect(audit.map((row) => row.action)).toEqual(['update', 'update', 'update']);
    expect(audit[1]).toMatchObject({ before: { role: 'staff' }, after: { role: 'admin' } });
    expect(audit[1]?.userId).toBeTruthy();
  });

  it('answers 404 for no such person and 400 for nothing to change', async () => {
    const missing = await t.admin('PATCH', '/api/users/3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f', {
      active: false,
    });
    expect(missing.statusCode).toBe(404);
    const staff = await personOf('staff@example.com');
    expect((await t.admin('PATCH', `/api/users/${staff.id}`, {})).statusCode).toBe(400);
  });

  it('disabling ends an already issued access token and its refresh at once', async () => {
    await invite({ email: 'temp@example.com', role: 'staff', farmIds: [] });
    const accepted = await inject('POST', '/api/auth/invitation/accept', {
      token: invitationToken('temp@example.com'),
      displayName: 'Temp',
      password: 'a-good-password',
    });
    const token = accepted.json<{ access_token: string }>().access_token;
    expect((await inject('GET', '/api/farms', undefined, token)).statusCode).toBe(200);
    const temp = await personOf('temp@example.com');
    const disabled = await t.admin('PATCH', `/api/users/${temp.id}`, { active: false });
    expect(disabled.json()).toMatchObject({ active: false });
    expect((await inject('GET', '/api/farms', undefined, token)).statusCode).toBe(401);
    expect((await inject('GET', '/api/auth/access-token', undefined, token)).statusCode).toBe(401);
    const again = await inject('POST', '/api/auth', {
      email: 'temp@example.com',
      password: 'a-good-password',
    });
    expect(again.statusCode).toBe(403);

    await t.admin('PATCH', `/api/users/${temp.id}`, { active: true });
    // The old token stays dead; signing in again works.
    expect((await inject('GET', '/api/farms', undefined, token)).statusCode).toBe(401);
    expect(await signIn('temp@example.com', 'a-good-password')).toBeTruthy();
    expect((await auditOf('users', temp.id)).at(-1)).toMatchObject({
      before: { active: false },
      after: { active: true },
    });
  });

  it('never demotes or disables the last active admin', async () => {
    const admin = await personOf('admin@example.com');
    for (const patch of [{ role: 'staff' }, { active: false }]) {
      const refused = await t.admin('PATCH', `/api/users/${admin.id}`, patch);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ detail: peopleMessages.lastAdmin });
    }
    expect(await personOf('admin@example.com')).toMatchObject({ role: 'admin', active: true });
    // With a second active admin, the first may step down.
    const staff = await personOf('staff@example.com');
    await t.admin('PATCH', `/api/users/${staff.id}`, { role: 'admin' });
    const second = await signIn('staff@example.com', 'staff');
    const stepDown = await inject('GET', '/api/users', undefined, second);
    expect(stepDown.statusCode).toBe(200);
    await t.admin('PATCH', `/api/users/${staff.id}`, { role: 'staff' });
  });
});

describe('POST /api/users/{id}/password-reset', () => {
  it("mails the person the sign-in page's reset link, audited", async () => {
    const staff = await personOf('staff@example.com');
    const response = await t.admin('POST', `/api/users/${staff.id}/password-reset`);
    expect(response.statusCode).toBe(200);
    const token = linkTo('staff@example.com', /reset-password-firebase\?token=([\w-]+)/);
    expect(token).toBeTruthy();
    const reset = await inject('POST', '/api/auth/reset-password', {
      token,
      password: 'reset-by-admin',
    });
    expect(reset.statusCode).toBe(200);
    expect(await signIn('staff@example.com', 'reset-by-admin')).toBeTruthy();
    expect((await auditOf('users', staff.id)).at(-1)).toMatchObject({
      reason: 'password reset link sent',
    });
  });

  it('refuses a hosted user with a clear message', async () => {
    const hosted = await personOf('hosted@example.com');
    const response = await t.admin('POST', `/api/users/${hosted.id}/password-reset`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: peopleMessages.hostedNoPassword });
  });
});

describe('staff and guests', () => {
  it('are refused every people operation (403 / 401)', async () => {
    const staff = await personOf('staff@example.com');
    const calls = [
      ['GET', '/api/users', undefined],
      ['POST', '/api/users/invite', { email: 'y@example.com', role: 'staff', farmIds: [] }],
      ['PATCH', `/api/users/${staff.id}`, { role: 'admin' }],
      ['POST', `/api/users/${staff.id}/password-reset`, undefined],
    ] as const;
    const staffToken = await signIn('staff@example.com', 'reset-by-admin');
    for (const [method, url, payload] of calls) {
      const asStaff = await t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
      expect(asStaff.json().detail).toContain('admin');
      expect((await t.guest(method, url, payload as never)).statusCode).toBe(401);
    }
    expect(await personOf('staff@example.com')).toMatchObject({ role: 'staff' });
  });
});
