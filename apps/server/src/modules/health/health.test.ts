import { healthSchema } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/health', () => {
  it('reports the database driver and a working query', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.driver).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers 503 degraded when the database cannot answer', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    await broken.app.close();
    await broken.database.dispose().catch(() => {});
  });
});
