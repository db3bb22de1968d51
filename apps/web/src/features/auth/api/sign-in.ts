import { authResultSchema } from '@flockbook/contracts';
import type { AuthResult } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';
import type { SignInInput } from '../../../lib/session.ts';

/** POST /api/auth: email and password for a user and an access token. */
export function signIn(input: SignInInput): Promise<AuthResult> {
  return api.post('/api/auth', input, {
    ignoreUnauthorized: true,
    parse: (data) => authResultSchema.parse(data),
  });
}
