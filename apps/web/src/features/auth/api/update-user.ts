import { userSchema } from '@flockbook/contracts';
import type { User } from '@flockbook/contracts';
import { api } from '../../../lib/api-client.ts';
import type { UserDataUpdate } from '../../../lib/session.ts';

/** POST /api/auth/user/update: saves the signed-in user's own data; answers the saved user. */
export function updateUser(data: UserDataUpdate): Promise<User> {
  return api.post(
    '/api/auth/user/update',
    { user: { data } },
    { parse: (body) => userSchema.parse(body) },
  );
}
