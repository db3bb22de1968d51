import type { AuthResult } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';
import type { RegisterInput } from '../../../lib/session.ts';

/** POST /api/auth/register: creates an account and signs it in. */
export async function register(input: RegisterInput): Promise<AuthResult> {
  // The contract's schema is loaded while the request runs: it is needed only once the person
  // has sent the form, so it stays out of the first download.
  const [{ authResultSchema }, data] = await Promise.all([
    import('@flockbook/contracts'),
    api.post('/api/auth/register', input, { ignoreUnauthorized: true }),
  ]);
  return authResultSchema.parse(data);
}
