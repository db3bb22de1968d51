import { render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { SessionProvider } from '../features/auth/components/session-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/session.ts';

/** Shows the session and saves the shortcuts ['apps.notes'] with its 'save' button. */
function SessionProbe() {
  const { user, signedIn, updateUser } = useSession();
  const [failure, setFailure] = useState('');
  return (
    <>
      <p data-testid="signed-in">{String(signedIn)}</p>
      <p data-testid="shortcuts">{user.data.shortcuts.join(',')}</p>
      <p data-testid="failure">{failure}</p>
      <button
        type="button"
        onClick={() =>
          void updateUser({ shortcuts: ['apps.notes'] }).catch((error: Error) =>
            setFailure(error.message),
          )
        }
      >
        save
      </button>
    </>
  );
}

/** The session provider alone (no pages), with a probe of its state. */
export function renderSessionProbe() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionProvider>
          <SessionProbe />
        </SessionProvider>
      ),
    },
  ]);
  return render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
