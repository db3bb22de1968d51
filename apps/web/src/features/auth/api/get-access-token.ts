import { authResultSchema } from '@flockbook/contracts';
import type { AuthResult } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/auth/access-token: checks the stored token (sent as the bearer token) and answers
 * its user with a fresh token; 401 when the server no longer accepts it.
 */
export function getAccessToken(signal?: AbortSignal): Promise<AuthResult> {
  return api.get('/api/auth/access-token', {
    signal,
    ignoreUnauthorized: true,
    parse: (data) => authResultSchema.parse(data),
  });
}
