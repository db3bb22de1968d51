import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';

let direct: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  direct = await buildTestApp();
  proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const paths = ['/api/health', '/', '/login', '/api/docs', '/api/docs/json', '/api/nowhere'];
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it.each(paths)('denies framing on %s, as the policy does', async (path) => {
    const response = await get(direct, path);
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = response.headers['content-security-policy'];
    if (policy) expect(policy).toContain("frame-ancestors 'none'");
  });

  it('sends no HSTS over plain http, even when a client claims https without a trusted proxy', async () => {
    for (const path of paths) {
      expect((await get(direct, path)).headers['strict-transport-security']).toBeUndefined();
      const claimed = await get(direct, path, { 'x-forwarded-proto': 'https' });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
      expect((await get(proxied, path)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS on every answer to an https request behind a trusted proxy', async () => {
    for (const path of paths) {
      const response = await get(proxied, path, { 'x-forwarded-proto': 'https' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
