import type { AuthResult } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';
import type { SignInInput } from '../../../lib/session.ts';

/** POST /api/auth: email and password for a user and an access token. */
export async function signIn(input: SignInInput): Promise<AuthResult> {
  // The contract's schema is loaded while the request runs: it is needed only once the person
  // has sent the form, so it stays out of the first download.
  const [{ authResultSchema }, data] = await Promise.all([
    import('@flockbook/contracts'),
    api.post('/api/auth', input, { ignoreUnauthorized: true }),
  ]);
  return authResultSchema.parse(data);
}
