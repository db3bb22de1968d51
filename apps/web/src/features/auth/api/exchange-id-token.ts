import type { AuthResult } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/auth/access-token with a hosted ID token as the bearer token: the server checks it
 * with its issuer and answers the user with an access token of its own. 401 when the token is
 * refused, 403 when registration is closed, 409 when the email belongs to a local account.
 */
export function exchangeIdToken(idToken: string): Promise<AuthResult> {
  // Not parsed again here: the server sends this answer through the contract's schema (the
  // route's response schema, serialised by fastify-type-provider-zod), so an answer that arrives
  // matches it. Restoring a hosted session runs at start-up: zod stays out of the first download.
  return api.get<AuthResult>('/api/auth/access-token', {
    headers: { Authorization: `Bearer ${idToken}` },
    ignoreUnauthorized: true,
  });
}
