import type { DatabaseHandle } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { appMeta } from '../schema/meta.ts';
import { users } from '../schema/users.ts';
import { DEMO_USERS } from './demo-users.ts';

export { DEMO_USERS } from './demo-users.ts';

const DEMO_MARKER = 'demo_data_loaded_at';

/**
 * Loads the demo data once per database. The marker row is written first, inside the same
 * transaction, so two processes starting together cannot both load it.
 * Resolves true when it loaded the data, false when it was already there.
 */
export async function seedDemoData({ db }: DatabaseHandle): Promise<boolean> {
  const passwordHashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;

    await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, index) => ({
          email: user.email,
          passwordHash: passwordHashes[index] ?? '',
          role: user.role,
          data: user.data,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}
