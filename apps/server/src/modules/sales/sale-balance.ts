import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * What has been paid against a sale, and what is still owed: the one definition used by the
 * sale list, the payment rule and party balances.
 */
export function saleReceivedSql(saleId: SQL): SQL<string> {
  return sql<string>`(select coalesce(sum(a.amount), 0)::numeric(30, 2) from amounts a
    where a.sale_id = ${saleId} and a.direction = 'in')`;
}
