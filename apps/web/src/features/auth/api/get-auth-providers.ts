import { authProvidersSchema } from '@flockbook/contracts';
import type { AuthProviders } from '@flockbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/auth/providers: the hosted sign-in services this installation offers. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return api.get('/api/auth/providers', {
    signal,
    ignoreUnauthorized: true,
    parse: (data) => authProvidersSchema.parse(data),
  });
}

/** Asked once per page: an installation's configuration does not change while it is open. */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: Infinity,
});

export function useAuthProviders() {
  return useQuery(authProvidersQuery);
}
