import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_APP_PREFIXES } from './app-prefixes.ts';
import type { MockAppName } from './app-prefixes.ts';
import { mailFolderSchema, mailPaths } from './apps/mail/contract.ts';
import { createHandlers as createFaqHandlers } from './apps/faq/handlers.ts';
import { todoListSchema, todoPaths } from './apps/todo/contract.ts';
import { mockProblemSchema } from './platform/problem.ts';
import { appLoaders, createRouter } from './router.ts';
import type { MockAppLoaders } from './router.ts';

const APPS = Object.keys(MOCK_APP_PREFIXES) as MockAppName[];

/** Loaders that answer the FAQ for every app and record which apps were loaded. */
function recordingLoaders(loaded: MockAppName[]): MockAppLoaders {
  const entries = APPS.map((app) => [
    app,
    () => {
      loaded.push(app);
      return Promise.resolve({ createHandlers: () => createFaqHandlers() });
    },
  ]);
  return Object.fromEntries(entries) as MockAppLoaders;
}

const ask = (router: ReturnType<typeof createRouter>, path: string, method = 'GET') =>
  getResponse(router, new Request(`http://localhost${path}`, { method }));

describe('the router', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads an app on its first request only, and no other app', async () => {
    const loaded: MockAppName[] = [];
    const router = createRouter(recordingLoaders(loaded));

    expect(loaded).toEqual([]);
    expect((await ask(router, '/api/faq'))?.status).toBe(200);
    expect((await ask(router, '/api/faq'))?.status).toBe(200);

    expect(loaded).toEqual(['faq']);
  });

  it('lets requests outside every prefix and unknown calls of an app pass through', async () => {
    const loaded: MockAppName[] = [];
    const router = createRouter(recordingLoaders(loaded));

    expect(await ask(router, '/api/flocks?page=1')).toBeUndefined();
    expect(loaded).toEqual([]);
    expect(await ask(router, '/api/mail-app/no-such-call')).toBeUndefined();
    expect(await ask(router, '/api/faq', 'DELETE')).toBeUndefined();
    expect(loaded).toEqual(['mail', 'faq']);
  });

  it('answers 503 when an app fails to load, and loads it again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const loaders = recordingLoaders([]);
    loaders.notes = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ createHandlers: () => createFaqHandlers() });
    };
    const router = createRouter(loaders);

    const failed = await ask(router, '/api/notes-app/faq');
    expect(failed?.status).toBe(503);
    expect(mockProblemSchema.parse(await failed?.json()).status).toBe(503);
    expect(await ask(router, '/api/notes-app/faq')).toBeUndefined();
    expect(attempts).toBe(2);
  });

  it('has a loader for every app that gives its handlers', async () => {
    for (const app of APPS) {
      const module = await appLoaders[app]();
      expect(module.createHandlers().length).toBeGreaterThan(0);
    }
  });
});

describe('the router in a node server', () => {
  const server = setupServer(...createRouter());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers each app with its state kept across requests', async () => {
    const folders = await fetch(`http://localhost${mailPaths.folders}`);
    expect(folders.status).toBe(200);
    expect(mailFolderSchema.array().parse(await folders.json())).toHaveLength(5);

    const created = await fetch(`http://localhost${todoPaths.newTodo}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Check the generator' }),
    });
    expect(created.status).toBe(200);
    const todos = todoListSchema.parse(
      await (await fetch(`http://localhost${todoPaths.todos}`)).json(),
    );
    expect(todos[0]?.title).toBe('Check the generator');
  });
});
