import type { AuthResult } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/auth/access-token: checks the stored token (sent as the bearer token) and answers
 * its user with a fresh token; 401 when the server no longer accepts it.
 */
export function getAccessToken(signal?: AbortSignal): Promise<AuthResult> {
  // Not parsed again here: the server sends this answer through the contract's schema (the
  // route's response schema, serialised by fastify-type-provider-zod), so an answer that arrives
  // matches it. This runs at start-up: without zod here, zod stays out of the first download.
  return api.get<AuthResult>('/api/auth/access-token', { signal, ignoreUnauthorized: true });
}
