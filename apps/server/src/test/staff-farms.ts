import type { DatabaseHandle } from '@flockbook/db';
import { sql } from 'drizzle-orm';

/**
 * Gives the demo staff member every farm that exists now, as an admin would on the People
 * screen: the tests of the farm records act as staff of the farms they create (farm access
 * itself is proven by records/farm-access.test.ts).
 */
export async function giveStaffEveryFarm(database: Pick<DatabaseHandle, 'db'>): Promise<void> {
  await database.db.execute(sql`insert into user_farms (user_id, farm_id)
    select u.id, f.id from users u cross join farms f where u.email = 'staff@example.com'
    on conflict do nothing`);
}

/** Leaves the demo staff member exactly the farms `farmIds`, as an admin would on People. */
export async function giveStaffOnly(
  database: Pick<DatabaseHandle, 'db'>,
  farmIds: readonly string[],
): Promise<void> {
  const staff = sql`(select id from users where email = 'staff@example.com')`;
  await database.db.execute(sql`delete from user_farms where user_id = ${staff}`);
  for (const farmId of farmIds) {
    await database.db.execute(
      sql`insert into user_farms (user_id, farm_id) values (${staff}, ${farmId})`,
    );
  }
}
