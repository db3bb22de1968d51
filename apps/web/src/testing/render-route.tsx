import type { User } from '@flockbook/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/routes.tsx';
import { ACCESS_TOKEN_KEY } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { USER_KEY } from '../lib/session-storage.ts';

/** Renders the app's routes at `path` with a fresh query cache and no retries. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient({ retry: false });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** A JSON answer for a stubbed `fetch`. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** An unsigned JWT-shaped token; the client only reads its expiry. */
export function fakeAccessToken(expiresInSeconds = 3600): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp })}.signature`;
}

export function testUser(role: string[], displayName = 'Amina Rahman'): User {
  return {
    uuid: `user-${role.join('-') || 'guest'}`,
    from: 'api',
    role,
    data: {
      displayName,
      photoURL: '',
      email: `${role[0] ?? 'guest'}@example.com`,
      settings: {},
      shortcuts: [],
    },
  };
}

/** Puts a stored session in local storage, as a previous visit would have left it. */
export function storeSession(user: User, token = fakeAccessToken()): string {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return token;
}
