import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** Farm ids as a list for `in (...)`. */
export const farmIdList = (farmIds: readonly string[]): SQL =>
  sql.join(
    farmIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
