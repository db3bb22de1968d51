import '../app/app-texts.ts';
import type { User } from '@flockbook/contracts';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { GUEST_USER, SessionContext } from '../lib/session.ts';
import type { Session } from '../lib/session.ts';

/** A session for component tests; `updateUser` keeps the change like a successful save. */
export function testSession(user: User = GUEST_USER): Session {
  const session: Session = {
    user,
    signedIn: user.role.length > 0,
    signIn: vi.fn<Session['signIn']>(),
    register: vi.fn<Session['register']>(),
    setUp: vi.fn<Session['setUp']>(),
    acceptInvitation: vi.fn<Session['acceptInvitation']>(),
    startHostedSession: vi.fn<Session['startHostedSession']>(),
    signOut: vi.fn<Session['signOut']>(),
    updateUser: vi.fn<Session['updateUser']>(async (data) => ({
      ...user,
      data: { ...user.data, ...data },
    })),
  };
  return session;
}

/**
 * Renders `element` at `path` with texts, a fresh query cache without retries, a plain theme
 * and the given session; other paths show their own name so navigation can be checked.
 */
export function renderInShell(element: ReactElement, session: Session, path = '/') {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '*', element: <p data-testid="page">other page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <SessionContext value={session}>
          <RouterProvider router={router} />
        </SessionContext>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
