import { authResultSchema } from '@flockbook/contracts';
import type { AuthResult } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';
import type { RegisterInput } from '../../../lib/session.ts';

/** POST /api/auth/register: creates an account and signs it in. */
export function register(input: RegisterInput): Promise<AuthResult> {
  return api.post('/api/auth/register', input, {
    ignoreUnauthorized: true,
    parse: (data) => authResultSchema.parse(data),
  });
}
