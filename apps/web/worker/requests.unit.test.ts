import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bearerSubject, requestKind } from './requests.ts';

const origin = 'http://127.0.0.1:3000';
const shell = new Set(['/favicon.svg', '/manifest.webmanifest']);
const kindOf = (path: string, { method = 'GET', mode = 'cors' as RequestMode } = {}) =>
  requestKind({ method, mode, url: `${origin}${path}` }, origin, shell);

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('requestKind', () => {
  it('answers pages with the shell, never API addresses or files opened in a tab', () => {
    expect(kindOf('/apps/daily-round', { mode: 'navigate' })).toBe('page');
    expect(kindOf('/', { mode: 'navigate' })).toBe('page');
    expect(kindOf('/api/docs', { mode: 'navigate' })).toBe('other');
    expect(kindOf('/sw.js', { mode: 'navigate' })).toBe('other');
  });

  it('keeps build files and the shell files', () => {
    expect(kindOf('/assets/app-start-C5yJ82pX.js')).toBe('asset');
    expect(kindOf('/manifest.webmanifest')).toBe('shell-file');
    expect(kindOf('/mockServiceWorker.js')).toBe('other');
  });

  it("takes the farm's reads, and leaves the mock's paths to the mock", () => {
    expect(kindOf('/api/farms?page=1&pageSize=100')).toBe('api-read');
    expect(kindOf('/api/daily-round?farmId=f&date=2026-11-28')).toBe('api-read');
    expect(kindOf('/api/flocks/abc')).toBe('api-read');
    expect(kindOf('/api/mail-app/mails')).toBe('other');
    expect(kindOf('/api/todo-app/todos')).toBe('other');
  });

  it('never keeps sign-in, documentation, downloads or writes', () => {
    for (const path of [
      '/api/auth/access-token',
      '/api/auth',
      '/api/docs/json',
      '/api/health',
      '/api/reports/farms/f/period?format=pdf',
      '/api/flocks?format=csv',
    ]) {
      expect(kindOf(path), path).toBe('other');
    }
    expect(kindOf('/api/deaths', { method: 'POST' })).toBe('other');
    expect(
      requestKind({ method: 'GET', mode: 'cors', url: 'https://cdn.example/x.js' }, origin, shell),
    ).toBe('other');
  });
});

describe('bearerSubject', () => {
  it("reads the user a request's token was issued to", () => {
    const token = `${part({ alg: 'HS256' })}.${part({ sub: '6f1c-user', exp: 1 })}.sig`;
    expect(bearerSubject(`Bearer ${token}`)).toBe('6f1c-user');
  });

  it('answers nothing for no token, a malformed one, or a subject unfit for a cache name', () => {
    expect(bearerSubject(null)).toBeUndefined();
    expect(bearerSubject('Bearer not-a-jwt')).toBeUndefined();
    expect(bearerSubject(`Bearer a.${part({ exp: 1 })}.c`)).toBeUndefined();
    expect(bearerSubject(`Bearer a.${part({ sub: '../x y' })}.c`)).toBeUndefined();
    expect(bearerSubject(`Basic ${part({ sub: 'u' })}`)).toBeUndefined();
  });
});

describe("the mock's worker script, as the app's worker relies on it", () => {
  const script = readFileSync(new URL('../public/mockServiceWorker.js', import.meta.url), 'utf8');
  const appWorker = readFileSync(new URL('./sw.ts', import.meta.url), 'utf8');

  it('keeps its clients in a top-level set and unregisters on its last CLIENT_CLOSED', () => {
    // sw.ts takes CLIENT_CLOSED first and forgets the client in this set itself: if a new
    // version of the mock renames either, the worker could unregister when the last tab closes.
    expect(script).toMatch(/^const activeClientIds = new Set\(\)$/m);
    expect(script).toContain("case 'CLIENT_CLOSED':");
    expect(appWorker).toContain("data === 'CLIENT_CLOSED'");
  });

  it("is imported after the app's listeners are added", () => {
    const imported = appWorker.indexOf('importScripts(');
    expect(imported).toBeGreaterThan(appWorker.lastIndexOf("addEventListener('fetch'"));
    expect(imported).toBeGreaterThan(appWorker.lastIndexOf("addEventListener('message'"));
  });
});
