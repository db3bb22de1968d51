import type { AuthResult, SetupStatus } from '@flockbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { SetupInput } from '../../../lib/session.ts';

/** GET /api/auth/setup: whether the installation still waits for its first admin. */
export function getSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  return api.get('/api/auth/setup', { signal, ignoreUnauthorized: true });
}

export const setupStatusQuery = queryOptions({
  queryKey: ['auth', 'setup'],
  queryFn: ({ signal }) => getSetupStatus(signal),
});

export function useSetupStatus() {
  return useQuery(setupStatusQuery);
}

/** POST /api/auth/setup: makes the first admin with a set-up address's token and signs in. */
export async function setUp(input: SetupInput): Promise<AuthResult> {
  // The contract's schema is loaded while the request runs, as registration does.
  const [{ authResultSchema }, data] = await Promise.all([
    import('@flockbook/contracts'),
    api.post('/api/auth/setup', input, { ignoreUnauthorized: true }),
  ]);
  return authResultSchema.parse(data);
}
