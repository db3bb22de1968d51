import type { AuthProviders } from '@flockbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/auth/providers: the hosted sign-in services this installation offers. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  // Not parsed again here: the server sends this answer through the contract's schema (the
  // route's response schema, serialised by fastify-type-provider-zod), so an answer that arrives
  // matches it. This runs at start-up: without zod here, zod stays out of the first download.
  return api.get<AuthProviders>('/api/auth/providers', { signal, ignoreUnauthorized: true });
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
