import { problemDetailsSchema } from '@flockbook/contracts';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app.ts';
import type { TestApp } from './test/build-test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('pages and unknown paths', () => {
  it('answers a JSON problem for an unknown API path', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(problemDetailsSchema.parse(response.json())).toMatchObject({
      status: 404,
      title: 'Not Found',
      instance: '/api/no-such-thing',
    });
  });

  it('serves the single-page app for every other path, uncached', async () => {
    for (const path of ['/', '/apps/flocks', '/pages/errors/error-404', '/login?next=x']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the build wrote of an asset to a browser that accepts it', async () => {
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 404 for a missing file instead of the app page', async () => {
    const response = await get('/assets/app-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('answers a JSON 404 for an unknown non-GET request outside the API too', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/somewhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and no-sniff on every answer', async () => {
    for (const path of ['/', '/api/health']) {
      const response = await get(path);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']).toBeDefined();
  });

  it('serves a browsable page', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

describe('errors as problem details', () => {
  let failing: TestApp;
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(4, 'Min character length is 4') }) } },
      async (request) => request.body,
    );
    app.get('/api/test/crash', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
  };

  beforeAll(async () => {
    failing = await buildTestApp({ extraRoutes: routes });
  });
  afterAll(() => failing.close());

  it('maps validation failures to field errors', async () => {
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'ab' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 400,
      errors: { name: 'Min character length is 4' },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('hides the details of a server failure', async () => {
    const response = await failing.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('postgres://');
    expect(response.body).not.toContain('at ');
    expect(response.json()).toMatchObject({ status: 500, title: 'Internal Server Error' });
  });
});
