import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authMessages, authResultSchema } from '@flockbook/contracts';
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

type Options = { body?: string; type?: string; token?: string; address?: string; url?: string };
const send = (method: 'GET' | 'POST', url: string, options: Options = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress: options.address ?? '10.1.0.1',
    headers: {
      ...(options.body !== undefined ? { 'content-type': options.type ?? 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body } : {}),
  });
const getAuth = (body: unknown, address?: string) =>
  send('GET', '/api/auth', { body: JSON.stringify(body), address });
const postAuth = (body: unknown, address?: string) =>
  send('POST', '/api/auth', { body: JSON.stringify(body), address });

describe('GET /api/auth with a JSON body', () => {
  it('signs in, as POST does', async () => {
    const response = await getAuth({ email: 'Admin@Example.com', password: 'admin' });
    expect(response.statusCode).toBe(200);
    const { user, access_token } = authResultSchema.parse(response.json());
    expect(user).toMatchObject({ role: ['admin'], data: { email: 'admin@example.com' } });
    const check = await send('GET', '/api/auth/access-token', { token: access_token });
    expect(check.statusCode).toBe(200);
  });

  it.each([
    [{ email: 'abc', password: 'x' }],
    [{ email: 'nobody@example.com', password: 'whatever' }],
    [{ email: 'staff@example.com', password: 'wrong-password' }],
    [{ email: 'staff@example.com' }],
    [{ email: 'staff@example.com', password: 'pass\u0000word' }],
    [['not', 'an', 'object']],
  ])('answers bad input exactly as POST does (%#)', async (body) => {
    const viaGet = await getAuth(body, '10.1.1.1');
    const viaPost = await postAuth(body, '10.1.1.2');
    expect(viaGet.statusCode).toBe(400);
    expect(viaGet.statusCode).toBe(viaPost.statusCode);
    expect(viaGet.json()).toEqual(viaPost.json());
    expect(viaGet.json()).toHaveProperty('error');
  });

  it('names the field at fault in the auth calls shape', async () => {
    const response = await getAuth({ email: 'staff@example.com', password: 'wrong-password' });
    expect(response.json()).toMatchObject({ error: { password: authMessages.checkPassword } });
  });

  it('is throttled with POST, one count for both forms', async () => {
    const address = '10.1.2.3';
    const wrong = { email: 'staff@example.com', password: 'wrong-password' };
    for (let i = 0; i < 5; i += 1) {
      const response = await (i % 2 === 0 ? getAuth : postAuth)(wrong, address);
      expect(response.statusCode).toBe(400);
    }
    for (const form of [getAuth, postAuth]) {
      const refused = await form({ email: 'staff@example.com', password: 'staff' }, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({
        error: { email: expect.stringContaining('Too many failed sign-in attempts') },
      });
    }
  });

  it('refuses credentials in the query string without signing in, body or not', async () => {
    for (const url of [
      '/api/auth?email=admin@example.com&password=admin',
      '/api/auth?PASSWORD=admin',
      '/api/auth/access-token?access_token=abc',
    ]) {
      const response = await send('GET', url, {
        body: JSON.stringify({ email: 'admin@example.com', password: 'admin' }),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: authMessages.credentialsInAddress });
    }
  });

  it.each([
    ['too large', { body: JSON.stringify({ padding: 'x'.repeat(17 * 1024) }) }, 413, '16 KB'],
    ['not JSON', { body: '{"email": "admin@example.com",' }, 400, 'not valid JSON'],
    ['empty', { body: '' }, 400, 'empty'],
    ['of another type', { body: 'email=a&password=b', type: 'text/plain' }, 415, 'JSON'],
  ])('refuses a body %s, with a message', async (_label, options, status, message) => {
    const response = await send('GET', '/api/auth', options);
    expect(response.statusCode).toBe(status);
    expect(String(response.json<{ error: string }>().error)).toContain(message);
  });
});

describe('GET /api/auth/access-token with a JSON body', () => {
  const tokenOf = async (email: string, password: string) =>
    authResultSchema.parse((await postAuth({ email, password }, '10.1.3.1')).json()).access_token;

  it('checks the token in the body, which wins over the header', async () => {
    const staff = await tokenOf('staff@example.com', 'staff');
    const admin = await tokenOf('admin@example.com', 'admin');
    const response = await send('GET', '/api/auth/access-token', {
      body: JSON.stringify({ access_token: staff }),
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(authResultSchema.parse(response.json()).user.data.email).toBe('staff@example.com');
  });

  it.each([['not-a-token'], ['']])('answers 401 for the bad token %j', async (token) => {
    const response = await send('GET', '/api/auth/access-token', {
      body: JSON.stringify({ access_token: token }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      detail: authMessages.invalidAccessToken,
      error: authMessages.invalidAccessToken,
    });
  });

  it('refuses a token that is not text, at its field', async () => {
    const response = await send('GET', '/api/auth/access-token', {
      body: JSON.stringify({ access_token: 42 }),
      token: await tokenOf('staff@example.com', 'staff'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { access_token: expect.any(String) } });
  });
});

describe('GET bodies over a real connection', () => {
  let origin: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const rawGet = (path: string, chunks: string[], headers: Record<string, string>) =>
    new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const outgoing = httpRequest(`${origin}${path}`, { method: 'GET', headers }, (answer) => {
        let body = '';
        answer.on('data', (chunk) => (body += String(chunk)));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body, connection: answer.headers.connection }),
        );
      });
      outgoing.on('error', reject);
      for (const chunk of chunks) outgoing.write(chunk);
      outgoing.end();
    });

  it('reads a body sent in chunks', async () => {
    const json = JSON.stringify({ email: 'staff@example.com', password: 'staff' });
    const answer = await rawGet('/api/auth', [json.slice(0, 10), json.slice(10)], {
      'content-type': 'application/json; charset=utf-8',
      'transfer-encoding': 'chunked',
    });
    expect(answer.status).toBe(200);
    expect(authResultSchema.parse(JSON.parse(answer.body)).user.role).toEqual(['staff']);
  });

  it('stops reading a body past the limit and closes the connection', async () => {
    const chunk = `{"padding":"${'x'.repeat(8 * 1024)}`;
    const answer = await rawGet('/api/auth', [chunk, 'x'.repeat(8 * 1024), 'x'.repeat(8 * 1024)], {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
  });
});

describe('GET /api/auth/providers', () => {
  it('answers null for both services when none is configured', async () => {
    const response = await send('GET', '/api/auth/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ oidc: null, firebase: null });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("img-src 'self' data: blob:;");
  });
});

describe('API documentation of the GET forms', () => {
  it('shows the JSON bodies both GET calls read', async () => {
    type Body = { required: boolean; content: Record<string, { schema: { required?: string[] } }> };
    type Paths = Record<string, { get: { requestBody?: Body; description?: string } }>;
    const { paths } = (await send('GET', '/api/docs/json')).json<{ paths: Paths }>();
    const signIn = paths['/api/auth']!.get;
    expect(signIn.requestBody?.required).toBe(true);
    expect(signIn.requestBody?.content['application/json']?.schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(signIn.description).toContain('query string are refused');
    const check = paths['/api/auth/access-token']!.get;
    expect(check.requestBody?.required).toBe(false);
    expect(check.description).toContain('`access_token` in a JSON body');
  });
});
