import type { User } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';
import type { UserDataUpdate } from '../../../lib/session.ts';

/** POST /api/auth/user/update: saves the signed-in user's own data; answers the saved user. */
export async function updateUser(data: UserDataUpdate): Promise<User> {
  // The contract's schema is loaded while the request runs: a user changes their data only once
  // signed in, so it stays out of the first download.
  const [{ userSchema }, body] = await Promise.all([
    import('@flockbook/contracts'),
    api.post('/api/auth/user/update', { user: { data } }),
  ]);
  return userSchema.parse(body);
}
